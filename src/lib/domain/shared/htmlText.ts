/**
 * Rich-text HTML as a person reads it: the audit log and the version
 * history show a press post's content this way (never rendered, never as
 * markup), and a post whose text is empty counts as blank.
 */

/** Where a line ends: the end of a paragraph, heading, list item, quote or code block, and a line break. */
const LINE_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div)\s*>|<br\b[^<>]*>/gi;
const IMAGE = /<img\b[^<>]*>/gi;
// `[^<>]` rather than `[^>]`: a run of '<' without '>' would make the scan quadratic.
const TAG = /<[^<>]*>/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** What an image shows as in the text. */
export const IMAGE_IN_TEXT = "[image]";

function decodeEntity(entity: string, name: string): string {
  if (!name.startsWith("#")) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The text of rich-text HTML: one line per paragraph, heading, list item or
 * line break, tags dropped, entities decoded, spaces (non-breaking ones
 * too) collapsed, empty lines left out; an image as IMAGE_IN_TEXT.
 */
export function htmlToText(html: string): string {
  return html
    .replace(IMAGE, ` ${IMAGE_IN_TEXT} `)
    .replace(LINE_END, "\n")
    .replace(TAG, "")
    .replace(ENTITY, decodeEntity)
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
