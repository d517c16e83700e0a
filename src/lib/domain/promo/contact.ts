/**
 * A promo contact (docs/promo.md#contacts): someone a release is sent to
 * before it comes out — a journalist, a radio host, a DJ, a playlist
 * curator. One contact per email address.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { importKeyOf, staffEmailSchema } from "../fans/subscriberImport";
import { NAME_REQUIRED, tooManyTags } from "../shared/validationTexts";
import { idSchema, optionalText, trimmedRequired } from "../shared/fields";
import { demoTagSchema } from "../demos/demoReview";
import { CONTACT_FIELD_MESSAGES as M } from "./contactTexts";
import { CONTACT_ROLES } from "./contactRoles";

/** Not in spec: bounds of a contact's texts. */
export const CONTACT_LIMITS = { name: 200, outlet: 200, notes: 5000 } as const;
/** Tags follow the demo desk's rules: trimmed, lower case, at most LIMITS.demoDesk.tag characters, LIMITS.demoDesk.tags of them. */
export const CONTACT_MAX_TAGS = LIMITS.demoDesk.tags;

/** ISO 3166-1 alpha-2: the officially assigned codes. */
const ISO_COUNTRIES = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ " +
    "DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT " +
    "JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL " +
    "NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM " +
    "TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
  ).split(" "),
);
export const isCountryCode = (code: string) => ISO_COUNTRIES.has(code);

/** An address as the book keys it: trimmed and lower case, as the fan list compares addresses. */
export const contactEmailSchema = staffEmailSchema.transform(importKeyOf);

/** A country as staff type it ("fr", " FR "): upper-cased; empty is unknown (null). */
export const contactCountrySchema = z
  .string({ error: M.country })
  .max(8, { error: M.country, abort: true })
  .trim()
  .toUpperCase()
  .refine((code) => code === "" || isCountryCode(code), { error: M.country })
  .nullish()
  .transform((code) => code || null);

/** Tags as staff give them: each by the demo desk's tag rules, repeats dropped. */
export const contactTagsSchema = z
  .array(demoTagSchema)
  .max(CONTACT_MAX_TAGS, tooManyTags(CONTACT_MAX_TAGS))
  .default([])
  .transform((tags) => [...new Set(tags)]);

/** What staff type or import for a contact: the add/edit form's and the import row's rules. */
export const contactInputSchema = z.object({
  name: trimmedRequired(CONTACT_LIMITS.name, NAME_REQUIRED),
  /** Stored lower case: the book's key for duplicates. */
  email: contactEmailSchema,
  /** Magazine, station, club night, playlist; null when none. */
  outlet: optionalText(CONTACT_LIMITS.outlet),
  role: z.enum(CONTACT_ROLES, { error: M.role }),
  /** ISO 3166-1 alpha-2, or null. */
  country: contactCountrySchema,
  tags: contactTagsSchema,
  /** Staff's own notes; never shown to the contact. */
  notes: optionalText(CONTACT_LIMITS.notes),
});
export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactInputRaw = z.input<typeof contactInputSchema>;

/** A stored contact (`promo_contacts/{id}`). */
export const contactSchema = contactInputSchema.extend({
  /** Random: never derived from the address, so an erased contact's id in the audit log says nothing of them. */
  id: idSchema,
  created_at: z.date(),
  updated_at: z.date(),
});
export type Contact = z.output<typeof contactSchema>;

/**
 * A second record of the same address merged into the first (an import row
 * into the book, or a later row of the file into an earlier one): the first
 * keeps its name and role and whatever it already holds; empty fields are
 * filled and tags added, up to the limit. Merging the same data twice
 * changes nothing, so a file imported again adds nothing.
 */
export function mergeContact<T extends ContactInput>(kept: T, incoming: ContactInput): T {
  return {
    ...kept,
    outlet: kept.outlet ?? incoming.outlet,
    country: kept.country ?? incoming.country,
    notes: kept.notes ?? incoming.notes,
    tags: [...new Set([...kept.tags, ...incoming.tags])].slice(0, CONTACT_MAX_TAGS),
  };
}

/** Whether a merge changed anything that is stored. */
export function sameContactData(a: ContactInput, b: ContactInput): boolean {
  return (
    a.name === b.name &&
    a.email === b.email &&
    a.outlet === b.outlet &&
    a.role === b.role &&
    a.country === b.country &&
    a.notes === b.notes &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

/** What saving records into the book does: contacts to create, contacts that change (before → after), and how many are already as given. */
export interface ContactMergePlan {
  create: ContactInput[];
  update: { before: Contact; after: Contact }[];
  unchanged: number;
}

/**
 * Records (distinct addresses) merged into the contacts the book already
 * has for those addresses (`existing`, any order). Pure: the import's
 * preview and its commit compute the same plan.
 */
export function planContactMerge(existing: readonly Contact[], incoming: readonly ContactInput[], now: Date): ContactMergePlan {
  const byEmail = new Map(existing.map((contact) => [contact.email, contact]));
  const plan: ContactMergePlan = { create: [], update: [], unchanged: 0 };
  for (const record of incoming) {
    const before = byEmail.get(record.email);
    if (!before) {
      plan.create.push(record);
      continue;
    }
    const merged = mergeContact(before, record);
    if (sameContactData(before, merged)) plan.unchanged += 1;
    else plan.update.push({ before, after: { ...merged, updated_at: now } });
  }
  return plan;
}

/**
 * What the audit log keeps of a contact's write: the names of the fields
 * that changed, never their values, so a contact erased on request leaves
 * nothing of them in the log.
 */
export function contactAuditRecord(before: ContactInput | null, after: ContactInput): { changed: string } {
  const fields = ["name", "email", "outlet", "role", "country", "tags", "notes"] as const;
  const changed = fields.filter((field) => before === null || JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return { changed: changed.join(", ") };
}
