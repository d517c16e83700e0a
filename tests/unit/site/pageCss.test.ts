import { describe, expect, it } from "vitest";
import { sourceTokens } from "../../../src/lib/site/clientTokens";
import { cutPageStyles, htmlTokens, pageStylesheet, type PageStylesheet } from "../../../src/lib/site/pageCss";

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

  it("writes the theme's values in place of its custom properties, and keeps the @property and keyframes what stays uses", () => {
    const css = styleOf(
      cutPageStyles(page('<div class="group"><img class="group-hover:grayscale-0 spinner" alt=""></div>'), NONE, new Map()),
    );
    expect(css).toContain(".bg-ink{background:#000}");
    expect(css).toContain("html{font-family:Inter}");
    expect(css).not.toContain("--color-ink");
    expect(css).not.toContain("--font-sans");
    expect(css).not.toContain("--unused");
    expect(css).toContain("--tw-grayscale:grayscale(0%);filter:var(--tw-grayscale)");
    expect(css).toContain("@property --tw-grayscale");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes pulse");
  });

  it("gives a page that names a theme property in its inline styles the rules as written, though a page with the same classes was cut before", () => {
    const sheets = new Map<string, PageStylesheet>();
    const plain = styleOf(cutPageStyles(page('<p class="text-accent">x</p>'), NONE, sheets));
    const naming = styleOf(cutPageStyles(page('<p class="text-accent" style="--color-accent:#0f0">x</p>'), NONE, sheets));
    expect(plain).toContain(".text-accent{color:#f40}");
    expect(naming).toContain(".text-accent{color:var(--color-accent)}");
    expect(naming).toContain("--color-accent:#f40");
  });

  it("keeps what the page's browser-side code may add later: an island's classes, an id, an element", () => {
    const keep = sourceTokens([
      'el.classList.add("hidden"); return <div id="player" class={`text-accent ${x}`}><button class="rich-text" /></div>;',
    ]);
    const css = styleOf(cutPageStyles(page("<main></main>"), keep, new Map()));
    for (const kept of [".hidden{", ".text-accent{color:#f40}", "#player{"]) expect(css, kept).toContain(kept);
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

describe("the rules of form controls' own parts", () => {
  const CONTROLS = [
    "@layer base{::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}",
    "::-webkit-calendar-picker-indicator{line-height:1}::-webkit-search-decoration{-webkit-appearance:none}",
    "::file-selector-button{margin:0}.file\\:mr-4::file-selector-button{margin-right:1rem}}",
  ].join("");
  const cut = (body: string, keep = NONE) => pageStylesheet(CONTROLS).cut(htmlTokens(`<body>${body}</body>`), keep);

  it("are cut from a page without the input they belong to", () => {
    const css = cut('<form><input type="email" placeholder="you@example.com"><input type="hidden" name="x"></form>');
    expect(css).toBe("@layer base{::placeholder{opacity:1}}");
    expect(cut("<p>no form</p>")).toBe("");
  });

  it("stay on a page with a date, number, search or file input, or a textarea for the placeholder", () => {
    const date = cut('<input type="date">');
    for (const kept of ["::-webkit-datetime-edit{", "::-webkit-inner-spin-button{", "::-webkit-calendar-picker-indicator{"])
      expect(date).toContain(kept);
    expect(date).not.toContain("::file-selector-button");
    expect(cut('<input type="number">')).toContain("::-webkit-inner-spin-button{");
    expect(cut('<input type="search">')).toContain("::-webkit-search-decoration{");
    expect(cut('<input list="genres">')).toContain("::-webkit-calendar-picker-indicator{");
    expect(cut('<input type="file" class="file:mr-4">')).toContain("::file-selector-button{margin:0}.file\\:mr-4::file-selector-button{");
    expect(cut("<textarea></textarea>")).toBe("@layer base{::placeholder{opacity:1}}");
  });

  it("stay for an input the page's code draws", () => {
    expect(cut("<div></div>", sourceTokens(['<input type="file" className="file:mr-4" />']))).toContain(
      ".file\\:mr-4::file-selector-button{",
    );
  });
});

describe("custom properties nothing gives a value", () => {
  const VARS = [
    "@layer properties{*,:before{--tw-ordinal:initial;--tw-numeric-spacing:initial;--tw-border-style:solid}}",
    ".tabular-nums{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal,) var(--tw-numeric-spacing,)}",
    ".font-bold{--tw-font-weight:700;font-weight:700}.border{border-style:var(--tw-border-style)}",
    '@property --tw-ordinal{syntax:"*";inherits:false}@property --tw-numeric-spacing{syntax:"*";inherits:false}',
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-font-weight{syntax:"*";inherits:false}',
  ].join("");
  const cut = (classes: string) => pageStylesheet(VARS).cut(htmlTokens(`<p class="${classes}"></p>`));

  it("are left out: a property read but never set, its @property and its reset; one set but never read", () => {
    const css = cut("tabular-nums font-bold");
    expect(css).not.toContain("--tw-ordinal:initial");
    expect(css).not.toContain("@property --tw-ordinal");
    expect(css).toContain("--tw-numeric-spacing:initial");
    expect(css).toContain("@property --tw-numeric-spacing");
    expect(css).toContain(".font-bold{font-weight:700}");
    expect(css).not.toContain("--tw-font-weight");
  });

  it("stay when the @property gives the value itself", () => {
    const css = cut("border");
    expect(css).toContain("--tw-border-style:solid");
    expect(css).toContain("@property --tw-border-style{");
  });
});

describe("a rule's declarations", () => {
  it("are written once each: the last of the same declaration stays", () => {
    const css = pageStylesheet(
      "a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}.x{color:red;color:blue;color:red}",
    );
    expect(css.cut(htmlTokens('<a class="x"></a>'))).toBe(
      "a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}.x{color:blue;color:red}",
    );
  });
});
