import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS } from "../../../src/lib/domain/demos";
import { DEMO_LISTENED_SECONDS } from "../../../src/lib/domain/shared";
import { fileStore } from "../../../src/lib/files";
import { access } from "../accessRules";
import { defineCallable, type CallContext } from "../callable";
import { ensureDemoPeaks } from "./audioPeaks";
import { toDemoView } from "./demoView";

async function demoOrNotFound(context: CallContext, id: string) {
  const demo = await context.repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return demo;
}

/**
 * The review panel of one demo (docs/demos.md#the-review-player). Comments
 * are private to staff: every holder of demos view sees them all. A demo
 * older than the player gets its waveform computed here, once.
 */
export const getDemoReview = defineCallable("getDemoReview", { access: access.grant("demos", "view") }, async ({ id }, context) => {
  const { repos, caller: { uid } } = context;
  const demo = await demoOrNotFound(context, id);
  const [peaks, comments, ratings] = await Promise.all([
    ensureDemoPeaks(repos, fileStore(), demo),
    repos.demoComments.listForDemo(id),
    repos.demoRatings.listForDemo(id),
  ]);
  const reviewers = await repos.users.getMany(ratings.map((r) => r.reviewer_id));
  const emailOf = new Map(reviewers.map((u) => [u.user_id, u.email]));
  return {
    waveform: peaks && peaks.peaks.length > 0 ? { peaks: peaks.peaks, duration: peaks.duration } : null,
    comments,
    ratings: ratings.map((r) => ({ reviewer_id: r.reviewer_id, reviewer_email: emailOf.get(r.reviewer_id) ?? null, rating: r.rating })),
    my_rating: ratings.find((r) => r.reviewer_id === uid)?.rating ?? null,
  };
});

export const addDemoComment = defineCallable("addDemoComment", { access: access.grant("demos", "view") }, async ({ id, at_seconds, body }, context) => {
  const { uid } = context.caller;
  const [, author] = await Promise.all([demoOrNotFound(context, id), context.repos.users.get(uid)]);
  return context.repos.demoComments.create({
    id: randomUUID(),
    demo_id: id,
    author_id: uid,
    author_email: author?.email ?? uid,
    at_seconds,
    body,
    created_at: new Date(),
  });
});

/** One rating per reviewer; the demo's average moves in the same transaction. */
export const rateDemo = defineCallable("rateDemo", { access: access.grant("demos", "view") }, async ({ id, rating }, context) => {
  const { uid } = context.caller;
  const rated = await context.repos.demoRatings.rate({ demo_id: id, reviewer_id: uid, rating, updated_at: new Date() });
  if (!rated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return toDemoView(await demoOrNotFound(context, id));
});

/** Played time reported by the player; a reviewer's total past DEMO_LISTENED_SECONDS marks the demo listened. */
export const reportDemoListening = defineCallable("reportDemoListening", { access: access.grant("demos", "view") }, async ({ id, seconds }, context) => {
  const { uid } = context.caller;
  const total = await context.repos.demoListens.add(id, uid, seconds, new Date());
  if (total === null) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return { listened: total >= DEMO_LISTENED_SECONDS };
});
