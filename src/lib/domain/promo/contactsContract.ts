import { z } from "zod";
import { IMPORT_MAX_CHARS } from "../fans/subscriberImport";
import { FAN_LIST_ADMIN_TEXTS } from "../fans/fanListTexts";
import { contactInputSchema, contactSchema } from "./contact";
import { contactFiltersSchema } from "./contactList";
import { recordIdRequest, recordIdSchema, wireDate } from "../shared/fields";

/** The promo contact book (docs/promo.md#contacts): press view to see it, press edit to change it, press delete to erase a contact. */

/** A contact as the screen gets it. */
export const contactWireSchema = contactSchema.extend({ created_at: wireDate, updated_at: wireDate });
export type ContactView = z.output<typeof contactWireSchema>;

/** What the caller may do in the book (press edit, press delete). */
export const contactAbilitiesSchema = z.object({ edit: z.boolean(), erase: z.boolean() });
export type ContactAbilities = z.output<typeof contactAbilitiesSchema>;

const rowError = z.object({ line: z.int(), value: z.string(), message: z.string() });
const rowMerge = z.object({ line: z.int(), email: z.string(), same_as: z.int() });

export const promoContactsCallables = {
  /** One page of the book, searched and filtered, with the tags in use and what the caller may do. */
  listPromoContacts: {
    request: contactFiltersSchema,
    response: z.object({
      contacts: z.array(contactWireSchema),
      total: z.int().min(0),
      page: z.int().min(1),
      page_count: z.int().min(1),
      tags: z.array(z.string()),
      abilities: contactAbilitiesSchema,
    }),
  },
  /** Adds a contact (`id` null) or replaces one's fields; an address belongs to one contact only. */
  savePromoContact: {
    request: z.object({ id: recordIdSchema.nullable().default(null), contact: contactInputSchema }),
    response: z.object({ contact: contactWireSchema }),
  },
  /**
   * Contacts from a CSV file. Without `commit` it only answers what the file
   * would do (the preview) and writes nothing; with it, the same file's good
   * rows are added or merged into the contacts of their addresses.
   */
  importPromoContacts: {
    request: z.object({
      csv: z.string().max(IMPORT_MAX_CHARS, { error: FAN_LIST_ADMIN_TEXTS.importTooLarge }),
      commit: z.boolean().default(false),
    }),
    response: z.object({
      committed: z.boolean(),
      /** New contacts (committed: added). */
      to_add: z.int().min(0),
      /** Contacts of the book the file adds tags or fills fields to (committed: updated). */
      to_update: z.int().min(0),
      /** Contacts of the book already holding everything their rows say. */
      unchanged: z.int().min(0),
      errors: z.array(rowError),
      merged: z.array(rowMerge),
    }),
  },
  /** Erases a contact with every promo record tied to them; returns how many records went, by collection. */
  erasePromoContact: {
    request: recordIdRequest,
    response: z.object({ erased: z.record(z.string(), z.int().min(0)) }),
  },
} as const;
