import { z } from "zod";
import { tooLong } from "../shared/validationTexts";
import { recordIdSchema, uuidPattern, wireDate } from "../shared/fields";
import { FAN_LIST_SOURCES, LABEL_LIST, SUBSCRIBER_STATUSES } from "./subscriber";
import { subscriberFiltersSchema } from "./subscriberList";
import { FAN_LIST_ADMIN_TEXTS } from "./fanListTexts";
import { IMPORT_MAX_CHARS, staffEmailSchema as staffEmail } from "./subscriberImport";

/** What staff see of a release's fans (docs/reminders.md#staff). */
export const reminderStatsSchema = z.object({
  /** Every pre-save of the release, with or without an address. */
  preSaves: z.int().min(0),
  /** Pre-saves that left an address for the reminder. */
  withEmail: z.int().min(0),
  /** Reminders queued in `mail` (one per address). */
  queued: z.int().min(0),
  /** Of those, sent: the Trigger Email extension set `delivery.state` to SUCCESS. */
  sent: z.int().min(0),
  /** Of those, failed: `delivery.state` ERROR. */
  failed: z.int().min(0),
  /** Fans who unsubscribed through the links of this release's emails. */
  unsubscribed: z.int().min(0),
});
export type ReminderStats = z.output<typeof reminderStatsSchema>;

/** The label's list or an artist's id. */
const fanListId = z
  .string()
  .max(64)
  .refine((list) => list === LABEL_LIST || uuidPattern.test(list), { error: FAN_LIST_ADMIN_TEXTS.unknownList });

/** One fan list record as the subscribers screen shows it. */
export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  list: z.string(),
  list_name: z.string(),
  source: z.enum(FAN_LIST_SOURCES),
  status: z.enum(SUBSCRIBER_STATUSES),
  consent: z.object({ version: z.string(), text: z.string(), form: z.enum(FAN_LIST_SOURCES), agreed_at: wireDate }),
  created_at: wireDate,
  confirmed_at: wireDate.nullable(),
});
export type SubscriberRow = z.output<typeof subscriberRowSchema>;

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), z.int().min(0));

/** A consent note staff give for addresses they add: who agreed, where and how. */
const consentNote = z
  .string()
  .trim()
  .min(10, { error: FAN_LIST_ADMIN_TEXTS.consentNoteRequired })
  .max(500, { error: tooLong(500) });

/** Staff's view and handling of fans' data: counts (releases view), export and erasure (user_management edit). */
export const fansCallables = {
  releaseReminderStats: {
    request: z.object({ releaseId: recordIdSchema }),
    response: reminderStatsSchema,
  },
  /** The release's reminder addresses as CSV (email, pre-saved at, reminder state). */
  exportReminderEmails: {
    request: z.object({ releaseId: recordIdSchema }),
    response: z.object({ filename: z.string(), csv: z.string(), rows: z.int().min(0) }),
  },
  /** Erases every record of one address: pre-saves and mail deleted; a suppression stays, as a keyed hash only. */
  eraseFanEmail: {
    // An address as a pre-save stored it: the same rule as staff typing one.
    request: z.object({ email: staffEmail }),
    response: z.object({ preSaves: z.int().min(0), mail: z.int().min(0), subscribers: z.int().min(0), suppressionKept: z.boolean() }),
  },
  /** The fan list (user_management view): the filtered rows (at most SUBSCRIBER_PAGE_ROWS), counts of the whole filtered set and of every source, growth over 90 days. */
  listSubscribers: {
    request: subscriberFiltersSchema,
    response: z.object({
      rows: z.array(subscriberRowSchema),
      total: z.int().min(0),
      byStatus: countsOf(SUBSCRIBER_STATUSES),
      bySource: countsOf(FAN_LIST_SOURCES),
      growth: z.array(z.object({ date: z.string(), confirmed: z.int().min(0) })),
      lists: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  },
  /** Staff add one address they hold consent for (user_management edit): confirmed at once, the note kept as its consent. */
  addSubscriber: {
    request: z.object({ email: staffEmail, list: fanListId, consent_note: consentNote }),
    response: z.object({ added: z.boolean() }),
  },
  /**
   * Addresses from a CSV file onto one list (user_management edit), with the
   * source of their consent. Without `commit` it only answers what the file
   * would do (the preview); with it, the same file's good rows are added.
   */
  importSubscribers: {
    request: z.object({
      list: fanListId,
      consent_source: consentNote,
      csv: z.string().max(IMPORT_MAX_CHARS, { error: FAN_LIST_ADMIN_TEXTS.importTooLarge }),
      commit: z.boolean().default(false),
    }),
    response: z.object({
      committed: z.boolean(),
      /** Addresses the import adds (committed: added). */
      to_add: z.int().min(0),
      /** Addresses the list already has, whatever their state: left as they are (an address that left is not put back). */
      already_on_list: z.int().min(0),
      errors: z.array(z.object({ line: z.int(), value: z.string(), message: z.string() })),
      merged: z.array(z.object({ line: z.int(), email: z.string(), same_as: z.int() })),
    }),
  },
  /** The filtered fan list as CSV (user_management edit), formula cells defused. */
  exportSubscribers: {
    request: subscriberFiltersSchema,
    response: z.object({ filename: z.string(), csv: z.string(), rows: z.int().min(0) }),
  },
} as const;
