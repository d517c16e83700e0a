export * from "./fanList";
export * from "./fanListTexts";
export * from "./fanListEmail";
export * from "./subscriberList";
export * from "./subscriberImport";
export * from "./newsletterTexts";
export * from "./newsletterRules";
export * from "./newsletterEmail";
