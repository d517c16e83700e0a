import { HttpsError } from "firebase-functions/https";
import { CAMPAIGN_ERRORS, campaignCan } from "../../../../src/lib/domain/promo";
import { holdsAnywhere } from "../../../../src/lib/domain/access";
import { checkedTracks, campaignFields, recipientRows, trackOptions } from "../../../../src/lib/server/promo/promoCampaignAdmin";
import { sendPlan } from "../../../../src/lib/server/promo/promoSend";
import { access } from "../accessRules";
import { assertAllowed, refuse } from "../authorization";
import type { CallableInput } from "../../callable";
import { campaignRule, mayOnCampaign, seesContactAddresses } from "../../promo/campaignAccess";
import { defineOperation, LIST_SCOPE, READS_ONLY } from "../operation";

// Preparing promo campaigns (docs/promo.md#campaigns-and-links): seeing them needs releases view, preparing
// releases edit, deleting releases delete, each on the campaign's release's primary artist.

/** The campaigns of the caller's artists: a campaign's artist is its release's primary artist, read with it. */
export const listPromoCampaigns = defineOperation(
  "listPromoCampaigns",
  { access: access.list("releases"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (_input: CallableInput<"listPromoCampaigns">, { repos, caller, scoped }) => {
    const campaigns = await repos.promoCampaigns.listNewest();
    const releases = new Map((await repos.releases.getMany(campaigns.map((c) => c.release_id))).map((r) => [r.id, r]));
    const visible = campaigns.filter((c) => scoped.reaches(releases.get(c.release_id)?.artist_id ?? null));
    return {
      campaigns: visible.map(({ id, name, release_id, status, expires_at, sent_at, updated_at }) => ({
        id,
        name,
        release_id,
        release_title: releases.get(release_id)?.title ?? "",
        status,
        expires_at,
        sent_at,
        updated_at,
      })),
      can_create: holdsAnywhere(caller, "releases", ["edit"]),
    };
  },
);

export const getPromoCampaign = defineOperation(
  "getPromoCampaign",
  { access: campaignRule<CallableInput<"getPromoCampaign">>("view"), audit: READS_ONLY },
  async (_input, { repos, caller, item }) => {
    const { campaign, release } = item;
    const [tracks, recipients] = await Promise.all([
      release ? trackOptions(repos, release) : Promise.resolve([]),
      repos.promoRecipients.listForCampaign(campaign.id),
    ]);
    const [rows, plan] = await Promise.all([
      recipientRows(repos, recipients, seesContactAddresses(caller)),
      sendPlan(repos, campaign, recipients),
    ]);
    return {
      campaign,
      release_title: release?.title ?? "",
      tracks,
      recipients: rows,
      to_invite: plan.waiting.length,
      abilities: {
        edit: campaignCan.edit(campaign.status) && mayOnCampaign(caller, item, "edit"),
        send: mayOnCampaign(caller, item, "publish"),
        delete: mayOnCampaign(caller, item, "delete"),
      },
    };
  },
);

export const listPromoTrackOptions = defineOperation(
  "listPromoTrackOptions",
  { access: access.release("view", (input: CallableInput<"listPromoTrackOptions">) => input.release_id), audit: READS_ONLY },
  async (_input, { repos, item: release }) => ({
    tracks: await trackOptions(repos, release),
    release_date: release.release_date,
  }),
);

export const listPromoRecipientChoices = defineOperation(
  "listPromoRecipientChoices",
  { access: access.anywhere<CallableInput<"listPromoRecipientChoices">>("releases", ["edit"]), audit: READS_ONLY },
  async (_input, { repos }) => {
    const contacts = await repos.promoContacts.listContacts();
    return {
      contacts: contacts.map(({ id, name, outlet, tags }) => ({ id, name, outlet, tags })),
      tags: [...new Set(contacts.flatMap((c) => c.tags))].sort(),
    };
  },
);

export const savePromoCampaign = defineOperation(
  "savePromoCampaign",
  {
    // Edit somewhere first; then, once read, edit on the saved campaign's artist and on the chosen release's.
    access: access.anywhere<CallableInput<"savePromoCampaign">>("releases", ["edit"]),
    audit: { entity: "promo_campaigns", action: "save" },
  },
  async ({ id, campaign: input }, { repos, caller, audit }) => {
    const now = new Date();
    const existing = id ? await repos.promoCampaigns.get(id) : null;
    if (id && !existing) throw new HttpsError("not-found", CAMPAIGN_ERRORS.notFound);
    if (existing && !mayOnCampaign(caller, { campaign: existing, release: await repos.releases.get(existing.release_id) }, "edit"))
      throw refuse();
    if (existing && !campaignCan.edit(existing.status)) throw new HttpsError("failed-precondition", CAMPAIGN_ERRORS.locked);
    const release = await repos.releases.get(input.release_id);
    if (!release) throw new HttpsError("not-found", CAMPAIGN_ERRORS.releaseGone);
    assertAllowed(caller, "releases", [{ action: "edit", artistId: release.artist_id }]);
    if (input.expires_at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", CAMPAIGN_ERRORS.expiryPast);
    const trackIds = await checkedTracks(repos, release, input.track_ids);
    if (!trackIds) throw new HttpsError("invalid-argument", CAMPAIGN_ERRORS.trackNotReady);
    const fields = campaignFields(input, trackIds, existing, caller.uid, now);
    if (!existing) return repos.promoCampaigns.create(fields, audit(fields.id, fields.name));
    const saved = await repos.promoCampaigns.update(fields.id, fields, audit(fields.id, fields.name));
    if (!saved) throw new HttpsError("not-found", CAMPAIGN_ERRORS.notFound);
    return saved;
  },
);

export const deletePromoCampaign = defineOperation(
  "deletePromoCampaign",
  { access: campaignRule<CallableInput<"deletePromoCampaign">>("delete"), audit: { entity: "promo_campaigns", action: "delete" } },
  async ({ id }, { repos, item, audit }) => {
    await repos.promoCampaigns.deleteWithLinks(id, audit(id, item.campaign.name));
    return { id };
  },
);
