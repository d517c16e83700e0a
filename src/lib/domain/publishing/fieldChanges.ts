import { htmlToText } from "../shared/htmlText";
import type { ContentEntity, FieldChange } from "./contentChange";
import type { ContentVersion } from "./contentVersion";

/** What a diff or a restore reads of a saved version. */
type VersionContent = Pick<ContentVersion, "snapshot" | "artists">;

/** Comparable form of a field value (Dates by time, objects by their JSON). */
export const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** The fields of `before` and `after` that differ, with their values (null when absent). */
export function fieldChanges(before: object | null, after: object | null): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return names
    .filter((name) => comparable(b[name]) !== comparable(a[name]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** Bookkeeping fields a reader of a diff does not need: they change on every save. */
const BOOKKEEPING = new Set(["id", "created_at", "updated_at"]);

/** What a saved version changed against the one before it (null: the first version), credited artists included. */
export function versionChanges(older: VersionContent | null, newer: VersionContent): FieldChange[] {
  const withArtists = (v: VersionContent) => (v.artists ? { ...v.snapshot, artists: v.artists } : v.snapshot);
  const before = older ? withArtists(older) : null;
  const after = withArtists(newer);
  // A version that did not set the credits says nothing about them.
  if (before && !newer.artists) delete (before as Record<string, unknown>).artists;
  return fieldChanges(before, after).filter((change) => !BOOKKEEPING.has(change.field));
}

/** A field's value as a line of text in a diff: lists joined, objects as their JSON, empty as a dash. */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(fieldValueText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Fields that hold rich-text HTML, by the kind of record: a diff shows their text, not their markup. */
const RICH_TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = { press_posts: ["content"] };

/** A changed field's value as the audit log and the version history show it: rich text as its readable text. */
export function changedValueText(entity: string, field: string, value: unknown): string {
  const richText = typeof value === "string" && (RICH_TEXT_FIELDS[entity] ?? []).includes(field);
  return fieldValueText(richText ? htmlToText(value) : value);
}

/**
 * The save that restores a version: its stored fields (the input schema
 * drops the rest), and for a release its credited artists after the primary
 * (`currentArtists` when the version did not record them).
 */
export function versionRestoreInput(
  entity: ContentEntity,
  version: VersionContent,
  currentArtists: readonly string[] = [],
): Record<string, unknown> {
  const { snapshot } = version;
  if (entity !== "releases") return { ...snapshot };
  const credited = version.artists ?? [String(snapshot.artist_id), ...currentArtists];
  return { ...snapshot, additional_artist_ids: credited.filter((id) => id !== snapshot.artist_id) };
}
