import { LABEL } from "../../../config/label";
import { reminderConfirmationEmail, reminderEmail, type MailSender, type PreSave, type ReminderEmailView } from "../../domain/campaigns";
import type { MailLead } from "../../domain/campaigns";
import { type Release } from "../../domain/catalog";
import { releaseAnnouncementEmail, type Subscriber } from "../../domain/fans";
import { EMPTY_STATES, type Mail } from "../../domain/shared";
import type { Repositories } from "../../data";
import { listenLinks } from "../../site/listenLinks";
import { releasePath } from "../../site/paths";
import { requiredSecret, type ServerConfig } from "../../config";
import { addressKey, confirmationMailId, emailLinkUrl, reminderMailId } from "../campaigns/reminderKeys";

/**
 * The fan mail of a release as Trigger Email documents (docs/reminders.md):
 * the release-day reminder and the confirmation asked of an address that
 * had unsubscribed. The wording is in src/lib/domain/campaigns/reminderEmail.ts.
 */

export const LABEL_SENDER: MailSender = { name: LABEL.name, postalAddress: LABEL.postalAddress, contactEmail: LABEL.contactEmail };

/** What every mail of one release shares, read once per release. */
export interface ReleaseMailContext {
  release: Release;
  /** The credited artists, in credit order: whose followers get the announcement. */
  artists: { id: string; name: string }[];
  artistNames: string;
  /** Absolute URL of the release page (the releases list when it has no artist). */
  releaseUrl: string;
  coverUrl: string | null;
}

export async function releaseMailContext(
  repos: Repositories,
  release: Release,
  config: Pick<ServerConfig, "siteUrl">,
): Promise<ReleaseMailContext> {
  const links = (await repos.releaseArtists.listForRelease(release.id)).sort((a, b) => a.artist_order - b.artist_order);
  const artists = await repos.artists.getMany(links.map((l) => l.artist_id));
  const byId = new Map(artists.map((a) => [a.id, a]));
  const credited = links.flatMap((l) => byId.get(l.artist_id) ?? []);
  const primary = (release.artist_id ? byId.get(release.artist_id) : undefined) ?? credited[0];
  const origin = config.siteUrl.replace(/\/+$/, "");
  return {
    release,
    artists: credited.map((a) => ({ id: a.id, name: a.name })),
    artistNames: credited.length > 0 ? credited.map((a) => a.name).join(", ") : EMPTY_STATES.unknownArtist,
    releaseUrl: primary
      ? `${origin}${releasePath(encodeURIComponent(primary.slug), encodeURIComponent(release.slug))}`
      : `${origin}/releases`,
    coverUrl: release.image_url ? new URL(release.image_url, `${origin}/`).toString() : null,
  };
}

type MailConfig = Pick<ServerConfig, "reminderSecret" | "emailPreferencesUrl">;

/** What a release-day email shows of the release, with its unsubscribe link. */
function releaseDayView(context: ReleaseMailContext, unsubscribeUrl: string): ReminderEmailView {
  return {
    title: context.release.title,
    artistNames: context.artistNames,
    coverUrl: context.coverUrl,
    links: listenLinks(context.release).map(({ label, url }) => ({ label, url })),
    releaseUrl: context.releaseUrl,
    unsubscribeUrl,
    sender: LABEL_SENDER,
  };
}

const artistNameOf = (context: ReleaseMailContext, artistId: string) =>
  context.artists.find((a) => a.id === artistId)?.name ?? context.artistNames;

/**
 * The release-day reminder of one pre-save: id from release and address, so
 * it is queued once. `follower`: the address also follows one of the
 * release's artists, and this one email says so (no announcement goes).
 */
export function releaseReminderMail(
  context: ReleaseMailContext,
  email: string,
  config: MailConfig,
  at: Date,
  follower: Subscriber | null = null,
  lead: MailLead | null = null,
): Mail {
  const { release } = context;
  const secret = requiredSecret(config, "reminderSecret");
  const key = addressKey(email, secret);
  const unsubscribeUrl = emailLinkUrl(
    config.emailPreferencesUrl,
    { action: "unsubscribe", addressKey: key, releaseId: release.id },
    secret,
  );
  const content = reminderEmail(releaseDayView(context, unsubscribeUrl), follower ? artistNameOf(context, follower.list) : null, lead);
  return {
    id: reminderMailId(release.id, key),
    to: email.trim(),
    headers: content.headers,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: at,
    kind: "release_reminder",
    release_id: release.id,
    address_key: key,
    bounce_check_at: at,
  };
}

/**
 * The release-day announcement to a follower who did not pre-save: the same
 * id as a reminder (release and address), so an address gets one
 * release-day email whichever is written first. Its link leaves the
 * followed artist's list.
 */
export function releaseAnnouncementMail(
  context: ReleaseMailContext,
  follower: Subscriber,
  config: MailConfig,
  at: Date,
  lead: MailLead | null = null,
): Mail {
  const unsubscribeUrl = emailLinkUrl(
    config.emailPreferencesUrl,
    { action: "leaveList", subscriberId: follower.id },
    requiredSecret(config, "reminderSecret"),
  );
  const content = releaseAnnouncementEmail(releaseDayView(context, unsubscribeUrl), artistNameOf(context, follower.list), lead);
  return {
    id: reminderMailId(context.release.id, follower.address_key),
    to: follower.email,
    headers: content.headers,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: at,
    kind: "release_announcement",
    release_id: context.release.id,
    address_key: follower.address_key,
    subscriber_id: follower.id,
    bounce_check_at: at,
  };
}

/** The confirmation a suppressed address gets when it pre-saves again: one per release and address. */
export function reminderConfirmationMail(
  context: ReleaseMailContext,
  preSave: Pick<PreSave, "id" | "email">,
  config: MailConfig,
  at: Date,
): Mail {
  const email = preSave.email!;
  const secret = requiredSecret(config, "reminderSecret");
  const key = addressKey(email, secret);
  const content = reminderConfirmationEmail({
    title: context.release.title,
    artistNames: context.artistNames,
    confirmUrl: emailLinkUrl(
      config.emailPreferencesUrl,
      { action: "confirm", addressKey: key, releaseId: context.release.id, preSaveId: preSave.id },
      secret,
    ),
    sender: LABEL_SENDER,
  });
  return {
    id: confirmationMailId(context.release.id, key),
    to: email.trim(),
    message: content,
    created_at: at,
    kind: "reminder_confirmation",
    release_id: context.release.id,
    address_key: key,
  };
}
