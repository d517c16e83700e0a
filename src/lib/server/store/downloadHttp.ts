/**
 * What the buyer's download function and /redeem answer
 * (docs/store.md#the-download-page), with the repositories made here so
 * function files stay off the data layer. Each answer is a page (status and
 * HTML), a redirect, or a file ready to stream; the function only sends it.
 */
import { LABEL } from "../../../config/label";
import { createRepositories } from "../../data";
import { firstErrorMessage } from "../../domain/shared";
import { findPurchasesFormSchema, redeemFormSchema, STORE_DOWNLOAD_LIMITS, type DownloadRoute } from "../../domain/store";
import { DOWNLOAD_TEXTS } from "../../domain/store";
import { REDEEM_TEXTS } from "../../domain/store";
import { audioStore } from "../../files";
import { requiredSecret, serverConfig } from "../../config";
import { downloadMessageHtml, downloadPageHtml, findPurchasesHtml, redeemHtml } from "./downloadPageHtml";
import { downloadPageView, orderOfToken, prepareDownload, type DownloadReady } from "./downloads";
import { mailPurchases } from "./findPurchases";
import { redeemDownloadCode } from "./redeemCode";
import { coverFromUrl } from "./storeFiles";
import { withinClientLimit, type RequestClient } from "../clientLimit";

export type PageAnswer = { kind: "page"; status: number; html: string } | { kind: "redirect"; location: string };
export type DownloadAnswer = PageAnswer | { kind: "file"; ready: DownloadReady; store: ReturnType<typeof audioStore> };

const pageOf = (status: number, html: string): PageAnswer => ({ kind: "page", status, html });
/** An unknown token or path: a clear page, 404 (a token is 256 random bits: its page's existence tells a guesser nothing usable). */
export const downloadNotFound = () => pageOf(404, downloadMessageHtml(DOWNLOAD_TEXTS.notFoundTitle, DOWNLOAD_TEXTS.notFound));
const tooMany = (message: string) => pageOf(429, downloadMessageHtml(DOWNLOAD_TEXTS.pageTitle, message));
const formOf = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
const typed = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** GET of the download page, or of one of its files. */
export async function downloadAnswer(
  route: Exclude<DownloadRoute, { kind: "find" }>,
  query: { e: unknown; s: unknown },
  client: RequestClient,
  now = new Date(),
): Promise<DownloadAnswer> {
  const repos = createRepositories();
  if (!(await withinClientLimit(repos, route.kind === "page" ? STORE_DOWNLOAD_LIMITS.page : STORE_DOWNLOAD_LIMITS.file, client)))
    return tooMany(DOWNLOAD_TEXTS.tooMany);
  const order = await orderOfToken(repos, route.token);
  if (!order) return downloadNotFound();
  if (order.downloads_withdrawn) return pageOf(410, downloadMessageHtml(DOWNLOAD_TEXTS.withdrawnTitle, DOWNLOAD_TEXTS.withdrawn));
  const secret = requiredSecret(serverConfig(), "reminderSecret");
  if (route.kind === "page") return pageOf(200, downloadPageHtml(await downloadPageView(repos, order, route.token, { secret, now })));
  const store = audioStore();
  const ready = await prepareDownload(repos, order, route, query, { secret, store, coverOf: coverFromUrl(serverConfig().siteUrl), now });
  if ("status" in ready)
    return pageOf(
      ready.status,
      downloadMessageHtml(DOWNLOAD_TEXTS.pageTitle, ready.message, ready.backToPage ? `/download/${route.token}` : null),
    );
  return { kind: "file", ready, store };
}

/** "Find my purchases": GET shows the form (with the sent message after a post), POST mails the address and comes back to it. */
export async function findPurchasesAnswer(
  method: string,
  body: unknown,
  query: Record<string, unknown>,
  client: RequestClient,
  now = new Date(),
): Promise<PageAnswer> {
  if (method !== "POST") return pageOf(200, findPurchasesHtml({ sent: query.sent === "1", error: null, email: "" }));
  const form = findPurchasesFormSchema.safeParse(formOf(body));
  if (!form.success)
    return pageOf(400, findPurchasesHtml({ sent: false, error: firstErrorMessage(form.error), email: typed(formOf(body).email, 320) }));
  const repos = createRepositories();
  if (!(await withinClientLimit(repos, STORE_DOWNLOAD_LIMITS.find, client)))
    return pageOf(429, findPurchasesHtml({ sent: false, error: REDEEM_TEXTS.tooMany, email: form.data.email }));
  await mailPurchases(repos, form.data.email, {
    siteUrl: serverConfig().siteUrl,
    labelName: LABEL.name,
    salt: requiredSecret(serverConfig(), "rateLimitSalt"),
    now,
  });
  return { kind: "redirect", location: "/download?sent=1" };
}

/** /redeem: GET shows the form, POST turns the code into an order and sends the buyer to its download page. */
export async function redeemAnswer(method: string, body: unknown, client: RequestClient, now = new Date()): Promise<PageAnswer> {
  if (method !== "POST") return pageOf(200, redeemHtml({ error: null, code: "", email: "" }));
  const raw = formOf(body);
  const again = (status: number, error: string) =>
    pageOf(status, redeemHtml({ error, code: typed(raw.code, 40), email: typed(raw.email, 320) }));
  const repos = createRepositories();
  // Counted before the form is read: every guess costs the guesser, a malformed one too.
  if (!(await withinClientLimit(repos, STORE_DOWNLOAD_LIMITS.redeem, client))) return again(429, REDEEM_TEXTS.tooMany);
  const form = redeemFormSchema.safeParse(raw);
  if (!form.success) return again(400, firstErrorMessage(form.error));
  const redeemed = await redeemDownloadCode(repos, form.data.code, form.data.email, now);
  if (redeemed.status === "invalid") return again(400, REDEEM_TEXTS.invalid);
  if (redeemed.status === "used") return again(409, REDEEM_TEXTS.used);
  return { kind: "redirect", location: `/download/${redeemed.order.download_token}` };
}
