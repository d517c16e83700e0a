/**
 * What a page's browser-side code may add to it after it loads (classes,
 * ids, elements, custom properties), read from the project's sources at
 * build time: the cut of the page's CSS keeps their rules
 * (src/lib/site/pageCss.ts; docs/decisions.md, "Only the CSS a page uses").
 */
import { inputOfType, WORD, type PageTokens } from "./pageCss";

// In code, a class can only come from a string: a literal, a template's text, a JSX or HTML attribute's value.
// Comments are matched so that their words and quotes (an apostrophe in prose) are passed over.
const STRING_OR_COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
// A string holds class lists (`"flex h-11"`), markup (`'<p class="x">'`), template parts (`text-${x}`).
const IN_STRING = /[\s"'`<>{}=,;()]+|\$\{/;
// An input's type where code writes one (`type="file"`, `type: "number"`): the form controls' own rules.
const INPUT_TYPE = /\btype\s*[=:]\s*\{?\s*["'`]([a-z-]+)["'`]/g;
const CODE_ELEMENT = /<([a-zA-Z][a-zA-Z0-9-]*)[\s>/]/g;

/**
 * The tokens browser-side code may add to a page after it loads, from its
 * sources: every run of a string (a Tailwind class has `:`, `/`, `[`, `.`
 * in it) as a class or id, the elements its markup names, and every word
 * as a custom property or keyframes name. Only strings: a word of code or
 * of a comment (`.filter(`, `static`, "visible") is no class the code adds,
 * nor is a string's `.x` or `#x` (a selector it looks up). Generous
 * otherwise: a token that names no rule costs nothing.
 */
export function sourceTokens(sources: readonly string[]): PageTokens {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const words = new Set<string>();
  for (const source of sources) {
    for (const [literal] of source.matchAll(STRING_OR_COMMENT)) {
      if (literal.startsWith("/")) continue;
      for (const token of literal.slice(1, -1).split(IN_STRING)) if (token && !/^[.#]/.test(token)) classes.add(token);
    }
    for (const m of source.matchAll(CODE_ELEMENT)) tags.add(m[1]!.toLowerCase());
    for (const m of source.matchAll(INPUT_TYPE)) tags.add(inputOfType(m[1]!));
    for (const w of source.match(WORD) ?? []) words.add(w);
  }
  return { classes, ids: new Set(classes), tags, words };
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
 * imports by a relative path, transitively, and `extra`'s class names for
 * a module whose code is not the project's (Astro's router). Cached per set
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
      const named = new Set(modules.flatMap((m) => extra[m] ?? []));
      const parts = [
        ...[...seen].map(tokensOfFile),
        { classes: named, ids: new Set<string>(), tags: new Set<string>(), words: new Set<string>() },
      ];
      const join = (kind: keyof PageTokens) => new Set(parts.flatMap((part) => [...part[kind]]));
      tokens = { classes: join("classes"), ids: join("ids"), tags: join("tags"), words: join("words") };
      cache.set(key, tokens);
    }
    return tokens;
  };
}
