import type { Repositories } from "../../data";
import type { Mail } from "../../domain/shared";
import { downloadUrl } from "../../domain/store";
import { downloadReadyEmail, preorderOrders, type ReadyDownload } from "../../domain/store";
import { reminderMailId } from "../campaigns/reminderKeys";
import { LABEL_SENDER, type ReleaseMailContext } from "../fans/fanMail";

/**
 * A release's pre-order buyers on its day (docs/store.md#pre-orders), for
 * the release-day job: one entry per address (its keyed hash, as the
 * reminders key theirs, so an address's reminder or announcement carries
 * its downloads and it gets one email), each with its orders' download pages.
 */
export interface PreorderBuyer {
  email: string;
  downloads: ReadyDownload[];
}

export async function preorderBuyers(
  repos: Pick<Repositories, "storeOrders">,
  releaseId: string,
  moment: Date,
  keyOf: (email: string) => string,
  siteUrl: string,
): Promise<Map<string, PreorderBuyer>> {
  const orders = preorderOrders(await repos.storeOrders.listByRelease(releaseId), releaseId, moment).sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime(),
  );
  const buyers = new Map<string, PreorderBuyer>();
  for (const order of orders) {
    const key = keyOf(order.email);
    const buyer = buyers.get(key) ?? { email: order.email.trim(), downloads: [] };
    buyer.downloads.push({ number: order.number, url: downloadUrl(siteUrl, order) });
    buyers.set(key, buyer);
  }
  return buyers;
}

/** The release-day email of a buyer who gets no reminder or announcement that day: the id a reminder would have (release and address), so it is queued once. */
export function downloadReadyMail(context: ReleaseMailContext, addressKey: string, buyer: PreorderBuyer, at: Date): Mail {
  const message = downloadReadyEmail({
    title: context.release.title,
    artistNames: context.artistNames,
    downloads: buyer.downloads,
    sender: LABEL_SENDER,
  });
  return {
    id: reminderMailId(context.release.id, addressKey),
    to: buyer.email,
    message,
    created_at: at,
    kind: "preorder_ready",
    release_id: context.release.id,
    address_key: addressKey,
  };
}
