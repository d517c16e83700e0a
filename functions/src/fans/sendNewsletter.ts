import { HttpsError } from "firebase-functions/https";
import { NEWSLETTER_ERRORS, newsletterCan } from "../../../src/lib/domain/fans";
import { runNewsletterSends } from "../../../src/lib/jobs/newsletterSend";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Sending (docs/fans.md#sending), press publish: now, or at a time to come;
 * a scheduled one can be taken back to draft. Send now queues the first
 * minute's mails at once; the newsletter-send job (every minute) does the rest.
 */
export const sendNewsletter = defineCallable(
  "sendNewsletter",
  { access: access.grant("press", "publish"), audit: { entity: "newsletters", action: "send" }, options: { timeoutSeconds: 300 } },
  async ({ id, send_at }, { repos, caller, audit }) => {
    const now = new Date();
    const existing = await repos.newsletters.get(id);
    if (!existing) throw new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);
    if (!newsletterCan.send(existing.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.locked);
    if (send_at && send_at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", NEWSLETTER_ERRORS.pastTime);
    const scheduled = await repos.newsletters.update(
      id,
      { status: "scheduled", send_at: send_at ?? now, sent_by: caller.uid, updated_at: now },
      audit(id, existing.subject),
    );
    if (!scheduled) throw new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);
    if (send_at) return scheduled;
    await runNewsletterSends({ repos, now, log: () => {} }, { onlyId: id });
    return (await repos.newsletters.get(id)) ?? scheduled;
  },
);

export const cancelNewsletter = defineCallable(
  "cancelNewsletter",
  { access: access.grant("press", "publish"), audit: { entity: "newsletters", action: "cancel" } },
  async ({ id }, { repos, audit }) => {
    const existing = await repos.newsletters.get(id);
    if (!existing) throw new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);
    if (!newsletterCan.cancel(existing.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.notScheduled);
    const draft = await repos.newsletters.update(
      id,
      { status: "draft", send_at: null, updated_at: new Date() },
      audit(id, existing.subject),
    );
    return draft ?? existing;
  },
);
