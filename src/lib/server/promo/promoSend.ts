import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { Release } from "../../domain/catalog";
import type { Mail } from "../../domain/shared";
import type { Contact } from "../../domain/promo";
import { invitationEmail, linkExpiry, promoPagePath, recipientId, type Campaign, type Recipient } from "../../domain/promo";
import type { ServerConfig } from "../../config";
import { LABEL_SENDER } from "../fans/fanMail";
import { mintPromoToken } from "./promoTokens";
import { promoInvitationMailId } from "../campaigns/reminderKeys";

/**
 * Sending a promo campaign (docs/promo.md#sending): one invitation per
 * recipient, exactly once. The recipients are the contacts chosen by id and
 * those holding a chosen tag, each once; those with a link already (a
 * re-send, a send that stopped halfway) are left as they are, and the rest
 * get a fresh token, written into their mail and, hashed, into their link,
 * in batches of PAGE (each link with its mail, see createInvitations).
 */

/** Invitations per batch: two creates each, within Firestore's 500 writes a batch. */
export const PROMO_SEND_PAGE = 200;

export interface PromoSendOptions {
  pageSize?: number;
  /** Called after each batch is written (tests stop a send here to see a retry finish it). */
  afterPage?: (progress: { page: number; queued: number }) => void | Promise<void>;
}

export interface PromoSendResult {
  /** Invitations this send queued. */
  queued: number;
  /** Everyone the campaign is sent to, invited now or before. */
  recipients: number;
}

/** The campaign's contacts: chosen by id or by tag, each once, in name order. */
export async function campaignContacts(
  repos: Pick<Repositories, "promoContacts">,
  campaign: Pick<Campaign, "recipients">,
): Promise<Contact[]> {
  const { contact_ids, tags } = campaign.recipients;
  const [chosen, tagged] = await Promise.all([
    repos.promoContacts.getContacts(contact_ids),
    tags.length > 0 ? repos.promoContacts.contactsWithTags(tags) : Promise.resolve([]),
  ]);
  const byId = new Map([...chosen, ...tagged].map((c) => [c.id, c]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Whom a SEND would invite now: the campaign's contacts without a link yet
 * (`waiting`), and how many it goes to in all, invited now or before. The
 * send and the count its confirmation names both come from here, so the
 * dialog says what the send does.
 */
export async function sendPlan(
  repos: Pick<Repositories, "promoContacts" | "promoRecipients">,
  campaign: Pick<Campaign, "id" | "recipients">,
  existing?: readonly Recipient[],
): Promise<{ waiting: Contact[]; recipients: number }> {
  const [contacts, links] = await Promise.all([
    campaignContacts(repos, campaign),
    existing ?? repos.promoRecipients.listForCampaign(campaign.id),
  ]);
  const invited = new Set(links.map((r) => r.contact_id));
  return { waiting: contacts.filter((c) => !invited.has(c.id)), recipients: new Set([...invited, ...contacts.map((c) => c.id)]).size };
}

/** One contact's link and invitation, with a fresh token that only the mail holds. */
export function invitation(
  campaign: Campaign,
  release: Pick<Release, "title">,
  artistName: string,
  contact: Contact,
  siteUrl: string,
  now: Date,
): { recipient: Recipient; mail: Mail } {
  const { token, hash } = mintPromoToken();
  const id = recipientId(campaign.id, contact.id);
  const recipient: Recipient = {
    id,
    campaign_id: campaign.id,
    contact_id: contact.id,
    token_hash: hash,
    created_at: now,
    sent_at: now,
    opened_at: null,
    revoked_at: null,
    expires_at: null,
    flagged_at: null,
  };
  const content = invitationEmail({
    contactName: contact.name,
    releaseTitle: release.title,
    artistName,
    link: new URL(promoPagePath(token), siteUrl).href,
    expiresAt: linkExpiry(recipient, campaign.expires_at),
    sender: LABEL_SENDER,
  });
  const mail: Mail = {
    id: promoInvitationMailId(campaign.id, contact.id),
    to: contact.email,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: now,
    kind: "promo_invitation",
    promo_campaign_id: campaign.id,
    promo_contact_id: contact.id,
  };
  return { recipient, mail };
}

/** Queues the invitations of every recipient without one yet, then marks the campaign sent (with `audit`); nothing when it has no recipient. */
export async function sendCampaign(
  repos: Repositories,
  sending: { campaign: Campaign; release: Release; artistName: string; by: string; audit?: AuditWrite },
  config: Pick<ServerConfig, "siteUrl">,
  now: Date,
  options: PromoSendOptions = {},
): Promise<PromoSendResult> {
  const { campaign, release, artistName } = sending;
  const size = Math.min(options.pageSize ?? PROMO_SEND_PAGE, PROMO_SEND_PAGE);
  const { waiting, recipients } = await sendPlan(repos, campaign);
  if (recipients === 0) return { queued: 0, recipients };
  let queued = 0;
  for (let start = 0, page = 1; start < waiting.length; start += size, page++) {
    const invitations = waiting
      .slice(start, start + size)
      .map((contact) => invitation(campaign, release, artistName, contact, config.siteUrl, now));
    queued += await repos.promoRecipients.createInvitations(repos.mail, invitations);
    await options.afterPage?.({ page, queued });
  }
  await repos.promoCampaigns.update(campaign.id, { status: "sent", sent_at: now, sent_by: sending.by, updated_at: now }, sending.audit);
  return { queued, recipients };
}
