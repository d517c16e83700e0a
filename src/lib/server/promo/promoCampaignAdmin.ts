import { randomUUID } from "node:crypto";
import type { Repositories } from "../../data";
import type { Release } from "../../domain/catalog";
import { includedTracks, type Campaign, type CampaignInput, type Recipient } from "../../domain/promo";
import { sanitizeRichText } from "../sanitizeHtml";

/**
 * The admin's side of promo campaigns (docs/promo.md#campaigns-and-links):
 * the editor's track checklist, drafts, and the links table. The functions
 * call these after checking the caller's release grants.
 */

/** A release's tracks, in its order, each with whether its audio is processed (only those may be included). */
export async function trackOptions(repos: Pick<Repositories, "trackAudio">, release: Release) {
  const ready = await readyTrackIds(repos, release.id);
  return release.tracks.map((t) => ({ id: t.id, title: t.title, ready: ready.has(t.id) }));
}

async function readyTrackIds(repos: Pick<Repositories, "trackAudio">, releaseId: string): Promise<Set<string>> {
  const audio = await repos.trackAudio.listForReleases([releaseId]);
  return new Set(audio.filter((a) => a.status === "ready").map((a) => a.track_id));
}

/** The tracks to store, in the release's order; null when one is not on the release or not processed. */
export async function checkedTracks(
  repos: Pick<Repositories, "trackAudio">,
  release: Release,
  wanted: readonly string[],
): Promise<string[] | null> {
  return includedTracks(
    release.tracks.map((t) => t.id),
    await readyTrackIds(repos, release.id),
    wanted,
  );
}

/** A new draft, or the saved fields of a draft; the one-sheet sanitized as a press post's is. */
export function campaignFields(input: CampaignInput, trackIds: string[], existing: Campaign | null, by: string, now: Date): Campaign {
  const fields = { ...input, track_ids: trackIds, one_sheet_html: sanitizeRichText(input.one_sheet_html), updated_at: now };
  if (existing) return { ...existing, ...fields };
  return { id: randomUUID(), ...fields, status: "draft", sent_by: null, sent_at: null, created_by: by, created_at: now };
}

/**
 * The links table: each link with its contact's name and address (empty once
 * the contact is erased, though erasing takes the link too; empty too for a
 * caller who may not read the contact book, `withAddresses` false).
 */
export async function recipientRows(repos: Pick<Repositories, "promoContacts">, recipients: readonly Recipient[], withAddresses: boolean) {
  const contacts = new Map((await repos.promoContacts.getContacts(recipients.map((r) => r.contact_id))).map((c) => [c.id, c]));
  const rows = recipients.map(({ token_hash: _hash, ...r }) => ({
    ...r,
    name: contacts.get(r.contact_id)?.name ?? "",
    email: withAddresses ? (contacts.get(r.contact_id)?.email ?? "") : "",
  }));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
