/**
 * The anchors GitHub gives a Markdown file's headings, so tests can check
 * `file.md#anchor` links. Same rule as github-slugger: the heading's text
 * without inline markup, lower-cased, punctuation dropped, each space a
 * hyphen; a repeated slug gets `-1`, `-2`, … in order.
 */
export function githubSlug(heading: string): string {
  return plainText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Inline Markdown reduced to the text GitHub slugs: links to their text, code and emphasis marks (`*`) removed. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim();
}

/** Anchors of every ATX heading (`#` … `######`) outside fenced code blocks, in document order. */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = githubSlug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.push(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}
