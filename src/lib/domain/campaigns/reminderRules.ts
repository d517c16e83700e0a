import type { PreSave } from "./preSave";
import type { Suppression } from "./reminder";

/**
 * Whether a pre-save's release-day reminder may be sent (docs/reminders.md):
 * it has an address, and that address is not on the suppression list — or
 * the pre-save came after the fan came back (`lifted_at`), or the fan
 * confirmed this very pre-save after their last unsubscribe.
 */
export function isReminderDue(preSave: Pick<PreSave, "email" | "created_at" | "reminder">, suppression: Suppression | null): boolean {
  if (!preSave.email) return false;
  if (!suppression) return true;
  const unsubscribed = suppression.unsubscribed_at.getTime();
  if (
    suppression.lifted_at &&
    suppression.lifted_at.getTime() >= unsubscribed &&
    preSave.created_at.getTime() >= suppression.lifted_at.getTime()
  )
    return true;
  const confirmed = preSave.reminder?.confirmed_at;
  return Boolean(confirmed && confirmed.getTime() >= unsubscribed);
}

/**
 * How long the release-day job keeps trying to generate the links of a
 * release that has none, from its release moment: a try on each run (every
 * 15 minutes) until links come or either bound is reached; then the
 * reminders go out linking to the release page.
 */
export const RELEASE_DAY_LINK_RETRY = { maxAttempts: 4, windowMs: 60 * 60 * 1000 } as const;

/** Releases whose moment came up to this many days ago are still picked up (a stack stopped over a release day). */
export const RELEASE_DAY_CATCH_UP_DAYS = 7;

/** Whether to try generating links again, or give up and send the reminders without them. */
export function shouldRetryLinks(attempts: number, moment: Date, now: Date): boolean {
  return attempts < RELEASE_DAY_LINK_RETRY.maxAttempts && now.getTime() - moment.getTime() < RELEASE_DAY_LINK_RETRY.windowMs;
}
