/**
 * The shared domain module: constants, messages, schemas and pure rules.
 * No Firebase here, so the site, the admin and Cloud Functions can all use it.
 */
export * from "./constants";
export * from "./messages";
export * from "./slug";
export * from "./spotifyId";
export * from "./genres";
export * from "./dates";
export * from "./pagination";
export * from "./permissions";
export * from "./userManagement";
export * from "./sectionAccess";
export * from "./format";
export * from "./demoFilters";
export * from "./abilities";
export * from "./contentAccess";
export * from "./contentVisibility";
export * from "./ordering";
export * from "./preSaveRedirect";
export * from "./schemas";
export * from "./platforms";
export * from "./media";
export * from "./mediaUsage";
export * from "./demoRetention";
export * from "./timeZone";
export * from "./html";
export * from "./reminderEmail";
export * from "./emailPreferencesPage";
export * from "./reminderRules";
export * from "./reminderCsv";
export * from "./fanDataTexts";
export * from "./emailPattern";
export * from "./formChecks";
export * from "./formResults";
export * from "./analytics";
export * from "./demoDuplicates";
export * from "./demoReplies";
export * from "./demoWaiting";
export * from "./demoQuery";
export * from "./audioPeaks";
export * from "./fieldChanges";
export * from "./text";
export * from "./publishSchedule";
export * from "./listSearch";
export * from "./adminLists";
export * from "./preview";
