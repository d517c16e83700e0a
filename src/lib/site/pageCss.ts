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
 *   islands' and the player's sources, scanned at build time:
 *   src/lib/site/clientTokens.ts); a form control's own parts only with
 *   an input of their type;
 * - the at-rules around them, the keyframes and `@property`s they refer to,
 *   and the custom properties (`--x`) they read through `var()`,
 *   transitively, when something gives them a value (Tailwind's `--tw-*`);
 *   the theme's own are written in as values (src/lib/site/themeConstants.ts).
 *
 * The stylesheet is parsed once (postcss) and kept; a page then costs a scan
 * of its HTML for classes, ids and element names and a walk of the kept
 * rules: a fraction of a millisecond.
 */
import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { isRedundantOverride, themeConstants, withConstants } from "./themeConstants";

/** What one selector needs on the page to match anything. */
interface Needs {
  classes: string[];
  ids: string[];
  tags: string[];
}

type Piece =
  /** `reads`: what its other declarations read; `sets`: its custom properties (`.font-bold{--tw-font-weight:…}`), written when read. */
  | { kind: "rule"; css: string; rule: Rule; selectors: Needs[]; reads: string[]; sets: VarDecl[]; animations: string[] }
  | { kind: "vars"; selector: string; selectors: Needs[]; decls: VarDecl[] }
  | { kind: "block"; open: string; children: Piece[] }
  | { kind: "keyframes"; name: string; css: string; reads: string[] }
  /** `initial`: it gives the property a value (`initial-value`) even where nothing sets it. */
  | { kind: "property"; name: string; css: string; initial: boolean }
  | { kind: "always"; css: string; reads: string[]; animations: string[] };

/** A custom property's declaration; `unset`: its value is `initial` (it only stops inheritance, where there is something to inherit). */
interface VarDecl {
  name: string;
  css: string;
  reads: string[];
  unset: boolean;
}

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

const DATE_TYPES = ["date", "time", "datetime-local", "month", "week"].map(inputOfType);
/**
 * The pseudo-elements only some form controls have, and the elements (one of them) a page needs for them:
 * Tailwind's preflight styles every one of them on every page, though most pages have no date, number,
 * search or file input. A `list` (datalist) input shows the calendar picker's indicator too.
 */
const CONTROL_PARTS: [RegExp, string[]][] = [
  [/^::-webkit-(datetime-edit.*|date-and-time-value)$/, DATE_TYPES],
  [/^::-webkit-calendar-picker-indicator$/, [...DATE_TYPES, "input[list]"]],
  [/^::-webkit-(inner|outer)-spin-button$/, [inputOfType("number"), ...DATE_TYPES]],
  [/^::-webkit-search-(decoration|cancel-button|results-button|results-decoration)$/, [inputOfType("search")]],
  [/^::(-webkit-)?file-upload-button$|^::file-selector-button$/, [inputOfType("file")]],
  [/^::placeholder$/, ["input", "textarea"]],
];

/** The token a page (htmlTokens) or code (sourceTokens) has for an input of a type. */
export function inputOfType(type: string): string {
  return `input[type=${type.toLowerCase()}]`;
}

/** The classes, ids and elements a selector needs. Alternatives (`:is(a, b)`) and negations (`:not`, `:has`) need nothing: kept rather than guessed. */
function needsOf(selector: string): Needs[] {
  const all: Needs[] = [];
  try {
    selectorParser((root) => {
      for (const sel of root.nodes) {
        const needs: Needs = { classes: [], ids: [], tags: [] };
        // A form control's own part: the selector matches only with one of these elements on the page.
        let controls: string[] | undefined;
        const walk = (node: selectorParser.Node) => {
          if (node.type === "class") needs.classes.push(node.value);
          else if (node.type === "id") needs.ids.push(node.value);
          else if (node.type === "tag" && !EVERY_PAGE.has(node.value.toLowerCase())) needs.tags.push(node.value.toLowerCase());
          else if (node.type === "pseudo") {
            const transparent = /^:(is|where|matches|-webkit-any)$/i.test(node.value) && node.nodes.length === 1;
            if (transparent) node.nodes[0]!.each(walk);
            controls ??= CONTROL_PARTS.find(([part]) => part.test(node.value.toLowerCase()))?.[1];
            return;
          }
          if ("nodes" in node && Array.isArray(node.nodes)) (node as selectorParser.Container).each(walk);
        };
        sel.each(walk);
        if (controls) all.push(...controls.map((control) => ({ ...needs, tags: [...needs.tags, control] })));
        else all.push(needs);
      }
    }).processSync(selector);
  } catch {
    // A selector the parser cannot read is kept.
    return [{ classes: [], ids: [], tags: [] }];
  }
  return all;
}

/** What the rule or at-rule (a copy of it) reads from the theme, written in (src/lib/site/themeConstants.ts). */
function withTheme<T extends Rule | AtRule>(node: T, constants: ReadonlyMap<string, string>): T {
  node.walkDecls((decl) => void (decl.value = withConstants(decl.value, (name) => constants.get(name)) ?? decl.value));
  return node;
}

const piecesOf = (nodes: ChildNode[], constants: ReadonlyMap<string, string>) =>
  nodes.map((node) => pieceOf(node, constants)).filter((p): p is Piece => p !== null);

/** A node of the stylesheet as the cut sees it; `constants`: the theme's values to write in (none: as written). */
function pieceOf(node: ChildNode, constants: ReadonlyMap<string, string>): Piece | null {
  if (node.type === "comment") return null;
  if (node.type === "decl")
    return { kind: "always", css: `${node.toString()};`, reads: readsOf(node.toString()), animations: animationsOf(node) };
  if (node.type === "rule") return rulePiece(node, constants);
  const at = node as AtRule;
  const name = at.name.toLowerCase();
  if (name.endsWith("keyframes")) {
    const css = withTheme(at.clone(), constants).toString();
    return { kind: "keyframes", name: at.params.trim(), css, reads: readsOf(css) };
  }
  if (name === "property")
    return {
      kind: "property",
      name: at.params.trim(),
      css: at.toString(),
      initial: at.some((n) => n.type === "decl" && n.prop === "initial-value"),
    };
  if (isRedundantOverride(at, constants)) return null;
  // A statement (`@layer a, b;`) is written with its semicolon, which the parent's stringifier would have added.
  if (!at.nodes) return { kind: "always", css: `${at.toString()};`, reads: [], animations: [] };
  if (name === "font-face" || name === "page" || name === "counter-style")
    return { kind: "always", css: at.toString(), reads: readsOf(at.toString()), animations: [] };
  return {
    kind: "block",
    open: `@${at.name}${at.raws.afterName ?? " "}${at.params}${at.raws.between ?? ""}`,
    children: piecesOf(at.nodes, constants),
  };
}

function rulePiece(rule: Rule, constants: ReadonlyMap<string, string>): Piece {
  const selectors = needsOf(rule.selector);
  const decls = rule.nodes.filter((n): n is Declaration => n.type === "decl");
  // Custom properties only (Tailwind's theme, its `--tw-*` fallbacks): each is kept when something kept reads it.
  if (decls.length === rule.nodes.length && decls.length > 0 && decls.every((d) => d.prop.startsWith("--"))) {
    return {
      kind: "vars",
      selector: rule.selector,
      selectors,
      decls: decls.map(varDecl),
    };
  }
  const written = withTheme(withoutRepeats(rule.clone()), constants);
  const own = written.nodes.filter((n): n is Declaration => n.type === "decl" && n.prop.startsWith("--"));
  const reads = written.nodes.filter((n) => !own.includes(n as Declaration)).flatMap((n) => readsOf(n.toString()));
  return {
    kind: "rule",
    css: written.toString(),
    rule: written,
    selectors,
    reads,
    sets: own.map(varDecl),
    animations: animationsOf(written),
  };
}

const varDecl = (d: Declaration): VarDecl => ({
  name: d.prop,
  css: `${d.prop}:${d.value}${d.important ? "!important" : ""}`,
  reads: readsOf(d.value),
  unset: d.value.trim() === "initial",
});

/** The rule without the custom properties nothing on the page reads. */
function withoutUnread(piece: Extract<Piece, { kind: "rule" }>, read: (name: string) => boolean): string {
  if (piece.sets.every((d) => read(d.name))) return piece.css;
  const copy = piece.rule.clone();
  copy.walkDecls(/^--/, (d) => void (read(d.prop) || d.remove()));
  return copy.toString();
}

/**
 * The rule (a copy) without a declaration written again later in it, word for word (the build's prefixer
 * writes `-webkit-text-decoration:inherit` three times): the last of each stays, so the rule sets the same.
 */
function withoutRepeats(rule: Rule): Rule {
  const text = (d: Declaration) => `${d.prop}:${d.value}${d.important ? "!important" : ""}`;
  const decls = rule.nodes.filter((n): n is Declaration => n.type === "decl");
  decls.filter((d, i) => decls.slice(i + 1).some((later) => text(later) === text(d))).forEach((d) => d.remove());
  return rule;
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
  return vocabulary;
}

const KINDS = ["classes", "ids", "tags", "words"] as const;

/** Cuts kept per stylesheet: pages of one kind mostly have the same key, and a full build renders thousands. */
const MAX_CUTS_KEPT = 2000;

/** A stylesheet read once, to be cut for each page. */
export function pageStylesheet(css: string): PageStylesheet {
  const root = postcss.parse(css);
  const constants = themeConstants(root);
  const pieces = piecesOf(root.nodes, constants);
  // A page whose inline styles or code name a theme property (and so may set it) gets the rules as written.
  let asWritten: Piece[] | undefined;
  const vocabulary = vocabularyOf(pieces);
  const cuts = new Map<string, string>();
  // Each of the stylesheet's tokens numbered, kind by kind, so that a set of them is a bitmap.
  const numbers = KINDS.map((kind) => new Map([...vocabulary[kind]].map((token, i) => [token, i] as const)));
  // The tokens of `of` (kind by kind) that the stylesheet names, but those of `except`: a part of a cut's key.
  // A bitmap as a string, of one length per kind: no sort and no join of a hundred names for each page.
  const keyPart = (of: PageTokens, except: PageTokens | null) =>
    KINDS.map((kind, k) => {
      const numbered = numbers[k]!;
      const bits = new Uint16Array(Math.ceil(numbered.size / 16));
      for (const token of of[kind]) {
        const n = numbered.get(token);
        if (n !== undefined && !except?.[kind].has(token)) bits[n >> 4]! |= 1 << (n & 15);
      }
      return String.fromCharCode(...bits);
    }).join("");
  const namesConstant = (words: ReadonlySet<string>) => {
    for (const word of words) if (constants.has(word)) return true;
    return false;
  };
  // A page's code is one of a few module sets (clientTokens caches each): its part of the key is taken once.
  const codeKeys = new WeakMap<PageTokens, { key: string; named: boolean }>();
  return {
    cut: (tokens, keep = NOTHING) => {
      // What the cut depends on: which of the stylesheet's own tokens the page and its code name, and whether
      // either names a theme property. Walked from the page's tokens (a hundred or so), not the stylesheet's.
      let code = codeKeys.get(keep);
      if (!code) codeKeys.set(keep, (code = { key: keyPart(keep, null), named: namesConstant(keep.words) }));
      const named = code.named || namesConstant(tokens.words);
      const key = `${named ? "named" : ""}#${code.key}#${keyPart(tokens, keep)}`;
      let cut = cuts.get(key);
      if (cut === undefined) {
        if (cuts.size >= MAX_CUTS_KEPT) cuts.clear();
        cuts.set(key, (cut = cutPieces(named ? (asWritten ??= piecesOf(root.nodes, new Map())) : pieces, tokens, keep)));
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
  // Words the page and its code mention count as read and set (an inline style's `--x` or `var(--x)`, a script's animation name).
  const mentioned = (word: string) => tokens.words.has(word) || keep.words.has(word);
  const reads = new Set<string>();
  const read = (name: string) => reads.has(name) || mentioned(name);
  // Custom properties something kept gives a value: one nothing sets is never there to inherit or to read.
  const sets = new Set<string>();
  const animations = new Set<string>();
  // Custom property declarations, each kept when something kept reads it.
  const decls: VarDecl[] = [];
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
          if (piece.kind === "rule") decls.push(...piece.sets);
        }
      } else if (piece.kind === "vars") {
        if (matches(piece.selectors, tokens, keep)) {
          kept.add(piece);
          any = true;
          decls.push(...piece.decls);
        }
      } else any = true;
    }
    return any;
  };
  visit(pieces);
  for (const decl of decls) if (!decl.unset) sets.add(decl.name);
  const given = (name: string) => sets.has(name) || mentioned(name);
  // Custom properties read by what stays, and those they read in turn.
  for (let grew = true; grew;) {
    grew = false;
    for (const decl of decls) {
      if (!read(decl.name)) continue;
      for (const name of decl.reads) {
        if (reads.has(name)) continue;
        reads.add(name);
        grew = true;
      }
    }
  }
  // A keyframes name may be in a custom property (`--animate-x: x 1s`) that stays.
  for (const decl of decls) if (read(decl.name)) for (const word of decl.css.split(/[\s:;,()]+/)) animations.add(word);
  const write = (list: Piece[]): string => {
    let out = "";
    for (const piece of list) {
      if (piece.kind === "block") {
        const inner = kept.has(piece) ? write(piece.children) : "";
        if (inner) out += `${piece.open}{${inner}}`;
      } else if (piece.kind === "vars") {
        const written = kept.has(piece) ? piece.decls.filter((d) => read(d.name) && (!d.unset || given(d.name))) : [];
        if (written.length) out += `${piece.selector}{${written.map((d) => d.css).join(";")}}`;
      } else if (piece.kind === "keyframes") {
        if (animations.has(piece.name) || mentioned(piece.name)) out += piece.css;
      } else if (piece.kind === "property") {
        if (read(piece.name) && (piece.initial || given(piece.name))) out += piece.css;
      } else if (piece.kind === "rule") {
        if (kept.has(piece)) out += withoutUnread(piece, read);
      } else if (kept.has(piece)) out += piece.css;
    }
    return out;
  };
  return write(pieces);
}

