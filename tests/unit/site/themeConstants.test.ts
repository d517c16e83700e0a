import { describe, expect, it } from "vitest";
import { htmlTokens, pageStylesheet } from "../../../src/lib/site/pageCss";
import { sourceTokens } from "../../../src/lib/site/clientTokens";

const THEME = [
  "@layer theme{:root,:host{--spacing:.25rem;--color-ink:#0b0b0c;--color-white:#fff;--font-sans:Inter;--default-font:var(--font-sans);--animate-spin:spin 1s linear infinite}}",
  "@layer utilities{.mt-4{margin-top:calc(var(--spacing) * 4)}.font-sans{font-family:var(--default-font,serif)}",
  ".bg-ink\\/95{background-color:#0b0b0cf2}@supports (color:color-mix(in lab, red, red)){.bg-ink\\/95{background-color:color-mix(in oklab, var(--color-ink) 95%, transparent)}}",
  ".text-white\\/30{color:#ffffff4d}@supports (color:color-mix(in lab, red, red)){.text-white\\/30{color:color-mix(in oklab, var(--color-white) 30%, transparent)}}",
  "::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}",
  ".leading-4{--tw-leading:calc(var(--spacing) * 4);line-height:var(--tw-leading)}}",
  "@keyframes grow{to{width:calc(var(--spacing) * 10)}}.grow-bar{animation:grow 1s}",
  "@keyframes spin{to{rotate:1turn}}.animate-spin{animation:var(--animate-spin)}",
].join("");
const cut = (body: string, keep = sourceTokens([])) => pageStylesheet(THEME).cut(htmlTokens(`<body>${body}</body>`), keep);

describe("the theme's custom properties", () => {
  it("are written as their values where a rule reads them, and their block is left out", () => {
    const css = cut('<p class="mt-4 font-sans leading-4 grow-bar"></p>');
    expect(css).toContain(".mt-4{margin-top:calc(.25rem * 4)}");
    expect(css).toContain(".font-sans{font-family:Inter}");
    expect(css).toContain(".leading-4{--tw-leading:calc(.25rem * 4);line-height:var(--tw-leading)}");
    expect(css).toContain("@keyframes grow{to{width:calc(.25rem * 10)}}");
    expect(cut('<p class="animate-spin"></p>')).toBe("@keyframes spin{to{rotate:1turn}}.animate-spin{animation:spin 1s linear infinite}");
    expect(css).not.toContain("@layer theme");
    expect(css).not.toContain("var(--spacing)");
  });

  it("leave out Tailwind's colour-mix override of a theme colour, whose fixed value comes first", () => {
    const css = cut('<p class="bg-ink/95 text-white/30"></p>');
    expect(css).toContain(".bg-ink\\/95{background-color:#0b0b0cf2}");
    expect(css).toContain(".text-white\\/30{color:#ffffff4d}");
    expect(css).not.toContain("color-mix(in oklab, var(");
  });

  it("keep an override that mixes the current colour: its fallback is another colour", () => {
    expect(cut("<input>")).toContain(
      "@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}",
    );
  });

  it("stay as written on a page whose inline style or code names one (and so may set it)", () => {
    const css = cut('<p class="mt-4 bg-ink/95" style="--spacing:.5rem"></p>');
    expect(css).toContain(".mt-4{margin-top:calc(var(--spacing) * 4)}");
    expect(css).toContain("--spacing:.25rem");
    expect(css).toContain("color-mix(in oklab, var(--color-ink) 95%, transparent)");
    const byCode = cut('<p class="mt-4"></p>', sourceTokens(['el.style.setProperty("--spacing", "1rem")']));
    expect(byCode).toContain("calc(var(--spacing) * 4)");
  });
});
