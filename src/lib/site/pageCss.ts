/**
 * Each public page carries only the CSS rules its own markup can use
 * (docs/decisions.md, "Only the CSS a page uses"). The public site's styles
 * are inlined in every page (astro.config.mjs: a page paints with no
 * stylesheet request in the way); whole, they were 23 KB a page, most of it
 * other pages' classes. The render (src/middleware.ts, in the full build and
 * the warm renderer alike) cuts each page's `<style>` down to:
 *
 * - the rules whose selectors name only classes, ids and elements the page's
 *   HTML has, or that the browser-side code may add later (`keep`: the
 *   islands' and the player's sources, scanned at build time);
 * - the at-rules around them, the keyframes and `@property`s they refer to,
 *   and the custom properties (`--x`) they read through `var()`,
 *   transitively (Tailwind's theme and its `--tw-*` fallbacks).
 *
 * The stylesheet is parsed once (postcss) and kept; a page then costs a scan
 * of its HTML for classes, ids and element names and a walk of the kept
 * rules: a fraction of a millisecond.
 */
import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/** What one selector needs on the page to match anything. */
interface Needs {
  classes: string[];
  ids: string[];
  tags: string[];
}

type Piece =
  | { kind: "rule"; css: string; selectors: Needs[]; reads: string[]; animations: string[] }
  | { kind: "vars"; selector: string; selectors: Needs[]; decls: { name: string; css: string; reads: string[] }[] }
  | { kind: "block"; open: string; children: Piece[] }
  | { kind: "keyframes"; name: string; css: string; reads: string[] }
  | { kind: "property"; name: string; css: string }
  | { kind: "always"; css: string; reads: string[]; animations: string[] };

/** What a page (or the code that runs on it) names: its classes, ids, element names and the custom properties it reads. */
export interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  /** Every custom property name and keyframes name mentioned (inline styles, scripts). */
  words: Set<string>;
}

