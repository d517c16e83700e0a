// Every deployed function, grouped by room (one file per room under exports/, and the scheduled jobs).
export { isAdmin } from "./isAdmin";
export * from "./exports/access";
export * from "./exports/demos";
export * from "./exports/catalog";
export * from "./exports/listening";
export * from "./exports/publishing";
export * from "./exports/campaigns";
export * from "./exports/media";
export * from "./exports/fans";
export * from "./exports/promo";
export * from "./exports/store";
export * from "./exports/jobs";
