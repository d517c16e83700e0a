import { HttpsError } from "firebase-functions/https";
import { CAMPAIGN_ERRORS, type Recipient } from "../../../../src/lib/domain/promo";
import { recipientRows } from "../../../../src/lib/server/promo/promoCampaignAdmin";
import type { Repositories } from "../../../../src/lib/data";
import type { CallerAccess } from "../authorization";
import type { CallableInput } from "../../callable";
import { linkRule, seesContactAddresses } from "../../promo/campaignAccess";
import { defineOperation } from "../operation";

// Managing one recipient's link (docs/promo.md#revoking-and-extending), releases publish on the campaign's
// release's artist: revoking it (its page shows the revoked page at once; audio stops within minutes, when its
// signed URL runs out) and moving its expiry.

async function row(repos: Repositories, caller: CallerAccess, recipient: Recipient | null) {
  if (!recipient) throw new HttpsError("not-found", CAMPAIGN_ERRORS.linkNotFound);
  const [view] = await recipientRows(repos, [recipient], seesContactAddresses(caller));
  return view!;
}

export const revokePromoLink = defineOperation(
  "revokePromoLink",
  { access: linkRule<CallableInput<"revokePromoLink">>(), audit: { entity: "promo_campaigns", action: "revoke_link" } },
  async ({ id }, { repos, caller, item, audit }) => {
    if (item.recipient.revoked_at) return row(repos, caller, item.recipient);
    return row(
      repos,
      caller,
      await repos.promoRecipients.update(id, { revoked_at: new Date() }, audit(item.campaign.id, item.campaign.name)),
    );
  },
);

export const extendPromoLink = defineOperation(
  "extendPromoLink",
  { access: linkRule<CallableInput<"extendPromoLink">>(), audit: { entity: "promo_campaigns", action: "extend_link" } },
  async ({ id, expires_at }, { repos, caller, item, audit }) => {
    if (expires_at.getTime() <= Date.now()) throw new HttpsError("invalid-argument", CAMPAIGN_ERRORS.expiryPast);
    return row(repos, caller, await repos.promoRecipients.update(id, { expires_at }, audit(item.campaign.id, item.campaign.name)));
  },
);
