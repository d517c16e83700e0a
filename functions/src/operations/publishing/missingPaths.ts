import { MISSING_PATH_RATE_LIMIT, type MissingPathReport } from "../../../../src/lib/domain/shared";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import { defineOperation, notAudited } from "../operation";

// The 404 page's log of missing paths (docs/product.md#not-found-pages): what logMissingPath stores.

/** Why anyone may report a missing path (the logMissingPath route declares the same). */
export const LOG_MISSING_PATH_REASON = "the 404 page reports the path any visitor missed";
const LOG_MISSING_PATH_ACCESS = access.public(LOG_MISSING_PATH_REASON);

/** Counts one report of the sender's network (before its body is read); false when over MISSING_PATH_RATE_LIMIT. */
export const admitMissingPathReport = defineOperation(
  "admitMissingPathReport",
  {
    access: LOG_MISSING_PATH_ACCESS,
    audit: notAudited("a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back"),
  },
  (_input: object, { repos, client }) => withinClientLimit(repos, MISSING_PATH_RATE_LIMIT, client),
);

/** Records a missing path: the path, the referrer (origin and path) and the time, never the visitor. */
export const recordMissingPath = defineOperation(
  "recordMissingPath",
  {
    access: LOG_MISSING_PATH_ACCESS,
    audit: notAudited("the missing-path log is itself a log of anonymous visits, with no staff actor, kept for a limited time"),
  },
  async ({ report }: { report: MissingPathReport }, { repos }) => {
    await repos.missingPaths.record(report);
  },
);
