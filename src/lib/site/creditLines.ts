import { type Credits } from "../domain/catalog";
import { CREDIT_LABELS, CREDIT_ROLES } from "../domain/shared";

export interface CreditLine {
  label: string;
  names: string[];
}

/** The filled roles of a release's (or a track's) credits, in display order, each with its label. */
export function creditLines(credits: Credits): CreditLine[] {
  return CREDIT_ROLES.flatMap((role) => {
    const names = credits[role] ?? [];
    return names.length > 0 ? [{ label: CREDIT_LABELS[role], names }] : [];
  });
}
