import { defineCallable } from "../callable";
import * as sending from "../operations/promo/sending";

/** Sending a campaign (docs/promo.md#sending): 2,000 recipients are queued in one call, hence the long timeout. */
export const sendPromoCampaign = defineCallable("sendPromoCampaign", sending.sendPromoCampaign, { timeoutSeconds: 540 });
