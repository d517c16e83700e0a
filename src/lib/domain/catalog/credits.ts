/** Release production credits (docs/product.md#releases-collection): free-text name lists per role. */
import { z } from "zod";
import { CREDIT_ROLES, LIMITS, type CreditRole } from "../shared/constants";
import { tooLong, tooManyCreditNames } from "../shared/validationTexts";

const L = LIMITS.release;
const creditName = z.string().trim().min(1).max(L.creditName, tooLong(L.creditName));
const tooManyNames = tooManyCreditNames(L.creditNamesPerRole);
const creditNames = z.array(creditName).max(L.creditNamesPerRole, tooManyNames);

/** Stored credits: each role optional, each list of non-empty names. "None filled" is `{}`. */
export const creditsSchema = z.object({
  /** "Produced by" */
  producers: creditNames.optional(),
  /** "Written by" */
  writers: creditNames.optional(),
  /** "Engineered by" */
  engineers: creditNames.optional(),
  /** "Mixed by" */
  mixing: creditNames.optional(),
  /** "Mastered by" */
  mastering: creditNames.optional(),
});

export type Credits = z.output<typeof creditsSchema>;

/** Partially filled credits as a form holds them (blank rows allowed). */
export type CreditsDraft = Partial<Record<CreditRole, readonly (string | null | undefined)[] | null | undefined>>;

/**
 * Trims names and drops blank ones, then drops empty lists, so that a form
 * with nothing filled stores `{}` (docs/product.md#releases-collection) and no reader has to cope
 * with `[""]`.
 */
export function normalizeCredits(draft: CreditsDraft | null | undefined): Credits {
  const credits: Credits = {};
  for (const role of CREDIT_ROLES) {
    const names = (draft?.[role] ?? []).map((name) => (name ?? "").trim()).filter((name) => name !== "");
    if (names.length > 0) credits[role] = names;
  }
  return credits;
}

/** Stored credits as a form edits them: every role, each a list of its own (the form may change it). */
export function creditsDraftOf(credits: Credits): Partial<Record<CreditRole, string[]>> {
  return Object.fromEntries(CREDIT_ROLES.map((role) => [role, [...(credits[role] ?? [])]]));
}

/** Form credits: blank entries allowed, normalized, then checked against the stored rules. */
export const creditsInputSchema = z
  .partialRecord(
    z.enum(CREDIT_ROLES),
    // Bounded before normalizing, so a huge payload is refused without being walked.
    z
      .array(
        z
          .string()
          .max(L.creditName * 4, tooLong(L.creditName))
          .nullish(),
      )
      .max(L.creditNamesPerRole * 2, tooManyNames)
      .nullish(),
  )
  .nullish()
  .transform(normalizeCredits)
  .pipe(creditsSchema);
