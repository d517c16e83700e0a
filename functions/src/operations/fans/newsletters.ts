import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/https";
import { writeRequirements } from "../../../../src/lib/domain/access";
import { audienceLists, NEWSLETTER_ERRORS, newsletterCan } from "../../../../src/lib/domain/fans";
import { serverConfig } from "../../../../src/lib/config";
import { createContent } from "../../../../src/lib/data/catalog/contentTransactions";
import { adminApp } from "../../../../src/lib/data/firestore";
import { runNewsletterSends } from "../../../../src/lib/jobs/newsletterSend";
import {
  draftFields,
  freePostSlug,
  newsletterAbilities,
  newsletterCounts,
  newsletterPost,
} from "../../../../src/lib/server/fans/newsletterAdmin";
import { listNames, newsletterTestMail } from "../../../../src/lib/server/fans/newsletterSend";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// Newsletters (docs/fans.md#newsletters): reading needs press view, writing a new one press draft, changing one
// press edit, a test to oneself either of those; sending (now or at a time to come) and taking a scheduled one
// back press publish; a sent one becomes a press post.

const notFound = () => new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);

export const listNewsletters = defineOperation(
  "listNewsletters",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async (_input: CallableInput<"listNewsletters">, { repos, caller }) => {
    const newsletters = await repos.newsletters.listNewest();
    return {
      newsletters: newsletters.map(({ id, subject, status, send_at, sent_at, updated_at }) => ({
        id,
        subject,
        status,
        send_at,
        sent_at,
        updated_at,
      })),
      abilities: newsletterAbilities(caller),
    };
  },
);

export const getNewsletter = defineOperation(
  "getNewsletter",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async ({ id }: CallableInput<"getNewsletter">, { repos, caller }) => {
    const newsletter = await repos.newsletters.get(id);
    if (!newsletter) throw notFound();
    return { newsletter, counts: await newsletterCounts(repos, newsletter), abilities: newsletterAbilities(caller) };
  },
);

export const saveNewsletter = defineOperation(
  "saveNewsletter",
  {
    access: access.choice((input: CallableInput<"saveNewsletter">) => access.grant("press", input.id ? "edit" : "draft")),
    audit: { entity: "newsletters", action: "save" },
  },
  async ({ id, newsletter: input }, { repos, caller, audit }) => {
    const now = new Date();
    if (!id) {
      const fresh = draftFields(input, null, caller.uid, now);
      return repos.newsletters.create(fresh, audit(fresh.id, fresh.subject));
    }
    const existing = await repos.newsletters.get(id);
    if (!existing) throw notFound();
    if (!newsletterCan.edit(existing.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.locked);
    const saved = await repos.newsletters.update(id, draftFields(input, existing, caller.uid, now), audit(id, input.subject));
    if (!saved) throw notFound();
    return saved;
  },
);

/** A test to the caller's own address: the email of their account, which their ID token carries. */
export const sendNewsletterTest = defineOperation(
  "sendNewsletterTest",
  {
    access: access.anywhere("press", ["draft", "edit"]),
    audit: notAudited("a test mail goes only to the caller's own address and changes no newsletter; its mail document is its record"),
  },
  async ({ id }: CallableInput<"sendNewsletterTest">, { repos, caller }) => {
    const to = (await getAuth(adminApp()).getUser(caller.uid)).email;
    if (!to) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.noOwnEmail);
    const newsletter = await repos.newsletters.get(id);
    if (!newsletter) throw notFound();
    const lists = audienceLists(newsletter.audience);
    const names = await listNames(repos, lists);
    await repos.mail.create({
      id: randomUUID(),
      ...newsletterTestMail(newsletter, to, names.get(lists[0] ?? "label") ?? names.get("label")!, serverConfig(), new Date()),
    });
    return { to };
  },
);

/**
 * Sending (docs/fans.md#sending): now, or at a time to come. Send now
 * queues the first minute's mails at once; the newsletter-send job (every
 * minute) does the rest.
 */
export const sendNewsletter = defineOperation(
  "sendNewsletter",
  { access: access.grant("press", "publish"), audit: { entity: "newsletters", action: "send" } },
  async ({ id, send_at }: CallableInput<"sendNewsletter">, { repos, caller, audit }) => {
    const now = new Date();
    const existing = await repos.newsletters.get(id);
    if (!existing) throw notFound();
    if (!newsletterCan.send(existing.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.locked);
    if (send_at && send_at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", NEWSLETTER_ERRORS.pastTime);
    const scheduled = await repos.newsletters.update(
      id,
      { status: "scheduled", send_at: send_at ?? now, sent_by: caller.uid, updated_at: now },
      audit(id, existing.subject),
    );
    if (!scheduled) throw notFound();
    if (send_at) return scheduled;
    await runNewsletterSends({ repos, now, log: () => {} }, { onlyId: id });
    return (await repos.newsletters.get(id)) ?? scheduled;
  },
);

/** A scheduled newsletter back to draft. */
export const cancelNewsletter = defineOperation(
  "cancelNewsletter",
  { access: access.grant("press", "publish"), audit: { entity: "newsletters", action: "cancel" } },
  async ({ id }: CallableInput<"cancelNewsletter">, { repos, audit }) => {
    const existing = await repos.newsletters.get(id);
    if (!existing) throw notFound();
    if (!newsletterCan.cancel(existing.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.notScheduled);
    const draft = await repos.newsletters.update(
      id,
      { status: "draft", send_at: null, updated_at: new Date() },
      audit(id, existing.subject),
    );
    return draft ?? existing;
  },
);

/**
 * A sent newsletter as a published press post, one click (press draft and
 * publish, as creating a published post needs): the content writer's
 * transaction carries the post's audit entry and version. Asked again, the
 * post made the first time.
 */
export const publishNewsletterAsPost = defineOperation(
  "publishNewsletterAsPost",
  { access: access.all("press", () => writeRequirements(null, { artistId: null, isPublished: true })), audit: "content" },
  async ({ id }: CallableInput<"publishNewsletterAsPost">, { repos, caller, writer }) => {
    const newsletter = await repos.newsletters.get(id);
    if (!newsletter) throw notFound();
    if (!newsletterCan.publishAsPost(newsletter.status)) throw new HttpsError("failed-precondition", NEWSLETTER_ERRORS.notSent);
    const already = newsletter.press_post_id ? await repos.pressPosts.get(newsletter.press_post_id) : null;
    if (already) return { press_post_id: already.id, slug: already.slug };
    const now = new Date();
    const post = await createContent(
      writer,
      "press_posts",
      newsletterPost(newsletter, await freePostSlug(repos, newsletter.subject), caller.uid, now),
    );
    await repos.newsletters.update(id, { press_post_id: post.id });
    return { press_post_id: post.id, slug: post.slug };
  },
);
