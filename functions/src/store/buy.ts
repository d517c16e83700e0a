import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { buyFormSchema } from "../../../src/lib/domain/store";
import { STORE_TEXTS } from "../../../src/lib/domain/store";
import { stripeClient, stripeSettings } from "../../../src/lib/integrations/stripeClient";
import { STORE_PATH } from "../../../src/lib/site/paths";
import { serverConfig } from "../../../src/lib/config";
import { checkoutFromForm } from "../../../src/lib/server/store/storeHttp";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Back to the page the form was posted from when it is on the site (the
 * Referer's path only, so the link never leaves the site), else /store: a
 * plain link, as the site's policy runs no inline script.
 */
function backPath(request: Request): string {
  const referer = request.get("referer");
  if (!referer) return STORE_PATH;
  const site = new URL(serverConfig().siteUrl);
  const from = URL.parse(referer, site);
  return from && from.origin === site.origin ? `${from.pathname}${from.search}` : STORE_PATH;
}

/** A refusal as a page a browser without JavaScript shows, with the way back; a page of the site, under its headers and policy. */
const refusalPage = (request: Request, response: Response, status: number, message: string) =>
  void response
    .status(status)
    .set({ ...FUNCTION_PAGE_HEADERS, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(STORE_TEXTS.checkoutRefusedTitle)}</title></head>` +
        `<body><main><h1>${escape(STORE_TEXTS.checkoutRefusedTitle)}</h1><p role="alert">${escape(message)}</p><p><a href="${escape(backPath(request))}">${escape(STORE_TEXTS.back)}</a></p></main></body></html>`,
    );

/**
 * The BUY form's post (docs/store.md#checkout), `/api/store/buy` through a
 * Hosting rewrite: priced on the server, stock held, Stripe's session made,
 * then 303 to Stripe's checkout page. Under the minimum, sold out or no
 * longer for sale: a page with the message and a 4xx, nothing held.
 */
export const buy = definePublicHttpFunction(
  {
    access: access.public("visitors buy from the public release pages, with or without JavaScript: prices and stock are the server's"),
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "POST") return void response.status(405).set("allow", "POST").end();
    const form = buyFormSchema.safeParse(request.body ?? {});
    if (!form.success) return refusalPage(request, response, 400, firstErrorMessage(form.error));
    const settings = stripeSettings();
    if (!settings) return refusalPage(request, response, 503, STORE_TEXTS.checkoutUnavailable);
    const started = await checkoutFromForm(stripeClient(settings), form.data);
    if (!started.ok) return refusalPage(request, response, started.status, started.message);
    response.status(303).set("location", started.url).set("cache-control", "no-store").end();
  },
);
