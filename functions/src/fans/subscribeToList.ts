import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../src/config/label";
import { SUBSCRIBE_RESULTS, followPage, signupRequestSchema, type SubscribeResult } from "../../../src/lib/domain/fans";
import { INVALID_EMAIL, firstErrorMessage, formResultId } from "../../../src/lib/domain/shared";
import { serverConfig } from "../../../src/lib/config";
import { SUBSCRIBE_PAGE, SUBSCRIBE_ROUTE } from "../../../src/lib/site/endpoints";
import { artistPath } from "../../../src/lib/site/paths";
import { corsOrigins } from "../http/corsOrigins";
import { readRequestBody } from "../http/requestBody";
import { isFormNavigation, resultLocation } from "../http/formNavigation";
import { hostingVisitor } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";
import { admitFanListSignup, followedArtist, SIGNUP_ACCESS, signUpToFanList } from "../operations/fans/signups";

/** The form's sender: a visitor, whoever they are. */
const VISITOR = { uid: null };

/** An address, a list id, a wording version and a form name: anything bigger is not a signup. */
const MAX_BODY_BYTES = 4 * 1024;

const STATUS: Record<SubscribeResult, number> = { pending: 200, "invalid-email": 400, "rate-limited": 429, unavailable: 404, failed: 400 };

/**
 * The fan list's signup forms (docs/fans.md): the footer of every public
 * page (label news) and the FOLLOW form of an artist page, through the
 * Hosting rewrite /api/subscribe. A urlencoded POST of email, list, consent
 * and form. A form sent without JavaScript gets a 303 to the subscribe page
 * with the result in the fragment (the address never in a URL), except an
 * artist page's FOLLOW form, answered with its own page (followPage: the
 * artist named, a link back, the form again with the address after an
 * error); a script
 * asking for JSON gets `{ result, message }` and the status. The answer is
 * the same whether or not the address was already on the list.
 */
const declaration = {
  access: SIGNUP_ACCESS,
  options: { cors: corsOrigins(serverConfig().siteUrl), maxInstances: 10 },
};

export const subscribeToList = definePublicHttpFunction(declaration, async (request, response) => {
  const fields: Record<string, string> = {};
  const result = await handle(request, fields).catch((error: unknown): SubscribeResult => {
    logger.error("Fan list signup failed", error);
    return "failed";
  });
  if (isFormNavigation(request)) {
    const page = await followResultPage(result, fields).catch((error: unknown) => {
      logger.error("FOLLOW result page failed", error);
      return null;
    });
    if (page) {
      response
        .status(STATUS[result])
        .set({ ...FUNCTION_PAGE_HEADERS, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
        .send(page);
      return;
    }
    response.redirect(303, resultLocation(serverConfig().siteUrl, SUBSCRIBE_PAGE, formResultId("subscribe", result)));
    return;
  }
  const { title, ...rest } = SUBSCRIBE_RESULTS[result];
  response
    .status(request.method === "POST" ? STATUS[result] : 405)
    .json({ result, message: "description" in rest ? rest.description : title });
});

/** `fields` receives the form's fields as sent (the address as typed), for the page that answers it. */
async function handle(request: Request, fields: Record<string, string>): Promise<SubscribeResult> {
  if (request.method !== "POST") return "failed";
  const raw = await readRequestBody(request, MAX_BODY_BYTES);
  if (!raw) return "failed";
  Object.assign(fields, Object.fromEntries(new URLSearchParams(raw.toString("utf8"))));
  // Counted before anything is read: refused and malformed attempts use up the allowance too.
  if (!(await admitFanListSignup.run({}, hostingVisitor(request)))) return "rate-limited";
  const parsed = signupRequestSchema.safeParse(fields);
  if (!parsed.success) return firstErrorMessage(parsed.error) === INVALID_EMAIL ? "invalid-email" : "failed";
  const { email, list, consent, form } = parsed.data;
  const joined = await signUpToFanList.run({ email, list, source: form, consent }, VISITOR);
  return joined ? "pending" : "unavailable";
}

/** The FOLLOW form's page, or null for any other form (and an artist not there or not published: the subscribe page says so). */
async function followResultPage(result: SubscribeResult, fields: Record<string, string>): Promise<string | null> {
  const list = fields.list ?? "";
  if (fields.form !== "artist_page") return null;
  const artist = await followedArtist.run({ list }, VISITOR);
  if (!artist) return null;
  const artistUrl = `${serverConfig().siteUrl.replace(/\/+$/, "")}${artistPath(artist.slug)}`;
  const email = (fields.email ?? "").slice(0, MAX_BODY_BYTES);
  return followPage({ result, artist, artistUrl, action: SUBSCRIBE_ROUTE, email }, `${LABEL.name} · ${LABEL.contactEmail}`);
}
