import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { githubSlug, headingAnchors } from "./markdownAnchors";

/**
 * docs/product.md is the repository's own description of the product: code
 * comments and docs cite its headings (`docs/product.md#release-page`). A
 * renamed heading must take its citations along, and nothing may point at
 * a specification file that exists only outside the repository.
 */
const root = join(import.meta.dirname, "../../..");
const productPath = join(root, "docs/product.md");
const product = readFileSync(productPath, "utf8");
const anchors = headingAnchors(product);

/** Generated, installed or local-only folders (by name anywhere, or by path): not the repository's own text. */
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  ".data",
  "dist",
  ".astro",
  "test-results",
  "playwright-report",
  "coverage",
  ".site-build",
  ".firebase",
]);
const SKIPPED_PATHS = new Set(["functions/lib"]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|astro|md|json|css|rules|html|yml|yaml|txt|example)$|^\.[a-z]+rc$/;

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) || SKIPPED_PATHS.has(relative(root, path)) ? [] : repositoryFiles(path);
    return TEXT_FILE.test(name) && name !== "package-lock.json" ? [path] : [];
  });
}

const files = repositoryFiles(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

/** Every `#anchor` a file cites in docs/product.md, however it names the file. */
function citedAnchors(file: { path: string; text: string }): string[] {
  const cited = [...file.text.matchAll(/(?:docs\/)?product\.md#([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  if (file.path === "docs/product.md") cited.push(...[...file.text.matchAll(/\]\(#([A-Za-z0-9_-]+)\)/g)].map((m) => m[1]!));
  return cited;
}

describe("docs/product.md", () => {
  it("slugs headings the way GitHub does", () => {
    expect(githubSlug("Release page")).toBe("release-page");
    expect(githubSlug("Spotify IDs")).toBe("spotify-ids");
    expect(githubSlug("Sign-in and session")).toBe("sign-in-and-session");
    expect(githubSlug("`mail`, roles & grants (own)")).toBe("mail-roles--grants-own");
    expect(headingAnchors("# A\n## B b\n```\n# not a heading\n```\n### B b\n")).toEqual(["a", "b-b", "b-b-1"]);
  });

  it("has the headings code comments rely on", () => {
    for (const heading of ["release-page", "admin-releases", "permissions", "messages", "limits-and-constants", "demo-submissions"]) {
      expect(anchors).toContain(heading);
    }
  });

  it("every anchor cited in docs/product.md is one of its headings", () => {
    const broken = files.flatMap((file) =>
      citedAnchors(file)
        .filter((anchor) => !anchors.includes(anchor))
        .map((anchor) => `${file.path}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it("is cited from the code it describes", () => {
    const citing = files.filter((file) => !file.path.startsWith("docs/") && citedAnchors(file).length > 0);
    expect(citing.length).toBeGreaterThan(50);
  });

  it("no file outside docs/ points at a specification outside the repository", () => {
    const external = ["shared", "spec"].join("/");
    const offenders = files.filter((file) => !file.path.startsWith("docs/") && file.text.includes(external)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});
