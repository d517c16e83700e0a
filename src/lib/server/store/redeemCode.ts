import { LABEL } from "../../../config/label";
import type { Repositories } from "../../data";
import type { Redemption } from "../../data/store/codes";
import { newDownloadToken, newOrderNumber, normalizeCode } from "../../domain/store";
import { redeemedOrder } from "../../domain/store";
import { digitalProductId, DOWNLOAD_FORMATS } from "../../domain/store";
import { todayIsoDate } from "../../domain/shared";

type Repos = Pick<
  Repositories,
  "downloadCodes" | "codeBatches" | "storeOrders" | "storeProducts" | "storeSettings" | "releases" | "artists"
>;

/**
 * Turns a typed download code into an order of amount 0, source "code"
 * (docs/store.md#download-codes): its release's album, in the formats the
 * release's digital product offers (every format when it has none). Not
 * audited: the buyer acts, not staff, and the order's own `redeemed` event
 * records it. A code that cannot be one is "invalid" without a read.
 */
export async function redeemDownloadCode(repos: Repos, typed: string, email: string, now = new Date()): Promise<Redemption> {
  const codeId = normalizeCode(typed);
  if (!codeId) return { status: "invalid" };
  const code = await repos.downloadCodes.get(codeId);
  if (!code) return { status: "invalid" };
  const [release, product, settings] = await Promise.all([
    repos.releases.get(code.release_id),
    repos.storeProducts.get(digitalProductId(code.release_id)),
    repos.storeSettings.read(LABEL.currency),
  ]);
  if (!release) return { status: "invalid" };
  const artist = release.artist_id ? await repos.artists.get(release.artist_id) : null;
  const formats = product?.type === "digital" ? product.formats : [...DOWNLOAD_FORMATS];
  return repos.downloadCodes.redeem(codeId, repos.storeOrders, repos.codeBatches, (stored) =>
    redeemedOrder({
      code: stored,
      release,
      artistName: artist?.name ?? "",
      formats,
      email,
      currency: settings.currency,
      number: newOrderNumber(),
      downloadToken: newDownloadToken(),
      now,
      saleDay: todayIsoDate(now, LABEL.timeZone),
    }),
  );
}
