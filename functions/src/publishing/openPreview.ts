import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import {
  markAsPreview,
  PREVIEW_HEADERS,
  PREVIEW_TEXTS,
  PREVIEW_TOKEN_FIELD,
  previewIdSchema,
  previewRefusalPage,
  type Preview,
} from "../../../src/lib/domain/publishing";
import { access, type Caller } from "../operations/accessRules";
import { bearerToken } from "../operations/authorization";
import { readRequestBody } from "../http/requestBody";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import { READS_ONLY } from "../operations/operation";

/** A form carrying one ID token is a few kilobytes; anything larger is not ours. */
const BODY_MAX = 16 * 1024;

/**
 * The ID token of the caller: the admin opens a preview in a new tab with
 * a form POST carrying it (a tab cannot send a bearer header, and a token
 * in the URL would end up in histories and logs); a script may send the
 * bearer header instead.
 */
async function idTokenOf(request: Request): Promise<string | undefined> {
  const header = bearerToken(request.headers.authorization);
  if (header || request.method !== "POST") return header;
  const body = await readRequestBody(request, BODY_MAX);
  return (body && new URLSearchParams(body.toString("utf8")).get(PREVIEW_TOKEN_FIELD)) || undefined;
}

interface Answer {
  status: number;
  html: string;
}

/** `findSession`: a GET that brought no token, perhaps from a signed-in browser (docs/preview.md#a-link-opened-by-hand). */
const refusal = (status: number, findSession = false): Answer => {
  if (status === 401) return { status, html: previewRefusalPage(PREVIEW_TEXTS.signInTitle, PREVIEW_TEXTS.signInBody, { findSession }) };
  if (status === 404) return { status, html: previewRefusalPage(PREVIEW_TEXTS.goneTitle, PREVIEW_TEXTS.goneBody) };
  return { status: 403, html: previewRefusalPage(PREVIEW_TEXTS.deniedTitle, PREVIEW_TEXTS.deniedBody) };
};

/** The preview's id, the last segment of its path, or null for a path that cannot name one. */
function previewIdOf(request: Request): string | null {
  const id = previewIdSchema.safeParse(request.path.split("/").filter(Boolean).pop() ?? "");
  return id.success ? id.data : null;
}

/**
 * /preview/{id} (Hosting rewrite): the page a draft would have, rendered by
 * the public templates (docs/preview.md), for callers holding view on the
 * item only. Every answer, refusals included, is noindex and never cached.
 */
export const openPreview = defineGuardedHttpFunction<string, Caller & { preview: Preview }, Answer>({
  access: access.preview((id) => id),
  audit: READS_ONLY,
  options: { maxInstances: 10 },
  screen: (request) => {
    if (request.method !== "GET" && request.method !== "POST")
      return { status: 405, html: previewRefusalPage(PREVIEW_TEXTS.deniedTitle, null) };
    return previewIdOf(request) ? null : refusal(404);
  },
  token: idTokenOf,
  input: (request) => Promise.resolve({ input: previewIdOf(request)! }),
  // Only without any token: a token refused (stale, forged) must not send the browser round again.
  refused: ({ status, tokenSent }, request) => refusal(status, status === 401 && request.method === "GET" && !tokenSent),
  // Not rendered yet (or it failed): the admin only offers OPEN PREVIEW once it is ready.
  handle: (_request, _id, { preview }) =>
    Promise.resolve(preview.status !== "ready" || !preview.html ? refusal(404) : { status: 200, html: markAsPreview(preview.html) }),
  send: (response, result) => {
    response.status(result.status).set({ ...FUNCTION_PAGE_HEADERS, ...PREVIEW_HEADERS, "Content-Type": "text/html; charset=utf-8" });
    if (result.status === 405) response.set("Allow", "GET, POST");
    response.send(result.html);
  },
  failed: (error) => {
    logger.error("preview failed", error);
    return { status: 503, html: previewRefusalPage(PREVIEW_TEXTS.goneTitle, PREVIEW_TEXTS.goneBody) };
  },
});
