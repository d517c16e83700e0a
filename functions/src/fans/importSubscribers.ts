import { HttpsError } from "firebase-functions/https";
import { FAN_LIST_ADMIN_TEXTS } from "../../../src/lib/domain/fans";
import { serverConfig } from "../../../src/lib/config";
import { importSubscribers as importFile } from "../../../src/lib/server/fans/subscriberImport";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Staff import addresses from a CSV file with the source of their consent
 * (user_management edit): a preview first, which writes nothing, then the
 * commit. A file that cannot be read is `invalid-argument` with what is
 * wrong; bad rows are listed by line and never imported. The audit entry
 * names the list and how many were added, never an address.
 */
export const importSubscribers = defineCallable(
  "importSubscribers",
  { access: access.userManagement("importSubscribers"), audit: { entity: "subscribers", action: "import" } },
  async (request, { repos, audit }) => {
    const outcome = await importFile(
      repos,
      request,
      serverConfig(),
      new Date(),
      (added) => (tx) => audit(request.list, null)(tx, null, { list: request.list, source: "import", added }),
    );
    if (!outcome.ok) throw new HttpsError("invalid-argument", "message" in outcome ? outcome.message : FAN_LIST_ADMIN_TEXTS.unknownList);
    const { committed, to_add, already_on_list, errors, merged } = outcome;
    return { committed, to_add, already_on_list, errors, merged };
  },
);
