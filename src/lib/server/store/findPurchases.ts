import type { Repositories } from "../../data";
import { purchasesMessage, STORE_DOWNLOAD_LIMITS } from "../../domain/store";
import { downloadUrl } from "../../domain/store";

/**
 * "Find my purchases" (docs/store.md#find-my-purchases): one mail to the
 * address listing every order it made, newest first, each with its
 * download page. Nothing is sent, and nothing tells the asker so, when the
 * address made no order or was mailed STORE_DOWNLOAD_LIMITS.findAddress
 * times within the hour (no inbox is flooded from the form). Answers
 * whether a mail was queued, for the tests only: the page says the same.
 */
export async function mailPurchases(
  repos: Pick<Repositories, "storeOrders" | "mail" | "rateLimits">,
  email: string,
  context: { siteUrl: string; labelName: string; salt: string; now: Date },
): Promise<boolean> {
  const orders = (await repos.storeOrders.listByEmail(email)).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  if (orders.length === 0) return false;
  if (
    !(await repos.rateLimits.consumeFor(
      STORE_DOWNLOAD_LIMITS.findAddress,
      `email:${orders[0]!.email_key}`,
      context.salt,
      context.now.getTime(),
    ))
  )
    return false;
  const message = purchasesMessage(orders, (i) => downloadUrl(context.siteUrl, orders[i]!), context.labelName);
  await repos.mail.queue(email, message, context.now);
  return true;
}
