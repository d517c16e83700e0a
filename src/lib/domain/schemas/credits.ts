/** Release production credits (docs/product.md#releases-collection): free-text name lists per role. */
import { z } from "zod";
import { CREDIT_ROLES, LIMITS, type CreditRole } from "../constants";
import { tooLong } from "../messages";

const creditName = z.string().trim().min(1).max(LIMITS.release.creditName, tooLong(LIMITS.release.creditName));

/** Stored credits: each role optional, each list of non-empty names. "None filled" is `{}`. */
export const creditsSchema = z.object({
  /** "Produced by" */
  producers: z.array(creditName).optional(),
  /** "Written by" */
  writers: z.array(creditName).optional(),
  /** "Engineered by" */
  engineers: z.array(creditName).optional(),
  /** "Mixed by" */
  mixing: z.array(creditName).optional(),
  /** "Mastered by" */
  mastering: z.array(creditName).optional(),
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

/** Form credits: blank entries allowed, normalized, then checked against the stored rules. */
export const creditsInputSchema = z
  .partialRecord(z.enum(CREDIT_ROLES), z.array(z.string().nullish()).nullish())
  .nullish()
  .transform(normalizeCredits)
  .pipe(creditsSchema);
