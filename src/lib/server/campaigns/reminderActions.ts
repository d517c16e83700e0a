import { isReminderDue, type PreSave } from "../../domain/campaigns";
import { type Release } from "../../domain/catalog";
import type { Repositories } from "../../data";
import { requiredSecret, type ServerConfig } from "../../config";
import { releaseMailContext, releaseReminderMail, reminderConfirmationMail } from "../fans/fanMail";
import { addressKey, type EmailLinkAction } from "./reminderKeys";

/**
 * What fans do to their reminders (docs/reminders.md): pre-save with an
 * address that had unsubscribed (a confirmation is asked), confirm it, and
 * unsubscribe. The email-preferences function and the pre-save functions
 * call these.
 */
type Config = Pick<ServerConfig, "siteUrl" | "reminderSecret" | "emailPreferencesUrl">;

/**
 * After a pre-save with an address is recorded (or found already recorded):
 * if the address is on the suppression list and this pre-save may not mail,
 * queue the confirmation email, once per release and address. Nothing else
 * is sent to a suppressed address, and the answer to the visitor is the same
 * either way, so the form never tells whether an address unsubscribed.
 */
export async function askConfirmationIfSuppressed(
  repos: Repositories,
  release: Release,
  preSaveId: string,
  config: Config,
  now = new Date(),
): Promise<boolean> {
  const preSave = await repos.preSaves.get(preSaveId);
  if (!preSave?.email) return false;
  const suppression = await repos.suppressions.get(addressKey(preSave.email, requiredSecret(config, "reminderSecret")));
  if (!suppression || isReminderDue(preSave, suppression)) return false;
  const context = await releaseMailContext(repos, release, config);
  return (await repos.mail.queueOnce([reminderConfirmationMail(context, preSave, config, now)])) > 0;
}

/** The suppression list takes the address (every pending reminder of it is cancelled). */
export async function unsubscribe(
  repos: Repositories,
  link: Extract<EmailLinkAction, { action: "unsubscribe" }>,
  now = new Date(),
): Promise<void> {
  await repos.suppressions.unsubscribe(link.addressKey, link.releaseId, now);
}

export type ConfirmOutcome = { confirmed: true; release: Release } | { confirmed: false };

/**
 * The fan confirmed the reminder of one pre-save: it may mail again, and so
 * may their later pre-saves (the suppression is lifted). When the release
 * day has already passed for the release, its reminder is queued now (same
 * id: still once).
 */
export async function confirmReminder(
  repos: Repositories,
  link: Extract<EmailLinkAction, { action: "confirm" }>,
  config: Config,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const [preSave, release] = await Promise.all([repos.preSaves.get(link.preSaveId), repos.releases.get(link.releaseId)]);
  if (
    !preSave?.email ||
    !release ||
    preSave.release_id !== release.id ||
    addressKey(preSave.email, requiredSecret(config, "reminderSecret")) !== link.addressKey
  )
    return { confirmed: false };
  const confirmed: PreSave = { ...preSave, reminder: { ...preSave.reminder, confirmed_at: now } };
  await repos.preSaves.update(preSave.id, { reminder: confirmed.reminder });
  await repos.suppressions.update(link.addressKey, { lifted_at: now });
  const day = await repos.releaseDays.get(release.id);
  if (day?.reminders_done_at) {
    await repos.mail.queueOnce([releaseReminderMail(await releaseMailContext(repos, release, config), preSave.email, config, now)]);
  }
  return { confirmed: true, release };
}
