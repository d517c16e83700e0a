import type { Repositories } from "../../data";
import type { Mail } from "../../domain/shared";
import type { Campaign } from "../../domain/promo";
import {
  campaignTotals,
  dailyActivity,
  recipientStats,
  reminderRecipients,
  type RecipientStats,
  type StatsTrack,
} from "../../domain/promo";
import { promoReminderEmail } from "../../domain/promo";
import { promoInvitationMailId, promoReminderMailId } from "../campaigns/reminderKeys";

type Repos = Pick<Repositories, "promoRecipients" | "promoEvents" | "promoFeedback" | "promoContacts" | "releases" | "trackAudio" | "mail">;

/** A campaign's tracks in its order, with the length their audio measured. */
async function statsTracks(repos: Repos, campaign: Campaign): Promise<StatsTrack[]> {
  const [release, audio] = await Promise.all([repos.releases.get(campaign.release_id), repos.trackAudio.getMany(campaign.track_ids)]);
  const lengths = new Map(audio.map((a) => [a.track_id, a.duration_seconds]));
  return campaign.track_ids.map((id) => ({
    id,
    title: release?.tracks.find((t) => t.id === id)?.title ?? "",
    duration_seconds: lengths.get(id) ?? null,
  }));
}

/**
 * Everything the campaign's statistics are made of, read once: its links,
 * their contacts (name, address and outlet; empty once erased), events,
 * feedback and reminders. A campaign has a few hundred recipients and a few
 * events each: one query per collection, then pure aggregation.
 */
export async function campaignStats(repos: Repos, campaign: Campaign, now = new Date()) {
  const [recipients, events, feedback, tracks] = await Promise.all([
    repos.promoRecipients.listForCampaign(campaign.id),
    repos.promoEvents.listForCampaign(campaign.id),
    repos.promoFeedback.listForCampaign(campaign.id),
    statsTracks(repos, campaign),
  ]);
  const [contacts, reminders] = await Promise.all([
    repos.promoContacts.getContacts(recipients.map((r) => r.contact_id)),
    repos.mail.getMany(recipients.map((r) => promoReminderMailId(campaign.id, r.contact_id))),
  ]);
  const contactOf = new Map(contacts.map((c) => [c.id, c]));
  const remindedAt = new Map(reminders.map((m) => [m.id, m.created_at]));
  const rows = recipientStats(
    recipients
      .map((recipient) => {
        const contact = contactOf.get(recipient.contact_id);
        return {
          recipient,
          name: contact?.name ?? "",
          email: contact?.email ?? "",
          outlet: contact?.outlet ?? null,
          reminded_at: remindedAt.get(promoReminderMailId(campaign.id, recipient.contact_id)) ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    events,
    feedback,
    tracks,
    campaign.expires_at,
    now,
  );
  return { tracks, rows, totals: campaignTotals(rows), daily: dailyActivity(events) };
}

/**
 * Queues one reminder to each recipient who has not opened `days` days
 * after their invitation (reminderRecipients), each at most once ever: the
 * mail's id is one per campaign and contact, and only a create that finds
 * it free queues it. The reminder repeats the invitation (its link is in
 * that mail alone: the link record holds only the token's hash).
 */
export async function remindUnopened(
  repos: Repos,
  campaign: Campaign,
  rows: readonly RecipientStats[],
  days: number,
  now = new Date(),
): Promise<number> {
  const due = reminderRecipients(rows, days, now);
  const contactIdOf = new Map((await repos.promoRecipients.getMany(due.map((r) => r.recipient_id))).map((r) => [r.id, r.contact_id]));
  const invitations = await repos.mail.getMany(due.map((r) => promoInvitationMailId(campaign.id, contactIdOf.get(r.recipient_id) ?? "")));
  const byId = new Map(invitations.map((m) => [m.id, m]));
  const mails: Mail[] = due.flatMap((row) => {
    const contactId = contactIdOf.get(row.recipient_id);
    const invitation = contactId ? byId.get(promoInvitationMailId(campaign.id, contactId)) : undefined;
    if (!contactId || !invitation) return [];
    return [
      {
        id: promoReminderMailId(campaign.id, contactId),
        to: invitation.to,
        message: promoReminderEmail(invitation.message),
        created_at: now,
        kind: "promo_reminder",
        promo_campaign_id: campaign.id,
        promo_contact_id: contactId,
      },
    ];
  });
  return repos.mail.queueOnce(mails);
}