const VAR_READ = /var\(\s*(--[A-Za-z0-9_-]+)/g;
const ANIMATION_PROPS = /^(-webkit-)?animation(-name)?$/;
// Elements every page has: a rule on them is never cut for want of them.
const EVERY_PAGE = new Set(["html", "body", "head"]);

const readsOf = (css: string) => [...css.matchAll(VAR_READ)].map((m) => m[1]!);
/** The words of a rule's `animation`s, among them the keyframes it runs. */
const animationsOf = (node: ChildNode) => {
  const words: string[] = [];
  const visit = (n: ChildNode) => {
    if (n.type === "decl" && ANIMATION_PROPS.test(n.prop)) words.push(...n.value.split(/[\s,]+/));
    else if ("nodes" in n && n.nodes) n.nodes.forEach(visit);
  };
  visit(node);
  return words;
};

/** The classes, ids and elements a selector needs. Alternatives (`:is(a, b)`) and negations (`:not`, `:has`) need nothing: kept rather than guessed. */
function needsOf(selector: string): Needs[] {
  const all: Needs[] = [];
  try {
    selectorParser((root) => {
      for (const sel of root.nodes) {
        const needs: Needs = { classes: [], ids: [], tags: [] };
        const walk = (node: selectorParser.Node) => {
          if (node.type === "class") needs.classes.push(node.value);
          else if (node.type === "id") needs.ids.push(node.value);
          else if (node.type === "tag" && !EVERY_PAGE.has(node.value.toLowerCase())) needs.tags.push(node.value.toLowerCase());
          else if (node.type === "pseudo") {
            const transparent = /^:(is|where|matches|-webkit-any)$/i.test(node.value) && node.nodes.length === 1;
            if (transparent) node.nodes[0]!.each(walk);
            return;
          }
          if ("nodes" in node && Array.isArray(node.nodes)) (node as selectorParser.Container).each(walk);
        };
        sel.each(walk);
        all.push(needs);
      }
    }).processSync(selector);
  } catch {
    // A selector the parser cannot read is kept.
    return [{ classes: [], ids: [], tags: [] }];
  }
  return all;
}

function pieceOf(node: ChildNode): Piece | null {
  if (node.type === "comment") return null;
  if (node.type === "decl")
    return { kind: "always", css: `${node.toString()};`, reads: readsOf(node.toString()), animations: animationsOf(node) };
  if (node.type === "rule") return rulePiece(node);
  const at = node as AtRule;
  const name = at.name.toLowerCase();
  if (name.endsWith("keyframes")) return { kind: "keyframes", name: at.params.trim(), css: at.toString(), reads: readsOf(at.toString()) };
  if (name === "property") return { kind: "property", name: at.params.trim(), css: at.toString() };
  // A statement (`@layer a, b;`) is written with its semicolon, which the parent's stringifier would have added.
  if (!at.nodes) return { kind: "always", css: `${at.toString()};`, reads: [], animations: [] };
  if (name === "font-face" || name === "page" || name === "counter-style")
    return { kind: "always", css: at.toString(), reads: readsOf(at.toString()), animations: [] };
  return {
    kind: "block",
    open: `@${at.name}${at.raws.afterName ?? " "}${at.params}${at.raws.between ?? ""}`,
    children: at.nodes.map(pieceOf).filter((p): p is Piece => p !== null),
  };
}

function rulePiece(rule: Rule): Piece {
  const selectors = needsOf(rule.selector);
  const decls = rule.nodes.filter((n): n is Declaration => n.type === "decl");
  // Custom properties only (Tailwind's theme, its `--tw-*` fallbacks): each is kept when something kept reads it.
  if (decls.length === rule.nodes.length && decls.length > 0 && decls.every((d) => d.prop.startsWith("--"))) {
    return {
      kind: "vars",
      selector: rule.selector,
      selectors,
      decls: decls.map((d) => ({ name: d.prop, css: `${d.prop}:${d.value}${d.important ? "!important" : ""}`, reads: readsOf(d.value) })),
    };
  }
  const css = rule.toString();
  return { kind: "rule", css, selectors, reads: readsOf(css), animations: animationsOf(rule) };
}

export interface PageStylesheet {
  /** The stylesheet cut down to what the page (`tokens`) and the code that runs on it (`keep`) can use. */
  cut(tokens: PageTokens, keep?: PageTokens): string;
}

const NOTHING: PageTokens = { classes: new Set(), ids: new Set(), tags: new Set(), words: new Set() };

/** The tokens a stylesheet's cut depends on: the classes, ids and elements its selectors name, the custom properties and keyframes it defines. */
function vocabularyOf(pieces: Piece[]) {
  const vocabulary = { classes: new Set<string>(), ids: new Set<string>(), tags: new Set<string>(), words: new Set<string>() };
  const visit = (piece: Piece) => {
    if (piece.kind === "block") return piece.children.forEach(visit);
    if (piece.kind === "rule" || piece.kind === "vars") {
      for (const needs of piece.selectors) {
        needs.classes.forEach((c) => vocabulary.classes.add(c));
        needs.ids.forEach((i) => vocabulary.ids.add(i));
        needs.tags.forEach((t) => vocabulary.tags.add(t));
      }
      if (piece.kind === "vars") piece.decls.forEach((d) => vocabulary.words.add(d.name));
    }
    if (piece.kind === "keyframes" || piece.kind === "property") vocabulary.words.add(piece.name);
  };
  pieces.forEach(visit);
  return { classes: [...vocabulary.classes], ids: [...vocabulary.ids], tags: [...vocabulary.tags], words: [...vocabulary.words] };
}

/** Cuts kept per stylesheet: pages of one kind mostly have the same key, and a full build renders thousands. */
const MAX_CUTS_KEPT = 2000;

/** A stylesheet read once, to be cut for each page. */
export function pageStylesheet(css: string): PageStylesheet {
  const pieces = postcss
    .parse(css)
    .nodes.map(pieceOf)
    .filter((p): p is Piece => p !== null);
  const vocabulary = vocabularyOf(pieces);
  const cuts = new Map<string, string>();
  return {
    cut: (tokens, keep = NOTHING) => {
      // What the cut depends on: which of the stylesheet's own tokens the page and its code name.
      let key = "";
      for (const kind of ["classes", "ids", "tags", "words"] as const) {
        key += "|";
        for (const token of vocabulary[kind]) if (tokens[kind].has(token) || keep[kind].has(token)) key += `${token} `;
      }
      let cut = cuts.get(key);
      if (cut === undefined) {
        if (cuts.size >= MAX_CUTS_KEPT) cuts.clear();
        cuts.set(key, (cut = cutPieces(pieces, tokens, keep)));
      }
      return cut;
    },
  };
}

const hasAll = (needed: string[], page: Set<string>, code: Set<string>) => {
  for (const token of needed) if (!page.has(token) && !code.has(token)) return false;
  return true;
};

// Loops, not closures: a full build asks this of every rule for each of its thousands of pages.
function matches(selectors: Needs[], tokens: PageTokens, keep: PageTokens): boolean {
  for (const s of selectors) {
    if (hasAll(s.classes, tokens.classes, keep.classes) && hasAll(s.ids, tokens.ids, keep.ids) && hasAll(s.tags, tokens.tags, keep.tags))
      return true;
  }
  return false;
}

function cutPieces(pieces: Piece[], tokens: PageTokens, keep: PageTokens): string {
  // Words the page and its code mention count as read (an inline style's `var(--x)`, a script's animation name).
  const mentioned = (word: string) => tokens.words.has(word) || keep.words.has(word);
  const reads = new Set<string>();
  const animations = new Set<string>();
  // First pass: which rules stay, and what they read.
  const kept = new Set<Piece>();
  const visit = (list: Piece[]): boolean => {
    let any = false;
    for (const piece of list) {
      if (piece.kind === "block") {
        if (visit(piece.children)) {
          kept.add(piece);
          any = true;
        }
      } else if (piece.kind === "rule" || piece.kind === "always") {
        if (piece.kind === "always" || matches(piece.selectors, tokens, keep)) {
          kept.add(piece);
          any = true;
          for (const name of piece.reads) reads.add(name);
          for (const word of piece.animations) animations.add(word);
        }
      } else if (piece.kind === "vars") {
        if (matches(piece.selectors, tokens, keep)) {
          kept.add(piece);
          any = true;
        }
      } else any = true;
    }
    return any;
  };
  visit(pieces);
  // Custom properties read by what stays, and those they read in turn.
  const varPieces: Extract<Piece, { kind: "vars" }>[] = [];
  const collect = (list: Piece[]) =>
    list.forEach((p) => (p.kind === "block" ? collect(p.children) : p.kind === "vars" && kept.has(p) && varPieces.push(p)));
  collect(pieces);
  for (let grew = true; grew;) {
    grew = false;
    for (const piece of varPieces) {
      for (const decl of piece.decls) {
        if (!reads.has(decl.name) && !mentioned(decl.name)) continue;
        for (const name of decl.reads) {
          if (reads.has(name)) continue;
          reads.add(name);
          grew = true;
        }
      }
    }
  }
  // A keyframes name may be in a custom property (`--animate-x: x 1s`) that stays.
  for (const piece of varPieces)
    for (const decl of piece.decls)
      if (reads.has(decl.name) || mentioned(decl.name)) for (const word of decl.css.split(/[\s:;,()]+/)) animations.add(word);
  const write = (list: Piece[]): string => {
    let out = "";
    for (const piece of list) {
      if (piece.kind === "block") {
        const inner = kept.has(piece) ? write(piece.children) : "";
        if (inner) out += `${piece.open}{${inner}}`;
      } else if (piece.kind === "vars") {
        const decls = kept.has(piece) ? piece.decls.filter((d) => reads.has(d.name) || mentioned(d.name)) : [];
        if (decls.length) out += `${piece.selector}{${decls.map((d) => d.css).join(";")}}`;
      } else if (piece.kind === "keyframes") {
        if (animations.has(piece.name) || mentioned(piece.name)) out += piece.css;
      } else if (piece.kind === "property") {
        if (reads.has(piece.name) || mentioned(piece.name)) out += piece.css;
      } else if (kept.has(piece)) out += piece.css;
    }
    return out;
  };
  return write(pieces);
}

// Astro writes attributes as ` name="value"`: what the page's markup has, read without a parser.
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const ID_ATTRIBUTE = / id="([^"]*)"/g;
const ELEMENT = /<([a-zA-Z][a-zA-Z0-9-]*)/g;
const WORD = /--[A-Za-z0-9_-]+|[A-Za-z_][A-Za-z0-9_-]*/g;

