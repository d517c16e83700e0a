import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { audienceLists, NEWSLETTER_ERRORS, newsletterCan } from "../../../src/lib/domain/fans";
import { serverConfig } from "../../../src/lib/config";
import { draftFields, newsletterAbilities, newsletterCounts } from "../../../src/lib/server/fans/newsletterAdmin";
import { listNames, newsletterTestMail } from "../../../src/lib/server/fans/newsletterSend";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { notAudited, READS_ONLY } from "../operations/operation";

/**
 * Composing newsletters (docs/fans.md#newsletters): reading needs press
 * view, writing a new one press draft, changing one press edit, a test to
 * oneself either of those.
 */

const notFound = () => new HttpsError("not-found", NEWSLETTER_ERRORS.notFound);

export const listNewsletters = defineCallable(
  "listNewsletters",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async (_input, { repos, caller }) => {
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

export const getNewsletter = defineCallable(
  "getNewsletter",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async ({ id }, { repos, caller }) => {
    const newsletter = await repos.newsletters.get(id);
    if (!newsletter) throw notFound();
    return { newsletter, counts: await newsletterCounts(repos, newsletter), abilities: newsletterAbilities(caller) };
  },
);

export const saveNewsletter = defineCallable(
  "saveNewsletter",
  {
    access: access.choice((input: { id: string | null }) => access.grant("press", input.id ? "edit" : "draft")),
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

export const sendNewsletterTest = defineCallable(
  "sendNewsletterTest",
  {
    access: access.anywhere("press", ["draft", "edit"]),
    audit: notAudited("a test mail goes only to the caller's own address and changes no newsletter; its mail document is its record"),
  },
  async ({ id }, { repos, request }) => {
    const to = request.auth?.token.email;
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
