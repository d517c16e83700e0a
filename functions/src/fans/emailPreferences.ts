import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../src/config/label";
import { emailPreferencesPage, isSignupOf, type EmailPreferencesView } from "../../../src/lib/domain/fans";
import { createRepositories } from "../../../src/lib/data";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { emailLinkUrl, verifyEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";
import { confirmReminder, unsubscribe } from "../../../src/lib/server/campaigns/reminderActions";
import { confirmSignup, fanListOwner, leaveList } from "../../../src/lib/server/fans/fanList";
import { access } from "../accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";

const FOOTER = `${LABEL.name} · ${LABEL.postalAddress} · ${LABEL.contactEmail}`;

/** The site's page headers, never cached, and no Referer at all: the page's URL holds the signed token. */
const PAGE_HEADERS = {
  ...FUNCTION_PAGE_HEADERS,
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
};

/**
 * The page behind the links of fan emails (docs/reminders.md), reached
 * through the Hosting rewrite /api/email-preferences. `?t=` is a signed
 * link (src/lib/server/campaigns/reminderKeys.ts): no login.
 * - GET shows what the link does, with a button (a plain form): link
 *   scanners that open it change nothing.
 * - POST does it: the button, and mail apps' one-click unsubscribe (RFC
 *   8058, `List-Unsubscribe=One-Click`, announced by the List-Unsubscribe-Post
 *   header). Repeating it is harmless.
 * A forged, cut or unknown link gets 400 and the "link does not work" page.
 */
const declaration = {
  access: access.public("fans open it from their emails without an account: the link's signature is the authorization"),
  options: { maxInstances: 10 },
};

export const emailPreferences = definePublicHttpFunction(declaration, async (request, response) => {
  try {
    const { status, view } = await handle(request);
    response.status(status).set(PAGE_HEADERS);
    if (status === 405) response.set("Allow", "GET, POST");
    response.send(emailPreferencesPage(view, FOOTER));
  } catch (error) {
    logger.error("email preferences failed", error);
    response
      .status(503)
      .set(PAGE_HEADERS)
      .send(emailPreferencesPage({ page: "invalid" }, FOOTER));
  }
});

async function handle(request: Request): Promise<{ status: number; view: EmailPreferencesView }> {
  const config = serverConfig();
  const token = typeof request.query.t === "string" ? request.query.t : "";
  const secret = requiredSecret(config, "reminderSecret");
  const link = verifyEmailLink(token, secret);
  if (!link) return { status: 400, view: { page: "invalid" } };
  if (request.method !== "GET" && request.method !== "POST") return { status: 405, view: { page: "invalid" } };
  const repos = createRepositories();
  const actionUrl = emailLinkUrl(config.emailPreferencesUrl, link, secret);

  if (link.action === "confirmList" || link.action === "leaveList") {
    const subscriber = await repos.subscribers.get(link.subscriberId);
    const joining = link.action === "confirmList";
    const listOwner = subscriber ? await fanListOwner(repos, subscriber.list, joining ? "join" : "leave") : null;
    // Expired or erased; or a confirmation link used after leaving the list, or one of an earlier signup of the address, which joins nothing.
    if (!subscriber || !listOwner || (joining && (subscriber.status === "unsubscribed" || !isSignupOf(subscriber, link.signedUpAt))))
      return { status: 400, view: { page: "invalid" } };
    const { listName } = listOwner;
    if (request.method === "GET") return { status: 200, view: { page: joining ? "askJoin" : "askLeave", listName, actionUrl } };
    await (joining ? confirmSignup(repos, subscriber.id, link.signedUpAt) : leaveList(repos, subscriber.id));
    return { status: 200, view: { page: joining ? "joined" : "left", listName } };
  }
  if (link.action === "unsubscribe") {
    if (request.method === "GET") return { status: 200, view: { page: "askUnsubscribe", labelName: LABEL.name, actionUrl } };
    await unsubscribe(repos, link);
    return { status: 200, view: { page: "unsubscribed", labelName: LABEL.name } };
  }
  const release = await repos.releases.get(link.releaseId);
  if (!release) return { status: 400, view: { page: "invalid" } };
  if (request.method === "GET") return { status: 200, view: { page: "askConfirm", releaseName: release.title, actionUrl } };
  const outcome = await confirmReminder(repos, link, config);
  return outcome.confirmed
    ? { status: 200, view: { page: "confirmed", releaseName: release.title } }
    : { status: 400, view: { page: "invalid" } };
}
