/**
 * Every user-visible text of the spec (sections 2, 5 and 8), verbatim. The spec
 * is binding on wording, so screens import these instead of retyping them.
 */
export * from "./validationMessages";
export * from "./toastMessages";
export * from "./pageTexts";
export * from "./publicTexts";
export * from "./accessMessages";
export * from "./demoMessages";
export * from "./integrationMessages";
