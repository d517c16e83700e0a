/**
 * Which code spans of docs/product.md sit where the document marks them
 * **(own)**: in a paragraph or list item carrying the mark, or anywhere in a
 * section whose first paragraph opens with it (subsections included).
 */
export function ownMarkedSpans(markdown: string): Set<string> {
  const own = new Set<string>();
  /** Own flags of the open headings, by level. */
  const sections: boolean[] = [];
  let firstBlockOfSection = false;
  // A heading line is a block of its own even without blank lines around it.
  for (const block of markdown.replace(/^(#{1,6}\s.*)$/gm, "\n$1\n").split(/\n\s*\n/)) {
    const heading = /^(#{1,6})\s/.exec(block);
    if (heading) {
      const level = heading[1]!.length;
      sections.length = level;
      sections[level - 1] = block.includes("(own)");
      firstBlockOfSection = true;
      continue;
    }
    if (firstBlockOfSection && block.trimStart().startsWith("**(own)**")) sections[sections.length - 1] = true;
    firstBlockOfSection = false;
    const sectionOwn = sections.some(Boolean);
    // A list item is its own unit: a mark on one item says nothing of the next.
    for (const unit of block.split(/\n(?=\s*[-*] |\s*\|)/)) {
      if (!sectionOwn && !unit.includes("(own)")) continue;
      for (const m of unit.matchAll(/`([^`]+)`/g)) own.add(m[1]!.replace(/\s*\n\s*/g, " "));
    }
  }
  return own;
}
