import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Keys and signed links of fan emails (docs/reminders.md). An address is
 * known to the suppression list only by its keyed hash; links carry no
 * address at all, only that hash and a signature, so they work without a
 * login and cannot be forged or pointed at another address.
 */

/** The form an address is compared in: trimmed, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Keyed hash (HMAC-SHA256) of a normalized address: the suppression list's id and the mail's `address_key`. */
export function addressKey(email: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`address\n${normalizeEmail(email)}`)
    .digest("hex")
    .slice(0, 40);
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);

/** The release-day reminder's mail document id: one per release and address, so a second create() is refused. */
export function reminderMailId(releaseId: string, key: string): string {
  return digest(`release_reminder\n${releaseId}\n${key}`);
}

/** The confirmation mail's id: one per release and address. */
export function confirmationMailId(releaseId: string, key: string): string {
  return digest(`reminder_confirmation\n${releaseId}\n${key}`);
}

/** A fan list record's id: one per list and address (docs/fans.md). */
export function subscriberId(list: string, key: string): string {
  return digest(`subscriber\n${list}\n${key}`);
}

/** The list confirmation mail's id: one per signup (a record and when it was made), so a repeated signup while pending sends nothing. */
export function listConfirmationMailId(subscriber: { id: string; created_at: Date }): string {
  return digest(`list_confirmation\n${subscriber.id}\n${subscriber.created_at.getTime()}`);
}

/** What a link in a fan email may do. */
export type EmailLinkAction =
  /** Unsubscribe the address (the reminder's link and its List-Unsubscribe header). */
  | { action: "unsubscribe"; addressKey: string; releaseId: string }
  /** Confirm the reminder of one pre-save of an address that had unsubscribed. */
  | { action: "confirm"; addressKey: string; releaseId: string; preSaveId: string }
  /**
   * Confirm one fan list signup (double opt-in): the record and when that
   * signup was made (its `created_at`, in ms), so the link of an earlier
   * signup of the same address never confirms a later one.
   */
  | { action: "confirmList"; subscriberId: string; signedUpAt: number }
  /** Leave one fan list (the list mails' link and List-Unsubscribe header). */
  | { action: "leaveList"; subscriberId: string };

const ACTION_CODES = { unsubscribe: "u", confirm: "c", confirmList: "lc", leaveList: "lu" } as const;

function linkParts(link: EmailLinkAction): string[] {
  switch (link.action) {
    case "confirmList":
      return [ACTION_CODES.confirmList, link.subscriberId, link.signedUpAt.toString(36)];
    case "leaveList":
      return [ACTION_CODES.leaveList, link.subscriberId];
    case "confirm":
      return [ACTION_CODES.confirm, link.addressKey, link.releaseId, link.preSaveId];
    case "unsubscribe":
      return [ACTION_CODES.unsubscribe, link.addressKey, link.releaseId];
  }
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`link\n${payload}`).digest("base64url").slice(0, 32);
}

/** "u.<key>.<release>.<signature>" (or "c.<key>.<release>.<pre-save>.<signature>"): URL-safe, no address inside. */
export function signEmailLink(link: EmailLinkAction, secret: string): string {
  const payload = linkParts(link).join(".");
  return `${payload}.${sign(payload, secret)}`;
}

/** The action of a signed link, or null when it is malformed or its signature does not match. */
export function verifyEmailLink(token: string, secret: string): EmailLinkAction | null {
  const parts = token.split(".");
  const signature = parts.pop() ?? "";
  const payload = parts.join(".");
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [code, key, releaseId, preSaveId] = parts;
  if (parts.length === 2 && key && code === ACTION_CODES.leaveList) return { action: "leaveList", subscriberId: key };
  const signedUpAt = parts[2];
  if (parts.length === 3 && key && code === ACTION_CODES.confirmList && signedUpAt && /^[0-9a-z]+$/.test(signedUpAt)) {
    return { action: "confirmList", subscriberId: key, signedUpAt: parseInt(signedUpAt, 36) };
  }
  if (!key || !releaseId) return null;
  if (code === "u" && parts.length === 3) return { action: "unsubscribe", addressKey: key, releaseId };
  if (code === "c" && parts.length === 4 && preSaveId) return { action: "confirm", addressKey: key, releaseId, preSaveId };
  return null;
}

/** The link itself: the email-preferences page with the signed token. */
export function emailLinkUrl(baseUrl: string, link: EmailLinkAction, secret: string): string {
  return `${baseUrl}?t=${encodeURIComponent(signEmailLink(link, secret))}`;
}

/** A newsletter's mail to one address: one per newsletter and address, so a send that runs twice queues it once. */
export function newsletterMailId(newsletterId: string, key: string): string {
  return digest(`newsletter\n${newsletterId}\n${key}`);
}

/** A promo invitation's mail: one per campaign and contact, so a send that runs twice, or again after a crash, queues it once. */
export function promoInvitationMailId(campaignId: string, contactId: string): string {
  return digest(`promo_invitation\n${campaignId}\n${contactId}`);
}

/** A promo reminder's mail: one per campaign and contact ever, so the reminder is sent once however often staff click. */
export function promoReminderMailId(campaignId: string, contactId: string): string {
  return digest(`promo_reminder\n${campaignId}\n${contactId}`);
}
