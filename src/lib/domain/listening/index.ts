export * from "./listeningRules";
export * from "./trackAudio";
export * from "./audioUrls";
export * from "./audioUpload";
export * from "./audioTexts";
export * from "./renditionPlan";
export * from "./contract";
