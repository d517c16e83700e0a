import { describe, expect, it } from "vitest";
import {
  clientModulesOf,
  clientTokens,
  cutPageStyles,
  htmlTokens,
  pageStylesheet,
  sourceTokens,
  type PageStylesheet,
} from "../../../src/lib/site/pageCss";

const CSS = [
  "@layer theme,base,utilities;",
  "@layer theme{:root,:host{--color-ink:#000;--color-accent:#f40;--font-sans:Inter;--default-font:var(--font-sans);--unused:1px}}",
  "@layer base{*,:after{box-sizing:border-box}button,input{font:inherit}html{font-family:var(--default-font)}}",
  "@layer utilities{.flex{display:flex}.hidden{display:none}.bg-ink{background:var(--color-ink)}.text-accent{color:var(--color-accent)}",
  ".sm\\:grid-cols-\\[2fr_1fr\\]{grid-template-columns:2fr 1fr}",
  "@media (width>=40rem){.sm\\:block{display:block}.admin-only{color:red}}",
  ":is(:where(.group):hover .group-hover\\:grayscale-0){--tw-grayscale:grayscale(0%);filter:var(--tw-grayscale)}",
  ".animate-spin{animation:var(--animate-spin)}.spinner{animation:spin 1s linear infinite}",
  ":where(.space-y-4>:not(:last-child)){margin-top:1rem}}",
  "@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}",
  '@property --tw-grayscale{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}',
  "#player{min-height:93px}.rich-text a{color:red}[hidden]{display:none!important}",
].join("");

const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>x</title><style>${CSS}</style>${head}</head><body class="bg-ink">${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const NONE = sourceTokens([]);

describe("a page's inline CSS", () => {
  it("keeps the rules whose classes, ids and elements the page has, and drops the others", () => {
    const css = styleOf(cutPageStyles(page('<main class="flex sm:grid-cols-[2fr_1fr]"><p class="sm:block">x</p></main>'), NONE, new Map()));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".sm\\:grid-cols-\\[2fr_1fr\\]{");
    expect(css).toContain("@media (width>=40rem){.sm\\:block{display:block}}");
    expect(css).toContain(".bg-ink{");
    for (const gone of [".hidden", ".text-accent", ".admin-only", "#player", ".rich-text", "button,input", ".spinner", ".group-hover"])
      expect(css, gone).not.toContain(gone);
    // Rules that name no class, id or element of their own stay: the page cannot be told apart for them.
    expect(css).toContain("*,:after{box-sizing:border-box}");
    expect(css).toContain("[hidden]{display:none!important}");
    // Inside :is() or :where() of one selector, a class is needed as outside.
    expect(css).not.toContain(".space-y-4");
    // The layer order statement keeps its semicolon.
    expect(css.startsWith("@layer theme,base,utilities;")).toBe(true);
  });

  it("keeps the custom properties what stays reads, transitively, and the @property and keyframes it uses", () => {
    const css = styleOf(
      cutPageStyles(page('<div class="group"><img class="group-hover:grayscale-0 spinner" alt=""></div>'), NONE, new Map()),
    );
    expect(css).toContain("--color-ink:#000");
    expect(css).toContain("--default-font:var(--font-sans)");
    expect(css).toContain("--font-sans:Inter");
    expect(css).not.toContain("--unused");
    expect(css).not.toContain("--color-accent");
    expect(css).toContain("@property --tw-grayscale");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes pulse");
  });

  it("keeps what the page's browser-side code may add later: an island's classes, an id, an element", () => {
    const keep = sourceTokens([
      'el.classList.add("hidden"); return <div id="player" class={`text-accent ${x}`}><button class="rich-text" /></div>;',
    ]);
    const css = styleOf(cutPageStyles(page("<main></main>"), keep, new Map()));
    for (const kept of [".hidden{", ".text-accent{", "#player{", "--color-accent:#f40"]) expect(css, kept).toContain(kept);
  });

  it("leaves the body as it was, and a page without styles untouched", () => {
    const body = '<main class="flex"><style>.hidden{display:none}</style></main>';
    expect(cutPageStyles(page(body), NONE, new Map())).toContain(body);
    const plain = "<html><head><title>x</title></head><body><p class=x></p></body></html>";
    expect(cutPageStyles(plain, NONE, new Map())).toBe(plain);
  });

  it("reads each stylesheet once for all pages", () => {
    const sheets = new Map<string, PageStylesheet>();
    cutPageStyles(page('<p class="flex"></p>'), NONE, sheets);
    cutPageStyles(page('<p class="hidden"></p>'), NONE, sheets);
    expect(sheets.size).toBe(1);
  });

  it("cuts the same as a stylesheet cut by hand", () => {
    expect(pageStylesheet(".a{color:red}.b{color:blue}").cut(htmlTokens('<p class="b"></p>'))).toBe(".b{color:blue}");
  });
});

describe("the browser-side code of a page", () => {
  it("is its islands' components and its bundled scripts", () => {
    const html =
      '<astro-island uid="1" component-url="/_astro/ReleasesBrowser.BeITXCQt.js"></astro-island><script type="module" src="/_astro/PlayerScript.astro_astro_type_script_index_0_lang.BPok0CGR.js"></script>';
    expect(clientModulesOf(html)).toEqual(["ReleasesBrowser", "PlayerScript"]);
  });

  it("names the tokens of each module's source and of what it imports by a relative path, not of other modules", () => {
    const sources = {
      "/src/components/PlayerScript.astro": '<script>import "./islands/player/mount";</script>',
      "/src/components/islands/player/mount.ts": 'import { Bar } from "./PlayerBar";',
      "/src/components/islands/player/PlayerBar.tsx": 'import { x } from "../../../lib/site/classes"; <div class="tabular-nums" />',
      "/src/lib/site/classes.ts": 'export const x = "bg-ink/95";',
      "/src/components/islands/DemoSubmitForm.tsx": '<form class="file:mr-4" />',
    };
    const tokens = clientTokens(sources)(["PlayerScript"]);
    expect(tokens.classes.has("tabular-nums")).toBe(true);
    expect(tokens.classes.has("bg-ink/95")).toBe(true);
    expect(tokens.classes.has("file:mr-4")).toBe(false);
    expect(clientTokens(sources)(["DemoSubmitForm"]).classes.has("file:mr-4")).toBe(true);
  });
});
