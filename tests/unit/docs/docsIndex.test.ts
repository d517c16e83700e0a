import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/README.md is the index of the docs: every page in docs/ is linked
 * from it, and every page it links exists, so a new page cannot go unlisted.
 */
const docs = join(import.meta.dirname, "../../../docs");
const index = readFileSync(join(docs, "README.md"), "utf8");
const linked = new Set([...index.matchAll(/\]\(([\w.-]+\.md)(?:#[\w-]+)?\)/g)].map((m) => m[1]!));

describe("docs/README.md", () => {
  it("links every page of docs/, and only pages that exist", () => {
    const pages = readdirSync(docs).filter((name) => name.endsWith(".md") && name !== "README.md");
    expect(
      pages.filter((page) => !linked.has(page)),
      "pages the index does not link",
    ).toEqual([]);
    expect(
      [...linked].filter((page) => !pages.includes(page)),
      "links to no page",
    ).toEqual([]);
  });
});
