import type { DemoSubmission } from "../../../../src/lib/domain/demos";
import { fileStore } from "../../../../src/lib/files";
import { requiredSecret, serverConfig } from "../../../../src/lib/config";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import { defineOperation, notAudited } from "../operation";
import { storeDemoSubmission, type CheckedAudio } from "./intake";
import { DEMO_ADDRESS_RATE_LIMIT, DEMO_UPLOAD_RATE_LIMIT } from "../../../../src/lib/domain/demos";

// The public demo form (docs/product.md#submitting-a-demo): what submitDemo stores, once its request is read.

/** Who may submit a demo: anyone (the submitDemo route declares it too). */
export const SUBMIT_DEMO_ACCESS = access.public("artists submit demos from the public form, signed in or not");

/** Counts one upload attempt of the sender's network (before any parsing: refused and malformed attempts use up the allowance too); false when over. */
export const admitDemoUpload = defineOperation(
  "admitDemoUpload",
  {
    access: SUBMIT_DEMO_ACCESS,
    audit: notAudited("a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back"),
  },
  ({ now }: { now: number }, { repos, client }) => withinClientLimit(repos, DEMO_UPLOAD_RATE_LIMIT, client, now),
);

/**
 * Stores a checked demo, once the sender's address is within its allowance
 * (counted only for a demo that is otherwise acceptable: a typo in a field
 * does not use up the day's allowance).
 */
export const storeDemo = defineOperation(
  "storeDemo",
  {
    access: SUBMIT_DEMO_ACCESS,
    audit: notAudited(
      "an artist's submission from the public form has no staff actor; the demo itself records its sender, its time and the receipt mailed in its transaction",
    ),
  },
  async ({ submission, audio, now }: { submission: DemoSubmission; audio: CheckedAudio; now: number }, { repos }) => {
    const salt = requiredSecret(serverConfig(), "rateLimitSalt");
    if (!(await repos.rateLimits.consumeFor(DEMO_ADDRESS_RATE_LIMIT, submission.email.toLowerCase(), salt, now)))
      return { addressRateLimited: true as const };
    return { demo: await storeDemoSubmission({ repos, files: fileStore() }, submission, audio) };
  },
);
