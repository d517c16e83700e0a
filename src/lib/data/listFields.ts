import type { DocumentData } from "firebase-admin/firestore";
import { searchTermsOf } from "../domain/shared";

/**
 * The fields a listed collection's documents carry for the admin lists
 * (listPages.ts, docs/admin-lists.md), derived from the model on every
 * write (Repository.toDocument). Apart from the list reader so the
 * repository that writes them and the reader that queries them do not
 * import each other.
 */
export const LIST_FIELDS = { key: "list_key", terms: "list_terms", scope: "list_scope" } as const;

/** What a listed collection derives from a model (pure functions of src/lib/domain/shared/listSearch.ts). */
export interface ListedSpec<T> {
  /** The list's order (ascending). */
  key(model: T): string;
  /** The text a search looks in. */
  text(model: T): string;
  /** The artist a scoped grant must name to see the row (artists: themselves; releases: their primary artist). */
  scope?(model: T): string | null;
  /**
   * Values a list filters on by equality, each stored top-level as
   * `list_<name>` (a nested field such as `fulfilment.state` would do in
   * Firestore, but the local emulator cannot filter on one).
   */
  filters?: Readonly<Record<string, (model: T) => string>>;
  /**
   * Values a query finds a row by with `array-contains(-any)`, each stored
   * top-level as `list_<name>`: the images a content document shows
   * (`list_media`), so the media library reads the uses of a page's images
   * only (loadMediaUsage).
   */
  contains?: Readonly<Record<string, (model: T) => readonly string[]>>;
}

/** The stored field of a list filter (ListedSpec.filters, ListedSpec.contains). */
export const listFilterField = (name: string) => `list_${name}`;

export function listFieldsOf<T>(listed: ListedSpec<T>, model: T): DocumentData {
  const fields: DocumentData = { [LIST_FIELDS.key]: listed.key(model), [LIST_FIELDS.terms]: searchTermsOf(listed.text(model)) };
  if (listed.scope) fields[LIST_FIELDS.scope] = listed.scope(model);
  for (const [name, value] of Object.entries(listed.filters ?? {})) fields[listFilterField(name)] = value(model);
  for (const [name, values] of Object.entries(listed.contains ?? {})) fields[listFilterField(name)] = [...values(model)];
  return fields;
}
