import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { preSaveRequestSchema, type PreSaveResult } from "../../../src/lib/domain/campaigns";
import { INTEGRATION_ERRORS } from "../../../src/lib/domain/catalog";
import { INVALID_EMAIL, NOT_FOUND, PRE_SAVE_TOASTS, firstErrorMessage, formResultId, recordIdSchema } from "../../../src/lib/domain/shared";
import type { PreSaveFormResponse } from "../../../src/lib/domain/campaigns";
import { serverConfig } from "../../../src/lib/config";
import { corsOrigins } from "../http/corsOrigins";
import { readRequestBody } from "../http/requestBody";
import { isFormNavigation, resultLocation } from "../http/formNavigation";
import { clientOf } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";
import { admitPreSave, PRE_SAVE_ACCESS, recordPreSave } from "../operations/campaigns/preSaves";

/** A release id, an email and a notice version: anything bigger is not a pre-save. */
const MAX_BODY_BYTES = 4 * 1024;
/** Where a form navigation lands when the release is unknown. */
const FALLBACK_PATH = "/releases";

interface Answer {
  status: number;
  result: PreSaveResult;
  body: PreSaveFormResponse;
  /** The release's pre-save page, when the release is known. */
  pagePath: string | null;
}

const refused = (status: number, result: PreSaveResult, message: string, pagePath: string | null): Answer => ({
  status,
  result,
  body: { error: { message } },
  pagePath,
});

/**
 * The pre-save form (spec: pre-save page), same origin in production through
 * the Hosting rewrite /api/pre-save. A urlencoded POST of release_id, email
 * and email_notice. The page's script asks for JSON and gets `{ redirectUrl }`
 * or `{ error: { message } }` with 400/404/429; a form sent without
 * JavaScript gets a 303 back to the release's pre-save page with the result
 * in the fragment, so the email never appears in a URL. Same rules as the
 * trackPreSave callable: shared allowance, once per release and email.
 */
const declaration = {
  access: PRE_SAVE_ACCESS,
  options: { cors: corsOrigins(serverConfig().siteUrl), maxInstances: 10 },
};

export const submitPreSave = definePublicHttpFunction(declaration, async (request, response) => {
  const answer = await handle(request).catch((error: unknown): Answer => {
    logger.error("Pre-save failed", error);
    return refused(500, "failed", PRE_SAVE_TOASTS.failed, null);
  });
  if (isFormNavigation(request)) {
    const fragment = formResultId("pre-save", answer.result);
    response.redirect(303, resultLocation(serverConfig().siteUrl, answer.pagePath ?? FALLBACK_PATH, answer.pagePath ? fragment : null));
    return;
  }
  response.status(answer.status).json(answer.body);
});

async function handle(request: Request): Promise<Answer> {
  if (request.method !== "POST") return refused(405, "failed", PRE_SAVE_TOASTS.failed, null);
  const raw = await readRequestBody(request, MAX_BODY_BYTES);
  if (!raw) return refused(413, "failed", PRE_SAVE_TOASTS.failed, null);
  const fields = Object.fromEntries(new URLSearchParams(raw.toString("utf8")));
  // Only a well-formed release id is looked up (the schema's own check, before anything is read).
  const releaseId = recordIdSchema.safeParse(fields.release_id).success ? fields.release_id! : null;

  // Counted before anything is read: refused and malformed attempts use up the allowance too.
  // The client as Hosting's edge wrote it, never an X-Forwarded-For entry it sent itself.
  const caller = { uid: null, client: clientOf(request, "hosting") };
  const { allowed, target } = await admitPreSave.run({ releaseId }, caller);
  const pagePath = target?.pagePath ?? null;
  if (!allowed) return refused(429, "rate-limited", INTEGRATION_ERRORS.preSaveRateLimited, pagePath);

  const parsed = preSaveRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const message = firstErrorMessage(parsed.error);
    return refused(400, message === INVALID_EMAIL ? "invalid-email" : "failed", message, pagePath);
  }
  if (!target?.available) return refused(404, "unavailable", NOT_FOUND.preSaveDescription, pagePath);

  await recordPreSave.run({ release: target.release, request: parsed.data }, caller);
  return { status: 200, result: "recorded", body: { redirectUrl: target.redirectUrl }, pagePath };
}
