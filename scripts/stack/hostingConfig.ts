import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * The parts of firebase.json's "hosting" block the local server mirrors, so
 * that redirects, headers and rewrites have one source of truth for production and the
 * local stack.
 */
export interface HostingConfig {
  redirects?: { source: string; destination: string; type?: number }[];
  rewrites?: { source: string; destination?: string; function?: { functionId: string; region?: string } }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

export function readHostingConfig(root: string): HostingConfig {
  return (JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as { hosting: HostingConfig }).hosting;
}

/** firebase.json's function rewrites: `/api/submit-demo` → `submitDemo` in its region. */
export function hostingFunctionRewrites(hosting: HostingConfig): { source: string; functionId: string; region: string }[] {
  return (hosting.rewrites ?? []).flatMap((r) =>
    r.function ? [{ source: r.source, functionId: r.function.functionId, region: r.function.region ?? "us-central1" }] : [],
  );
}

/**
 * A redirect source as a pattern: Hosting's `:name` segments (`:name*` takes
 * the rest of the path) captured for the destination, any other segment a
 * glob. Null when the source has no capture (matched as a glob alone).
 */
function segmentPattern(source: string): RegExp | null {
  if (!source.includes(":")) return null;
  const parts = source.split("/").map((segment) => {
    const capture = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/.exec(segment);
    if (capture) return capture[2] ? `(?<${capture[1]}>.*)` : `(?<${capture[1]}>[^/]+)`;
    return segment
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*/g, ".*")
      .replace(/(?<!\.)\*/g, "[^/]*");
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}

/**
 * Where firebase.json's redirects send `urlPath` (the first rule that
 * matches, as in Hosting, before any file or rewrite is looked at): the
 * destination with the source's `:name` captures put in, the request's query
 * kept when the destination has none; null when no rule matches.
 */
export function hostingRedirect(hosting: HostingConfig, urlPath: string, search = ""): { status: number; location: string } | null {
  for (const rule of hosting.redirects ?? []) {
    const pattern = segmentPattern(rule.source);
    const captures = pattern ? pattern.exec(urlPath)?.groups : matchesHostingGlob(rule.source, urlPath) ? {} : undefined;
    if (!captures) continue;
    const location = rule.destination.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name: string) => captures[name] ?? whole);
    return { status: rule.type ?? 301, location: location.includes("?") ? location : `${location}${search}` };
  }
  return null;
}

// Hosting's globs use extglob (`@(a|b)`, `!(x)`); picomatch reads the same syntax.
const picomatch = createRequire(import.meta.url)("picomatch") as (glob: string) => (path: string) => boolean;
const matchers = new Map<string, (path: string) => boolean>();
export const matchesHostingGlob = (glob: string, path: string) => {
  let matcher = matchers.get(glob);
  if (!matcher) matchers.set(glob, (matcher = picomatch(glob)));
  return matcher(path);
};

/** Production-only headers: HSTS makes no sense for http://localhost. */
const PRODUCTION_ONLY = new Set(["strict-transport-security"]);

/**
 * The headers Hosting would send for `urlPath` (later rules win, as in
 * Hosting), for the local server: without production-only headers, and
 * with the local origins in `cspAdditions` appended to their CSP directives.
 */
export function hostingHeaders(
  hosting: HostingConfig,
  urlPath: string,
  cspAdditions: Record<string, string[]> = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of hosting.headers ?? []) {
    if (!matchesHostingGlob(rule.source, urlPath)) continue;
    for (const { key, value } of rule.headers) {
      if (!PRODUCTION_ONLY.has(key.toLowerCase())) headers[key.toLowerCase()] = value;
    }
  }
  const csp = headers["content-security-policy"];
  if (csp) headers["content-security-policy"] = extendCsp(csp, cspAdditions);
  return headers;
}

/** Appends sources to directives of a policy (a directive not in it is added). */
export function extendCsp(policy: string, additions: Record<string, string[]>): string {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(additions)) {
    if (sources.length === 0) continue;
    const index = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (index === -1) directives.push(`${name} ${sources.join(" ")}`);
    else directives[index] = `${directives[index]} ${sources.join(" ")}`;
  }
  return directives.join("; ");
}
