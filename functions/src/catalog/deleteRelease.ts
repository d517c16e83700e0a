import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { deleteReleaseCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { cleanUpReleaseAudio } from "../listening/audioCleanup";

/**
 * Deletes a release with its artist links and pre-saves (delete for its
 * primary artist). The same transaction asks for its tracks' stored audio to
 * be deleted; that is done here at once, and what the store refuses is done
 * by the track-audio job's next run.
 */
export const deleteRelease = defineCallable(
  "deleteRelease",
  { access: access.release("delete", (input) => input.id), audit: "content" },
  async ({ id }, context) => {
    if (!(await deleteReleaseCascade(context.repos, context.writer, id))) {
      throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    }
    await cleanUpReleaseAudio(context.repos, id, (message) => logger.info(message));
    return { id };
  },
);