// Astro writes attributes as ` name="value"`: what the page's markup has, read without a parser.
// One pass over the markup: an element's start (an input whole: its type matters), or a class, id or style attribute.
const MARKUP = /<(input\b[^>]*>)|<([a-zA-Z][a-zA-Z0-9-]*)| (class|id|style)="([^"]*)"/gi;
/** A word of an inline style or of code: a custom property or a keyframes name, maybe. */
export const WORD = /--[A-Za-z0-9_-]+|[A-Za-z_][A-Za-z0-9_-]*/g;

/** The classes, ids and elements of a page's HTML (a `<template>`'s too: a script may put it in), and the words of its inline styles and scripts. */
export function htmlTokens(html: string): PageTokens {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  const words = new Set<string>();
  for (const [, input, element, attribute, value] of html.matchAll(MARKUP)) {
    if (input !== undefined) {
      tags.add("input");
      tags.add(inputOfType(/ type="([^"]*)"/.exec(input)?.[1] ?? "text"));
      if (input.includes(" list=")) tags.add("input[list]");
      // The input's own attributes, as any element's.
      for (const [, name, inner] of input.matchAll(/ (class|id|style)="([^"]*)"/g)) addAttribute(name!, inner!);
    } else if (element !== undefined) tags.add(element.toLowerCase());
    else addAttribute(attribute!, value!);
  }
  function addAttribute(attribute: string, value: string) {
    const name = attribute.toLowerCase();
    if (name === "class") {
      for (const c of value.split(/\s+/)) if (c) classes.add(decodeEntities(c));
    } else if (name === "id") ids.add(decodeEntities(value));
    else if (name === "style") for (const w of value.match(WORD) ?? []) words.add(w);
  }
  return { classes, ids, tags, words };
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
  // Each <style>…</style> of the head, found by indexOf: a lazy regex stepped through its 25 KB a page.
  let cutHead = "";
  let at = 0;
  for (let open = head.indexOf("<style", at); open !== -1; open = head.indexOf("<style", at)) {
    const tagEnd = head.indexOf(">", open);
    const close = tagEnd === -1 ? -1 : head.indexOf("</style>", tagEnd);
    if (close === -1) break;
    // `<style>` or `<style …>`, not another element whose name starts so.
    if (!/[\s>]/.test(head[open + "<style".length]!)) {
      cutHead += head.slice(at, tagEnd + 1);
      at = tagEnd + 1;
      continue;
    }
    const attributes = head.slice(open + "<style".length, tagEnd);
    const css = head.slice(tagEnd + 1, close);
    let sheet = sheets.get(css);
    if (!sheet) sheets.set(css, (sheet = pageStylesheet(css)));
    const cut = sheet.cut(tokens, keep);
    cutHead += head.slice(at, open) + (cut ? `<style${attributes}>${cut}</style>` : "");
    at = close + "</style>".length;
  }
  cutHead += head.slice(at);
  return cutHead + html.slice(headEnd);
}
