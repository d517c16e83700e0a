export * from "./fanList";
export * from "./fanListTexts";
export * from "./fanListEmail";
export * from "./subscriberList";
export * from "./subscriberImport";
