import { LABEL } from "../../config/label";
import { EMPTY_STATES, reminderConfirmationEmail, reminderEmail, type Mail, type MailSender, type PreSave, type Release } from "../domain";
import type { Repositories } from "../data";
import { listenLinks } from "../site/listenLinks";
import { releasePath } from "../site/paths";
import { requiredSecret, type ServerConfig } from "./config";
import { addressKey, confirmationMailId, emailLinkUrl, reminderMailId } from "./reminderKeys";

/**
 * The fan mail of a release as Trigger Email documents (docs/reminders.md):
 * the release-day reminder and the confirmation asked of an address that
 * had unsubscribed. The wording is in src/lib/domain/reminderEmail.ts.
 */

export const LABEL_SENDER: MailSender = { name: LABEL.name, postalAddress: LABEL.postalAddress, contactEmail: LABEL.contactEmail };

/** What every mail of one release shares, read once per release. */
export interface ReleaseMailContext {
  release: Release;
  artistNames: string;
  /** Absolute URL of the release page (the releases list when it has no artist). */
  releaseUrl: string;
  coverUrl: string | null;
}

export async function releaseMailContext(repos: Repositories, release: Release, config: Pick<ServerConfig, "siteUrl">): Promise<ReleaseMailContext> {
  const links = (await repos.releaseArtists.listForRelease(release.id)).sort((a, b) => a.artist_order - b.artist_order);
  const artists = await repos.artists.getMany(links.map((l) => l.artist_id));
  const byId = new Map(artists.map((a) => [a.id, a]));
  const credited = links.flatMap((l) => byId.get(l.artist_id) ?? []);
  const primary = (release.artist_id ? byId.get(release.artist_id) : undefined) ?? credited[0];
  const origin = config.siteUrl.replace(/\/+$/, "");
  return {
    release,
    artistNames: credited.length > 0 ? credited.map((a) => a.name).join(", ") : EMPTY_STATES.unknownArtist,
    releaseUrl: primary ? `${origin}${releasePath(encodeURIComponent(primary.slug), encodeURIComponent(release.slug))}` : `${origin}/releases`,
    coverUrl: release.image_url ? new URL(release.image_url, `${origin}/`).toString() : null,
  };
}

type MailConfig = Pick<ServerConfig, "reminderSecret" | "emailPreferencesUrl">;

/** The release-day reminder of one pre-save: id from release and address, so it is queued once. */
export function releaseReminderMail(context: ReleaseMailContext, email: string, config: MailConfig, at: Date): Mail {
  const { release } = context;
  const secret = requiredSecret(config, "reminderSecret");
  const key = addressKey(email, secret);
  const content = reminderEmail({
    title: release.title,
    artistNames: context.artistNames,
    coverUrl: context.coverUrl,
    links: listenLinks(release).map(({ label, url }) => ({ label, url })),
    releaseUrl: context.releaseUrl,
    unsubscribeUrl: emailLinkUrl(config.emailPreferencesUrl, { action: "unsubscribe", addressKey: key, releaseId: release.id }, secret),
    sender: LABEL_SENDER,
  });
  return {
    id: reminderMailId(release.id, key),
    to: email.trim(),
    headers: content.headers,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: at,
    kind: "release_reminder",
    release_id: release.id,
    address_key: key,
  };
}

/** The confirmation a suppressed address gets when it pre-saves again: one per release and address. */
export function reminderConfirmationMail(context: ReleaseMailContext, preSave: Pick<PreSave, "id" | "email">, config: MailConfig, at: Date): Mail {
  const email = preSave.email!;
  const secret = requiredSecret(config, "reminderSecret");
  const key = addressKey(email, secret);
  const content = reminderConfirmationEmail({
    title: context.release.title,
    artistNames: context.artistNames,
    confirmUrl: emailLinkUrl(config.emailPreferencesUrl, { action: "confirm", addressKey: key, releaseId: context.release.id, preSaveId: preSave.id }, secret),
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
