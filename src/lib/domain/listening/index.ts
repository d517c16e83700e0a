export * from "./listeningModes";
export * from "./listeningRules";
export * from "./trackAudio";
export * from "./audioUrls";
