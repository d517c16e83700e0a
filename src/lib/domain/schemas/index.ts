/** Entity schemas and their types (spec section 3). */
export * from "./common";
export * from "./errorMap";
export * from "./artist";
export * from "./release";
export * from "./releaseArtist";
export * from "./pressPost";
export * from "./demo";
export * from "./role";
export * from "./permission";
export * from "./rolePermission";
export * from "./user";
export * from "./auth";
export * from "./preSave";
export * from "./spotify";
export * from "./contentChange";
export * from "./rateLimit";
