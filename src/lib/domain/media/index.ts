export * from "./contract";
export * from "./media";
export * from "./mediaRecord";
export * from "./mediaTexts";
export * from "./mediaUsage";