/** The classes, ids and elements of a page's HTML (a `<template>`'s too: a script may put it in), and the words of its inline styles and scripts. */
export function htmlTokens(html: string): PageTokens {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(decodeEntities(c));
  for (const m of html.matchAll(ID_ATTRIBUTE)) ids.add(decodeEntities(m[1]!));
  for (const m of html.matchAll(ELEMENT)) tags.add(m[1]!.toLowerCase());
  const words = new Set<string>();
  for (const m of html.matchAll(/ style="([^"]*)"/g)) for (const w of m[1]!.match(WORD) ?? []) words.add(w);
  return { classes, ids, tags, words };
}

/**
 * The tokens browser-side code may add to a page after it loads, from its
 * sources: every string-like run (a Tailwind class has `:`, `/`, `[`, `.`
 * in it) as a class or id, and every word as a custom property or
 * keyframes name. Generous by design: a token that names no rule costs nothing.
 */
export function sourceTokens(sources: readonly string[]): PageTokens {
  const classes = new Set<string>();
  const words = new Set<string>();
  for (const source of sources) {
    for (const token of source.split(/[\s"'`<>{}=,;()]+/)) if (token) classes.add(token.replace(/^[.#]/, ""));
    for (const w of source.match(WORD) ?? []) words.add(w);
  }
  return { classes, ids: new Set(classes), tags: new Set(), words };
}

function decodeEntities(text: string): string {
  return text.includes("&")
    ? text
        .replace(/&amp;/g, "&")
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
    : text;
}

const STYLE_IN_HEAD = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;

/**
 * The page with each `<style>` of its head cut to what its markup and
 * `keep` (the browser-side code's tokens) can use; the body is not touched.
 * `sheets` caches each stylesheet's parse across pages.
 */
export function cutPageStyles(html: string, keep: PageTokens, sheets: Map<string, PageStylesheet>): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  if (!head.includes("<style")) return html;
  // The root element and the body: the head has no class a rule could name, and most of its bytes are the styles themselves.
  const tokens = htmlTokens(html.slice(0, Math.max(0, html.indexOf("<head"))) + html.slice(headEnd));
  const cutHead = head.replace(STYLE_IN_HEAD, (_whole: string, attributes: string | undefined, css: string) => {
    let sheet = sheets.get(css);
    if (!sheet) sheets.set(css, (sheet = pageStylesheet(css)));
    const cut = sheet.cut(tokens, keep);
    return cut ? `<style${attributes ?? ""}>${cut}</style>` : "";
  });
  return cutHead + html.slice(headEnd);
}

const CLIENT_MODULE = /<(?:astro-island[^>]*\scomponent-url|script[^>]*\ssrc)="\/_astro\/([A-Za-z0-9_-]+)[^"]*"/g;

/**
 * The source files (by their stem: `ReleasesBrowser`, `PlayerScript`) of the
 * browser-side modules a page loads: its islands' `component-url`s and its
 * bundled scripts (`PlayerScript.astro_astro_type_script…`).
 */
export function clientModulesOf(html: string): string[] {
  return [...new Set([...html.matchAll(CLIENT_MODULE)].map((m) => m[1]!))];
}

const IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".astro", "/index.ts", "/index.tsx"];

