import { HttpsError } from "firebase-functions/https";
import { INTEGRATION_ERRORS } from "../../../src/lib/domain/catalog";
import { NOT_FOUND } from "../../../src/lib/domain/shared";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { consumePreSaveAllowance, preSaveTarget, recordPreSave } from "./recordPreSave";
import { PUBLIC_NOT_AUDITED } from "../operations/operation";

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
  { access: access.public("visitors pre-save a release from its public page"), audit: PUBLIC_NOT_AUDITED },
  async (input, { request, repos }) => {
    if (!(await consumePreSaveAllowance(repos, request.rawRequest, "direct"))) {
      throw new HttpsError("resource-exhausted", INTEGRATION_ERRORS.preSaveRateLimited);
    }
    const target = await preSaveTarget(repos, input.release_id);
    if (!target?.available) throw new HttpsError("not-found", NOT_FOUND.preSaveDescription);
    await recordPreSave(repos, target.release, input);
    return { redirectUrl: target.redirectUrl };
  },
);
