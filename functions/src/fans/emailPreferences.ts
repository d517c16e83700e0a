import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../src/config/label";
import { emailPreferencesPage } from "../../../src/lib/domain/fans";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { emailLinkUrl, verifyEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";
import { definePublicHttpFunction } from "../http/httpFunction";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";
import { askEmailLink, EMAIL_LINK_ACCESS, followEmailLink, type EmailLinkAnswer } from "../operations/fans/emailLinks";

/** The page's visitor: the link's signature, checked here, is their authorization. */
const ANONYMOUS = { uid: null };

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
  access: EMAIL_LINK_ACCESS,
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

async function handle(request: Request): Promise<EmailLinkAnswer> {
  const config = serverConfig();
  const token = typeof request.query.t === "string" ? request.query.t : "";
  const secret = requiredSecret(config, "reminderSecret");
  const link = verifyEmailLink(token, secret);
  if (!link) return { status: 400, view: { page: "invalid" } };
  if (request.method === "GET")
    return askEmailLink.run({ link, actionUrl: emailLinkUrl(config.emailPreferencesUrl, link, secret) }, ANONYMOUS);
  if (request.method === "POST") return followEmailLink.run({ link }, ANONYMOUS);
  return { status: 405, view: { page: "invalid" } };
}
