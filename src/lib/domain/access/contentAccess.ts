/**
 * Which permissions a content write needs (the permission model of the
 * README): draft creates (always unpublished), edit changes, publish changes
 * the published state, each checked for the artist the item belongs to — the
 * artist itself, or a release's primary artist.
 */
import type { Action } from "../shared/constants";

export interface Requirement {
  action: Action;
  /** The artist the item belongs to; null for press posts, new artists and releases without one. */
  artistId: string | null;
}

/** The state of an item that decides what a write needs. */
export interface ScopedState {
  /** The owning artist (see Requirement.artistId). */
  artistId: string | null;
  isPublished: boolean;
  /**
   * Artists a release credits besides its owner (its additional artists).
   * A published release appears on each of their pages under their slug,
   * so each of them must consent: see `writeRequirements`.
   */
  creditedArtistIds?: readonly string[];
}

/**
 * Requirements of saving `after` over `before` (null: a create).
 * - create: draft, plus publish when created published;
 * - update: edit for the owner, and for the new owner when it changes (so a
 *   scoped editor can neither take another artist's item nor hand one over);
 *   publish for each owner involved when the published state changes, and
 *   for a new owner of an item that stays published;
 * - and whenever the item is published after the save (published now, or
 *   kept published), publish for every artist it credits besides its owner:
 *   an editor of one artist cannot put a release on another artist's page.
 */
export function writeRequirements(before: ScopedState | null, after: ScopedState): Requirement[] {
  const needs: Requirement[] = [];
  const add = (action: Action, artistId: string | null) => {
    if (!needs.some((n) => n.action === action && n.artistId === artistId)) needs.push({ action, artistId });
  };
  const creditsNeedConsent = () => {
    if (after.isPublished) for (const artistId of after.creditedArtistIds ?? []) add("publish", artistId);
  };
  if (before === null) {
    add("draft", after.artistId);
    if (after.isPublished) add("publish", after.artistId);
    creditsNeedConsent();
    return needs;
  }
  const ownerChanges = before.artistId !== after.artistId;
  add("edit", before.artistId);
  if (ownerChanges) add("edit", after.artistId);
  if (before.isPublished !== after.isPublished) {
    add("publish", before.artistId);
    add("publish", after.artistId);
  } else if (after.isPublished && ownerChanges) {
    add("publish", after.artistId);
  }
  creditsNeedConsent();
  return needs;
}
