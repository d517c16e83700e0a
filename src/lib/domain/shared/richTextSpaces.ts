/**
 * Spaces in rich-text HTML (docs/decisions.md#press-text-spaces). Quill 2.0.3's
 * getSemanticHTML writes every typed space as `&nbsp;`
 * (https://github.com/slab/quill/issues/4509): a paragraph becomes one
 * unbreakable line, wider than a phone. The editor's output and the server's
 * sanitizer both pass through `breakableSpaces`, so whatever a client sends,
 * no two words are joined by a non-breaking space alone.
 */

/** A tag (kept as it is) or the text between two tags. */
const TAG = /(<[^<>]*>)/;
/** A run of spaces, in any spelling of the non-breaking one. */
const SPACE_RUN = /(?: |&nbsp;|&#160;|&#x0*a0;|\u00a0)+/gi;
const SPACE = /(?: |&nbsp;|&#160;|&#x0*a0;|\u00a0)/gi;
const NON_BREAKING = /&nbsp;|&#160;|&#x0*a0;|\u00a0/i;

/**
 * The rule: a lone non-breaking space becomes a normal one. A run of two or
 * more that holds one keeps its width as alternating non-breaking and
 * normal spaces, starting with a non-breaking one (HTML would collapse
 * normal ones, and one at the start of a paragraph would vanish), so a line
 * can still break inside it. Runs of normal spaces only, tags and attribute
 * values are left as they are. No deliberate non-breaking space between two
 * words is kept: the editor cannot tell one from a typed space.
 */
export function breakableSpaces(html: string): string {
  return html
    .split(TAG)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(SPACE_RUN, breakableRun)))
    .join("");
}

function breakableRun(run: string): string {
  if (!NON_BREAKING.test(run)) return run;
  const width = run.match(SPACE)!.length;
  if (width === 1) return " ";
  return Array.from({ length: width }, (_, i) => (i % 2 === 0 ? "&nbsp;" : " ")).join("");
}
