import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions/logger";
import { eraseAddress } from "../../../src/lib/data/fans/fanData";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { addressKey } from "../../../src/lib/server/campaigns/reminderKeys";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Erases every record of one address on request (fans' data:
 * user_management edit): its pre-saves, fan list records and mail are
 * deleted; its suppression, a keyed hash, stays. The audit entry says who
 * erased and how many records, under an id of its own: never the address
 * nor its hash, which would tie the entry to the person.
 */
export const eraseFanEmail = defineCallable(
  "eraseFanEmail",
  { access: access.userManagement("eraseFanEmail"), audit: { entity: "subscribers", action: "erase" } },
  async ({ email }, { caller, repos, audit }) => {
    const key = addressKey(email, requiredSecret(serverConfig(), "reminderSecret"));
    const erased = await eraseAddress(repos, email, key, (batch, counts) =>
      audit(`erasure-${randomUUID()}`, null)(batch, null, {
        pre_saves: counts.preSaves,
        subscribers: counts.subscribers,
        mail: counts.mail,
      }),
    );
    logger.info("fan address erased", { by: caller.uid, ...erased });
    return erased;
  },
);
