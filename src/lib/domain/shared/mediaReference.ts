/**
 * How a document names an uploaded image (docs/decisions.md#uploaded-images):
 * the site path of its largest WebP variant, `/media/{id}/{width}x{height}.webp`.
 * Shared because every image field and rich-text body accepts one beside a
 * pasted URL; making the images (variants, sizes) is the media room's.
 */

/** A media id as the server makes them (`randomUUID`): the folder of its variants. */
export const MEDIA_ID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const REFERENCE = new RegExp(`^/media/(${MEDIA_ID_PATTERN})/([1-9]\\d{0,4})x([1-9]\\d{0,4})\\.webp$`);

export interface MediaRef {
  id: string;
  width: number;
  height: number;
}

const refOf = (match: RegExpExecArray | RegExpMatchArray): MediaRef => ({
  id: match[1]!,
  width: Number(match[2]),
  height: Number(match[3]),
});

/** The uploaded image a URL refers to, or null for any other URL (a pasted one). */
export function parseMediaReference(url: string | null | undefined): MediaRef | null {
  const match = url ? REFERENCE.exec(url.trim()) : null;
  return match ? refOf(match) : null;
}

/** Every uploaded image referenced in a text (a field, a rich-text body), each once. */
export function mediaReferencesIn(text: string | null | undefined): MediaRef[] {
  if (!text) return [];
  const found = new Map<string, MediaRef>();
  for (const match of text.matchAll(new RegExp(REFERENCE.source.slice(1, -1), "g"))) found.set(match[1]!, refOf(match));
  return [...found.values()];
}

/** Every media id referenced in a text. */
export const mediaIdsIn = (text: string | null | undefined): string[] => mediaReferencesIn(text).map((ref) => ref.id);
