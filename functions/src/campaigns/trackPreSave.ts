import { HttpsError } from "firebase-functions/https";
import { INTEGRATION_ERRORS } from "../../../src/lib/domain/catalog";
import { NOT_FOUND } from "../../../src/lib/domain/shared";
import { defineCallable } from "../callable";
import { PUBLIC_NOT_AUDITED } from "../operations/operation";
import { admitPreSave, PRE_SAVE_ACCESS, recordPreSave } from "../operations/campaigns/preSaves";

/**
 * 'track-pre-save' (public): records a pre-save of a published release with
 * pre-save enabled — once per release and email, with no IP address stored —
 * and says where to send the visitor. Each client (hashed address, see
 * clientIp) gets PRE_SAVE_RATE_LIMIT calls. The site's form posts to
 * submitPreSave instead, which does the same over plain HTTP (and without
 * JavaScript).
 */
export const trackPreSave = defineCallable(
  "trackPreSave",
  { access: PRE_SAVE_ACCESS, audit: PUBLIC_NOT_AUDITED },
  async (input, context) => {
    const { allowed, target } = await admitPreSave.run(
      { request: context.request.rawRequest, route: "direct", releaseId: input.release_id },
      context,
    );
    if (!allowed) throw new HttpsError("resource-exhausted", INTEGRATION_ERRORS.preSaveRateLimited);
    if (!target?.available) throw new HttpsError("not-found", NOT_FOUND.preSaveDescription);
    await recordPreSave.run({ release: target.release, request: input }, context);
    return { redirectUrl: target.redirectUrl };
  },
);
