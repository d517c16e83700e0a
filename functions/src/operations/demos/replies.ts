import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { isAlreadyExists } from "../../../../src/lib/data/firestoreErrors";
import { DEFAULT_REPLY_TEMPLATES, DEMO_DESK_MESSAGES, DEMO_UPLOAD_ERRORS, demoReplyMailId } from "../../../../src/lib/domain/demos";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, notAudited } from "../operation";
import { toDemoView } from "./demoView";

// Answering artists (docs/demos.md#answering-artists): the reply templates and the reply itself.

const TEMPLATES_NOT_AUDITED = notAudited(
  "reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
);

/**
 * The reply templates. A label with none gets the defaults stored on first
 * use (creates with fixed ids, so two first calls at once store them once).
 */
export const listReplyTemplates = defineOperation(
  "listReplyTemplates",
  { access: access.grant("demos", "view"), audit: TEMPLATES_NOT_AUDITED },
  async (_input: unknown, { repos }) => {
    const stored = await repos.replyTemplates.listAll();
    if (stored.length > 0) return { templates: stored };
    const now = new Date();
    await Promise.all(
      DEFAULT_REPLY_TEMPLATES.map((template) =>
        repos.replyTemplates.create({ ...template, updated_at: now }).catch((error: unknown) => {
          if (!isAlreadyExists(error)) throw error;
        }),
      ),
    );
    return { templates: await repos.replyTemplates.listAll() };
  },
);

export const saveReplyTemplate = defineOperation(
  "saveReplyTemplate",
  { access: access.grant("demos", "edit"), audit: TEMPLATES_NOT_AUDITED },
  ({ id, template }: CallableInput<"saveReplyTemplate">, { repos }) =>
    repos.replyTemplates.set({ ...template, id: id ?? randomUUID(), updated_at: new Date() }),
);

export const deleteReplyTemplate = defineOperation(
  "deleteReplyTemplate",
  { access: access.grant("demos", "edit"), audit: TEMPLATES_NOT_AUDITED },
  async ({ id }: CallableInput<"deleteReplyTemplate">, { repos }) => {
    await repos.replyTemplates.delete(id);
    return { id };
  },
);

/**
 * Emails the artist the reviewer's reply to an accept or reject, once per
 * decision. "Once" rests on `create()` of the mail document under a fixed id
 * per demo and decision: the one write Firestore (and the local emulator,
 * whose transactions do not isolate) refuses to repeat. A retried call, a
 * second tab, or the status toggled away and back all find the document
 * there and queue nothing.
 */
export const sendDemoReply = defineOperation(
  "sendDemoReply",
  {
    access: access.grant("demos", "edit"),
    audit: notAudited(
      "the reply's mail document is its record (recipient, subject, text, time, one per demo and decision); the decision it answers is audited as the status change",
    ),
  },
  async ({ id, decision, subject, body }: CallableInput<"sendDemoReply">, { repos }) => {
    const demo = await repos.demos.get(id);
    if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
    if (demo.status !== decision) throw new HttpsError("failed-precondition", DEMO_DESK_MESSAGES.replyNeedsDecision);
    let alreadySent = false;
    try {
      await repos.mail.create({
        id: demoReplyMailId(id, decision),
        to: demo.email,
        message: { subject, text: body },
        created_at: new Date(),
      });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      alreadySent = true;
    }
    // Also after a refused create: a call that queued the mail and stopped before this line is finished by the retry.
    await repos.demos.markReplySent(id, decision);
    // The demo as marked (an array union), without reading it a second time.
    const replies_sent = demo.replies_sent.includes(decision) ? demo.replies_sent : [...demo.replies_sent, decision];
    return { demo: toDemoView({ ...demo, replies_sent }), already_sent: alreadySent };
  },
);
