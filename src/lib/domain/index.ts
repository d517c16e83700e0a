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
export * from "./format";
export * from "./demoFilters";
export * from "./abilities";
export * from "./contentAccess";
export * from "./preSaveRedirect";
export * from "./schemas";
export * from "./platforms";
export * from "./text";
