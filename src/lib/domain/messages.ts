/**
 * Every user-visible text (docs/product.md#messages), verbatim. The wording
 * is binding, so screens import these instead of retyping them.
 */
export * from "./validationMessages";
export * from "./toastMessages";
export * from "./pageTexts";
export * from "./publicTexts";
export * from "./accessMessages";
export * from "./demoMessages";
export * from "./integrationMessages";
export * from "./analyticsTexts";
export * from "./auditMessages";
export * from "./demoDeskMessages";
export * from "./mediaMessages";
export * from "./scheduleMessages";
export * from "./previewMessages";
