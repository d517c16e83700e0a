// Every deployed function, grouped by area (one file per area under exports/).
export { isAdmin } from "./isAdmin";
export * from "./exports/content";
export * from "./exports/access";
export * from "./exports/integrations";
export * from "./exports/demos";
export * from "./exports/site";
export * from "./exports/media";
export * from "./exports/jobs";
export * from "./exports/fans";
export * from "./exports/newsletters";
export * from "./exports/analytics";
export * from "./exports/audit";
export * from "./exports/schedules";
export * from "./exports/preview";
export * from "./exports/listening";
export * from "./exports/promo";
export * from "./exports/promoContacts";
export * from "./exports/promoDownloads";