/**
 * What the browser-side code of a page may add to it, from the project's
 * sources (path → text, as `import.meta.glob` gives them): for each module
 * the page loads, the tokens of its source file and of every file it
 * imports by a relative path, transitively, and `extra`'s tokens of a
 * module whose code is not the project's (Astro's router). Cached per set
 * of modules.
 */
export function clientTokens(
  sources: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, readonly string[]>> = {},
): (modules: readonly string[]) => PageTokens {
  const byStem = new Map<string, string[]>();
  for (const path of Object.keys(sources)) {
    const stem = path.slice(path.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "");
    byStem.set(stem, [...(byStem.get(stem) ?? []), path]);
  }
  const resolve = (from: string, specifier: string): string | null => {
    const parts = from.split("/").slice(0, -1);
    for (const part of specifier.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    const base = parts.join("/");
    return EXTENSIONS.map((e) => base + e).find((p) => p in sources) ?? null;
  };
  // Each file is scanned once, whichever pages load it.
  const fileTokens = new Map<string, PageTokens>();
  const tokensOfFile = (path: string) => {
    let tokens = fileTokens.get(path);
    if (!tokens) fileTokens.set(path, (tokens = sourceTokens([sources[path]!])));
    return tokens;
  };
  const cache = new Map<string, PageTokens>();
  return (modules) => {
    const key = [...modules].sort().join(" ");
    let tokens = cache.get(key);
    if (!tokens) {
      const seen = new Set<string>();
      const queue = modules.flatMap((m) => byStem.get(m) ?? []);
      while (queue.length) {
        const path = queue.pop()!;
        if (seen.has(path)) continue;
        seen.add(path);
        for (const m of sources[path]!.matchAll(IMPORT)) {
          const next = resolve(path, m[1]!);
          if (next) queue.push(next);
        }
      }
      const parts = [...[...seen].map(tokensOfFile), sourceTokens(modules.flatMap((m) => extra[m] ?? []))];
      const join = (kind: keyof PageTokens) => new Set(parts.flatMap((part) => [...part[kind]]));
      tokens = { classes: join("classes"), ids: join("ids"), tags: join("tags"), words: join("words") };
      cache.set(key, tokens);
    }
    return tokens;
  };
}
