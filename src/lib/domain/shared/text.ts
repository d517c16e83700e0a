/**
 * Characters that have no business in text people type: C0 controls (other
 * than tab and line breaks), DEL, C1 controls, and the two XML non-characters.
 * XML 1.0 forbids most of them, so one in a title breaks /rss.xml.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/**
 * Removes control characters. `single-line` (titles, names) also turns tabs
 * and line breaks into one space; `multi-line` (bios, messages) keeps them.
 */
export function stripControlCharacters(text: string, kind: "single-line" | "multi-line"): string {
  const stripped = text.replace(CONTROL_CHARACTERS, "");
  return kind === "single-line" ? stripped.replace(LINE_BREAKS_AND_TABS, " ") : stripped;
}
