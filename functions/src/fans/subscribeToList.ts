import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { FAN_LIST_RATE_LIMIT, signupRequestSchema } from "../../../src/lib/domain/fans";
import { INVALID_EMAIL, SUBSCRIBE_RESULTS, firstErrorMessage, formResultId, type SubscribeResult } from "../../../src/lib/domain/shared";
import { createRepositories } from "../../../src/lib/data";
import { serverConfig } from "../../../src/lib/server/config";
import { signUp } from "../../../src/lib/server/fans/fanList";
import { SUBSCRIBE_PAGE } from "../../../src/lib/site/endpoints";
import { corsOrigins } from "../http/corsOrigins";
import { readRequestBody } from "../http/requestBody";
import { access } from "../accessRules";
import { withinClientLimit } from "../http/clientLimit";
import { isFormNavigation, resultLocation } from "../http/formNavigation";
import { definePublicHttpFunction } from "../http/httpFunction";

/** An address, a list id, a wording version and a form name: anything bigger is not a signup. */
const MAX_BODY_BYTES = 4 * 1024;

const STATUS: Record<SubscribeResult, number> = { pending: 200, "invalid-email": 400, "rate-limited": 429, unavailable: 404, failed: 400 };

/**
 * The fan list's signup forms (docs/fans.md): the footer of every public
 * page (label news) and the FOLLOW form of an artist page, through the
 * Hosting rewrite /api/subscribe. A urlencoded POST of email, list, consent
 * and form. A form sent without JavaScript gets a 303 to the subscribe page
 * with the result in the fragment (the address never in a URL); a script
 * asking for JSON gets `{ result, message }` and the status. The answer is
 * the same whether or not the address was already on the list.
 */
const declaration = {
  access: access.public("visitors sign up for label news or follow an artist from the public pages, with or without JavaScript"),
  options: { cors: corsOrigins(serverConfig().siteUrl), maxInstances: 10 },
};

export const subscribeToList = definePublicHttpFunction(declaration, async (request, response) => {
  const result = await handle(request).catch((error: unknown): SubscribeResult => {
    logger.error("Fan list signup failed", error);
    return "failed";
  });
  if (isFormNavigation(request)) {
    response.redirect(303, resultLocation(serverConfig().siteUrl, SUBSCRIBE_PAGE, formResultId("subscribe", result)));
    return;
  }
  const { title, ...rest } = SUBSCRIBE_RESULTS[result];
  response.status(request.method === "POST" ? STATUS[result] : 405).json({ result, message: "description" in rest ? rest.description : title });
});

async function handle(request: Request): Promise<SubscribeResult> {
  if (request.method !== "POST") return "failed";
  const raw = await readRequestBody(request, MAX_BODY_BYTES);
  if (!raw) return "failed";
  const repos = createRepositories();
  // Counted before anything is read: refused and malformed attempts use up the allowance too.
  if (!(await withinClientLimit(repos, FAN_LIST_RATE_LIMIT, request, "hosting"))) return "rate-limited";
  const parsed = signupRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(raw.toString("utf8"))));
  if (!parsed.success) return firstErrorMessage(parsed.error) === INVALID_EMAIL ? "invalid-email" : "failed";
  const { email, list, consent, form } = parsed.data;
  const joined = await signUp(repos, { email, list, source: form, consent }, serverConfig());
  return joined ? "pending" : "unavailable";
}
