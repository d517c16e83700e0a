import type { Response } from "express";
import type { PageAnswer } from "../../../src/lib/server/store/downloadHttp";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";

/** A buyer's pages are theirs alone: no cache keeps them, no search engine lists them, no link from them tells another site their address. */
export const BUYER_PAGE_HEADERS = {
  ...FUNCTION_PAGE_HEADERS,
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
};

/** Sends a page, or a 303 (a form post answered, JavaScript or not). */
export function sendBuyerPage(response: Response, answer: PageAnswer): void {
  if (answer.kind === "redirect") return void response.status(303).set("cache-control", "no-store").location(answer.location).end();
  response.status(answer.status).set(BUYER_PAGE_HEADERS).type("html").send(answer.html);
}

/** 405 with the methods a route takes. */
export const methodNotAllowed = (response: Response, allowed: readonly string[]) =>
  void response.status(405).set("allow", allowed.join(", ")).end();
