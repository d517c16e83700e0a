import type { Repositories } from "../../data";
import { PROMO_FILE_TYPES, PROMO_PAGE_TEXTS, promoDownloadPath, type Campaign, type Recipient } from "../../domain/promo";
import type { PromoDownloadLink } from "./promoPageHtml";

/** A recipient's promo link as the page and its downloads read it: who, and which campaign. */
export interface PromoLink {
  recipient: Recipient;
  campaign: Campaign;
}

/**
 * The promo page's downloads section (docs/promo.md#the-promo-page): one
 * link per track and offered format, to the download route
 * (functions/src/promo/promoDownload.ts, which checks everything again);
 * none until the feedback is in when the campaign asks for it first.
 */
export async function promoDownloadLinks(
  repos: Pick<Repositories, "promoEvents">,
  link: PromoLink,
  token: string,
  titles: ReadonlyMap<string, string>,
  feedbackGiven: boolean,
): Promise<{ links: PromoDownloadLink[]; afterFeedback: boolean; left: number }> {
  const { campaign } = link;
  const afterFeedback = campaign.feedback_before_download && !feedbackGiven;
  const used = afterFeedback ? 0 : await repos.promoEvents.countDownloads(link.recipient.id);
  const links = afterFeedback
    ? []
    : campaign.track_ids.flatMap((trackId) =>
        campaign.download_formats.map((format) => ({
          href: promoDownloadPath(token, trackId, PROMO_FILE_TYPES[format].extension),
          label: PROMO_PAGE_TEXTS.download(titles.get(trackId) ?? "", PROMO_PAGE_TEXTS.formatNames[format]),
        })),
      );
  return { links, afterFeedback, left: Math.max(0, campaign.download_limit - used) };
}
