import { CAMPAIGN_ERRORS, type Campaign, type Recipient } from "../../../src/lib/domain/promo";
import type { Release } from "../../../src/lib/domain/catalog";
import type { Action } from "../../../src/lib/domain/shared";
import { access, type Caller } from "../operations/accessRules";
import { allows, type CallerAccess } from "../operations/authorization";
import type { Repositories } from "../operations/operation";

/**
 * Who may do what with a promo campaign (docs/promo.md#who-may-do-what):
 * the release grants on the campaign's release's primary artist — view to
 * see it, edit to prepare it, publish to send it and manage its links,
 * delete to delete it. As for releases, the caller must hold the action
 * somewhere before anything is read. A campaign whose release is gone
 * needs the action globally.
 */

/** A campaign and its release (null once deleted). */
export interface CampaignItem {
  campaign: Campaign;
  release: Release | null;
}

/** The artist a campaign's grants are checked on. */
export const campaignArtist = (item: CampaignItem): string | null => item.release?.artist_id ?? null;

/** Whether the caller holds `action` on the campaign. */
export const mayOnCampaign = (caller: CallerAccess, item: CampaignItem, action: Action) =>
  allows(caller, "releases", [{ action, artistId: campaignArtist(item) }]);

/**
 * Whether the caller may read contacts' addresses in a campaign's answers:
 * the contact book's own grant (press view, docs/promo.md#contacts). Anyone
 * else who prepares campaigns chooses recipients by name and tag and sees
 * them by name, never by address.
 */
export const seesContactAddresses = (caller: CallerAccess) => allows(caller, "press", [{ action: "view", artistId: null }]);

async function loadCampaign(repos: Repositories, id: string): Promise<CampaignItem | null> {
  const campaign = await repos.promoCampaigns.get(id);
  if (!campaign) return null;
  return { campaign, release: await repos.releases.get(campaign.release_id) };
}

/** One campaign by `id`, `action` on its release's artist; the handler gets it as `item`. */
export const campaignRule = <I extends { id: string }>(action: Action) =>
  access.stored<I, Caller, CampaignItem>({
    scope: access.anywhere<I>("releases", [action]),
    load: (input, repos) => loadCampaign(repos, input.id),
    notFound: CAMPAIGN_ERRORS.notFound,
    allows: (caller, item) => mayOnCampaign(caller, item, action),
  });

/** One link by `id` (`{campaignId}_{contactId}`), publish on its campaign's release's artist; the handler gets it with its campaign. */
export const linkRule = <I extends { id: string }>() =>
  access.stored<I, Caller, CampaignItem & { recipient: Recipient }>({
    scope: access.anywhere<I>("releases", ["publish"]),
    load: async (input, repos) => {
      const recipient = await repos.promoRecipients.get(input.id);
      const item = recipient && (await loadCampaign(repos, recipient.campaign_id));
      return item ? { ...item, recipient } : null;
    },
    notFound: CAMPAIGN_ERRORS.linkNotFound,
    allows: (caller, item) => mayOnCampaign(caller, item, "publish"),
  });
