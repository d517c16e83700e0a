import type { Response } from "express";
import firebaseConfig from "../../../firebase.json" with { type: "json" };

/**
 * The security headers of every function answer (docs/decisions.md,
 * "Security headers"). Hosting adds firebase.json's headers to what its
 * rewrites answer, but callables and the function URLs (the local demo audio
 * route, the email-preferences page the local stack links to) are reached
 * without Hosting: the functions carry the headers themselves, whatever
 * Hosting adds.
 */

/** Left to Hosting: HSTS belongs to the site's domain (the functions' own domains are HTTPS-only already). */
const DOMAIN_HEADERS = new Set(["strict-transport-security"]);

/** firebase.json's headers for every path (`**`): the site's Content-Security-Policy, nosniff, Referrer-Policy, X-Frame-Options. */
function siteWideHeaders(): Record<string, string> {
  const rule = firebaseConfig.hosting.headers.find((r) => r.source === "**");
  if (!rule) throw new Error('firebase.json has no headers rule for "**"');
  return Object.fromEntries(
    rule.headers.filter((h) => !DOMAIN_HEADERS.has(h.key.toLowerCase())).map((h) => [h.key.toLowerCase(), h.value]),
  );
}

/**
 * An HTML page a function answers (the email-preferences page, a preview):
 * the same headers as every page of the site, its policy included.
 */
export const FUNCTION_PAGE_HEADERS: Readonly<Record<string, string>> = siteWideHeaders();

/**
 * Every other answer (JSON, images, audio, redirects, errors): the site's
 * headers with a policy under which nothing in it runs, loads or frames,
 * and nothing may frame it. A page overrides this with FUNCTION_PAGE_HEADERS.
 */
export const FUNCTION_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...FUNCTION_PAGE_HEADERS,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
};

const SECURED = Symbol("security headers");

/**
 * The HTTP function (onRequest or onCall) with FUNCTION_ANSWER_HEADERS set
 * before anything answers: its handler, the CORS preflight, the callable
 * protocol's own refusals and the runtime's error answer all carry them.
 * The function's properties (its `__endpoint`, which deployment and the
 * emulator read) are kept.
 */
export function withSecurityHeaders<F extends (request: never, response: Response) => unknown>(fn: F): F {
  const secured = (request: never, response: Response) => {
    response.set(FUNCTION_ANSWER_HEADERS);
    return fn(request, response);
  };
  const { length: _length, name: _name, prototype: _prototype, ...properties } = Object.getOwnPropertyDescriptors(fn);
  Object.defineProperties(secured, properties);
  Object.defineProperty(secured, SECURED, { value: true });
  return secured as unknown as F;
}

/** True for a function withSecurityHeaders made (a test walks every export with it). */
export function hasSecurityHeaders(fn: unknown): boolean {
  return typeof fn === "function" && (fn as unknown as Record<symbol, unknown>)[SECURED] === true;
}

/**
 * A redirect into an embed page (a track's embed address of before,
 * functions/src/listening/embedTrackRedirect.ts): an iframe on any site
 * must follow it (Chromium checks a frame's policy on each redirect too), so
 * it may be framed by anyone, as firebase.json's embed rule says; nothing in
 * it runs or loads.
 */
export const FUNCTION_EMBED_REDIRECT_HEADERS: Readonly<Record<string, string>> = {
  ...FUNCTION_ANSWER_HEADERS,
  "content-security-policy": "default-src 'none'; frame-ancestors *; base-uri 'none'; form-action 'none'; sandbox",
};
