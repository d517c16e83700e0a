import { logger } from "firebase-functions/logger";
import { eraseAddress } from "../../../src/lib/data/fanData";
import { requiredSecret, serverConfig } from "../../../src/lib/server/config";
import { addressKey } from "../../../src/lib/server/reminderKeys";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Erases every record of one address (fans' data: user_management edit):
 * its pre-saves and mail are deleted; its suppression, a keyed hash, stays.
 * The log names who erased, never the address.
 */
export const eraseFanEmail = defineCallable("eraseFanEmail", { access: access.userManagement("eraseFanEmail") }, async ({ email }, context) => {
  const { caller } = context;
  const key = addressKey(email, requiredSecret(serverConfig(), "reminderSecret"));
  const erased = await eraseAddress(context.repos, email, key);
  logger.info("fan address erased", { by: caller.uid, addressKey: key, ...erased });
  return erased;
});
