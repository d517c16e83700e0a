/** What a promo contact does, the one list the contact schema and its labels both read. */
export const CONTACT_ROLES = ["press", "radio", "dj", "curator", "other"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
