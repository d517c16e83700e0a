/**
 * The theme's custom properties as constants, for the cut of a page's CSS
 * (src/lib/site/pageCss.ts; docs/decisions.md, "Only the CSS a page uses").
 * Tailwind's utilities read the theme through `var()` (`calc(var(--spacing) * 4)`,
 * `color:var(--color-accent)`), and every page carried the theme's block to
 * serve them. No page and no code sets a theme property, so a rule reading
 * one reads its one value: the cut writes the value in its place, as
 * Tailwind's `@theme inline` would (same computed values, fewer bytes).
 */
import type { AtRule, Declaration, Root, Rule } from "postcss";

const VAR_READ = /var\(\s*(--[A-Za-z0-9_-]+)/g;
// A colour some browsers cannot read (Tailwind's own palette is `oklch(…)`): written in, a browser without it would
// drop the declaration and take the next one in the cascade, where through `var()` it takes the inherited value.
const NEWER_COLOUR = /\b(ok)?(lab|lch)\(|\bcolor(-mix)?\(|\bhwb\(|\blight-dark\(/i;
// A colour every browser shows the same: the sRGB of the fixed values Tailwind writes before an override.
const SRGB_HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * The theme's custom properties (defined once in the stylesheet, on `:root`,
 * to a value of constants) with their values, those they read written in.
 */
export function themeConstants(root: Root): Map<string, string> {
  const definitions = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (decl) => void definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]));
  const onRoot = (decl: Declaration) =>
    decl.parent?.type === "rule" && (decl.parent as Rule).selectors.every((s) => s === ":root" || s === ":host");
  const written = new Map<string, string>();
  for (const [name, all] of definitions) if (all.length === 1 && onRoot(all[0]!)) written.set(name, all[0]!.value);
  const constants = new Map<string, string>();
  const resolve = (name: string, seen: ReadonlySet<string>): string | undefined => {
    const value = constants.get(name) ?? written.get(name);
    if (value === undefined || constants.has(name)) return value;
    if (seen.has(name)) return undefined;
    const resolved = withConstants(value, (inner) => resolve(inner, new Set([...seen, name])));
    if (resolved === undefined || resolved.includes("var(") || NEWER_COLOUR.test(resolved)) return undefined;
    constants.set(name, resolved);
    return resolved;
  };
  for (const name of written.keys()) resolve(name, new Set());
  return constants;
}

/**
 * The value with each `var(--x)` or `var(--x, fallback)` whose `--x` has a
 * value (`valueOf`) replaced by it, the others left with their fallbacks done
 * likewise; undefined when a `var(` has no end.
 */
export function withConstants(value: string, valueOf: (name: string) => string | undefined): string | undefined {
  let out = "";
  let at = 0;
  for (let start = value.indexOf("var(", at); start !== -1; start = value.indexOf("var(", at)) {
    let end = start + 3;
    for (let depth = 0; end < value.length; end++) {
      if (value[end] === "(") depth++;
      else if (value[end] === ")" && --depth === 0) break;
    }
    if (end >= value.length) return undefined;
    const inner = value.slice(start + 4, end);
    const comma = inner.includes(",") ? inner.indexOf(",") : inner.length;
    let replaced = valueOf(inner.slice(0, comma).trim());
    if (replaced === undefined) {
      const fallback = withConstants(inner.slice(comma), valueOf);
      if (fallback === undefined) return undefined;
      replaced = `var(${inner.slice(0, comma)}${fallback})`;
    }
    out += value.slice(at, start) + replaced;
    at = end + 1;
  }
  return out + value.slice(at);
}

/**
 * Whether an at-rule is Tailwind's override of a theme colour with an opacity:
 * it writes the colour twice, as a fixed value (`.bg-ink\/95{background-color:#0b0b0cf2}`)
 * and then for a page that would change the theme
 * (`@supports (color:color-mix(in lab, red, red)){.bg-ink\/95{…color-mix(in oklab, var(--color-ink) 95%, transparent)}}`).
 * With the theme's colours constant and sRGB (`#ff4d2e`) the override gives
 * the fixed value's colour (its alpha within 1/510). One that mixes
 * `currentcolor` (the placeholder's), or a colour outside sRGB (Tailwind's
 * `oklch(…)` palette, brighter on a wide-gamut screen), differs from its
 * fallback: not redundant.
 */
export function isRedundantOverride(at: AtRule, constants: ReadonlyMap<string, string>): boolean {
  if (!/^\(\s*color\s*:\s*color-mix\(in lab,\s*red,\s*red\)\s*\)$/i.test(at.params.trim())) return false;
  const rule = at.nodes?.length === 1 ? at.nodes[0] : undefined;
  const before = at.prev();
  if (rule?.type !== "rule" || before?.type !== "rule" || before.selector !== rule.selector) return false;
  const css = rule.toString();
  const reads = [...css.matchAll(VAR_READ)].map((m) => m[1]!);
  return !/currentcolor/i.test(css) && reads.length > 0 && reads.every((name) => SRGB_HEX.test(constants.get(name) ?? ""));
}
