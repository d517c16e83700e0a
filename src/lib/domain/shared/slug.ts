/** Slug rules: what the slug inputs do while typing, and how imports derive one. */

/** The stored form: lowercase ASCII letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * What a slug input does on every keystroke (docs/product.md#slugs): lowercase, and
 * every character other than a-z, 0-9 and '-' becomes '-'. It maps character
 * for character (no trimming, no collapsing) so the caret never jumps while
 * typing, and applying it twice changes nothing.
 */
export function normalizeSlugInput(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9-]/g, "-");
}

/**
 * Slug derived from a name on import (docs/product.md#slugs): lowercase, each run of
 * non-alphanumerics becomes one '-', no leading or trailing hyphen.
 * Accents are stripped first ("Björk" → "bjork"): they are letters, and
 * turning them into hyphens would split words.
 * `maxLength` cuts the result without leaving a trailing hyphen.
 */
export function slugify(name: string, maxLength?: number): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (maxLength === undefined || slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+$/, "");
}
