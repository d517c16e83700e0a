import { HttpsError } from "firebase-functions/https";
import { DEMO_DESK_MESSAGES, DEMO_UPLOAD_ERRORS, demoReplyMailId } from "../../../src/lib/domain/demos";
import { isAlreadyExists } from "../../../src/lib/data/firestoreErrors";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { toDemoView } from "./demoView";

/**
 * Emails the artist the reviewer's reply to an accept or reject
 * (docs/demos.md#answering-artists), once per decision. "Once" rests on
 * `create()` of the mail document under a fixed id per demo and decision:
 * the one write Firestore (and the local emulator, whose transactions do not
 * isolate) refuses to repeat. A retried call, a second tab, or the status
 * toggled away and back all find the document there and queue nothing.
 */
export const sendDemoReply = defineCallable("sendDemoReply", { access: access.grant("demos", "edit") }, async ({ id, decision, subject, body }, context) => {
  const { repos } = context;
  const demo = await repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  if (demo.status !== decision) throw new HttpsError("failed-precondition", DEMO_DESK_MESSAGES.replyNeedsDecision);

  let alreadySent = false;
  try {
    await repos.mail.create({ id: demoReplyMailId(id, decision), to: demo.email, message: { subject, text: body }, created_at: new Date() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    alreadySent = true;
  }
  // Also after a refused create: a call that queued the mail and stopped before this line is finished by the retry.
  await repos.demos.markReplySent(id, decision);
  // The demo as marked (an array union), without reading it a second time.
  const replies_sent = demo.replies_sent.includes(decision) ? demo.replies_sent : [...demo.replies_sent, decision];
  return { demo: toDemoView({ ...demo, replies_sent }), already_sent: alreadySent };
});
