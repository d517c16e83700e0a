import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import type { Repositories } from "../../../../src/lib/data";
import { demoCatalogue } from "../../../../src/lib/data/demos/demoCatalogue";
import { resourceAbilities } from "../../../../src/lib/domain/access";
import { DEMO_DESK_MESSAGES, DEMO_UPLOAD_ERRORS, queryDemos, type Demo } from "../../../../src/lib/domain/demos";
import { fileStore } from "../../../../src/lib/files";
import { access } from "../accessRules";
import { staffWhoCan, userHolds } from "../authorization";
import type { CallableInput } from "../../callable";
import { defineOperation, notAudited, READS_ONLY, type AuditRecorder } from "../operation";
import { ensureDemoPeaks } from "./audioPeaks";
import { toDemoView } from "./demoView";
import { DEMO_LISTENED_SECONDS } from "../../../../src/lib/domain/demos";

// The demo desk (docs/demos.md): finding, reviewing and deciding on demos.

const view = access.grant("demos", "view");
const edit = access.grant("demos", "edit");

async function demoOrNotFound(repos: Repositories, id: string): Promise<Demo> {
  const demo = await repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return demo;
}

async function updateDemo(repos: Repositories, audit: AuditRecorder, id: string, patch: Partial<Demo>) {
  const updated = await repos.demos.update(id, patch, audit(id));
  if (!updated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return toDemoView(updated);
}

/**
 * One page of the demos matching the search and filters, in the chosen
 * order, with the status counts. Firestore cannot search inside text, so the
 * pure `queryDemos` works over every demo, which the instance's catalogue
 * holds and brings up to date with what changed since its last call; only
 * one page crosses the wire. Demos grants are global: no artist scope.
 */
export const listDemos = defineOperation(
  "listDemos",
  { access: view, audit: READS_ONLY },
  async (query: CallableInput<"listDemos">, { repos, caller }) => {
    const result = queryDemos(await demoCatalogue(repos.db).all(), query, new Date());
    return { ...result, demos: result.demos.map(toDemoView), abilities: resourceAbilities(caller.grants, "demos", caller) };
  },
);

/** Staff who can view demos: who a demo may be assigned to. */
export const listDemoStaff = defineOperation(
  "listDemoStaff",
  { access: view, audit: READS_ONLY },
  async (_input: unknown, { repos, uid }) => ({
    staff: await staffWhoCan({ repos, uid }, "demos", "view"),
  }),
);

/** Any status from any other (docs/product.md#admin-demos); the time of the change starts a rejected demo's audio retention. */
export const updateDemoStatus = defineOperation(
  "updateDemoStatus",
  { access: edit, audit: { entity: "demos", action: "status" } },
  ({ id, status }: CallableInput<"updateDemoStatus">, { repos, audit }) =>
    updateDemo(repos, audit, id, { status, status_changed_at: new Date() }),
);

/** The private staff notes. */
export const updateDemoNotes = defineOperation(
  "updateDemoNotes",
  { access: edit, audit: { entity: "demos", action: "notes" } },
  ({ id, admin_notes }: CallableInput<"updateDemoNotes">, { repos, audit }) => updateDemo(repos, audit, id, { admin_notes }),
);

/** Tags, priority and assignee; the assignee must hold demos view. Audited like status and notes: who a demo was handed to is a decision. */
export const updateDemoTriage = defineOperation(
  "updateDemoTriage",
  { access: edit, audit: { entity: "demos", action: "triage" } },
  async ({ id, tags, priority, assignee_id }: CallableInput<"updateDemoTriage">, { repos, uid, audit }) => {
    if (assignee_id && !(await userHolds({ repos, uid }, assignee_id, "demos", "view")))
      throw new HttpsError("invalid-argument", DEMO_DESK_MESSAGES.assigneeWithoutView);
    const patch: Partial<Demo> = {};
    if (tags !== undefined) patch.tags = [...new Set(tags)].sort();
    if (priority !== undefined) patch.priority = priority;
    if (assignee_id !== undefined) patch.assignee_id = assignee_id;
    return updateDemo(repos, audit, id, patch);
  },
);

/**
 * The review panel of one demo (docs/demos.md#the-review-player). Comments
 * are private to staff: every holder of demos view sees them all. A demo
 * older than the player gets its waveform computed and stored here, once: a
 * cache of the audio, not a decision, so not audited.
 */
export const getDemoReview = defineOperation(
  "getDemoReview",
  { access: view, audit: notAudited("stores only a missing waveform computed from the demo's own audio: derived data, no one's decision") },
  async ({ id }: CallableInput<"getDemoReview">, { repos, caller: { uid } }) => {
    const demo = await demoOrNotFound(repos, id);
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
  },
);

export const addDemoComment = defineOperation(
  "addDemoComment",
  {
    access: view,
    audit: notAudited("a comment is its own record of who wrote what and when (author_id, created_at), and is never edited"),
  },
  async ({ id, at_seconds, body }: CallableInput<"addDemoComment">, { repos, caller: { uid } }) => {
    const [, author] = await Promise.all([demoOrNotFound(repos, id), repos.users.get(uid)]);
    return repos.demoComments.create({
      id: randomUUID(),
      demo_id: id,
      author_id: uid,
      author_email: author?.email ?? uid,
      at_seconds,
      body,
      created_at: new Date(),
    });
  },
);

/** One rating per reviewer; the demo's average moves in the same transaction. */
export const rateDemo = defineOperation(
  "rateDemo",
  {
    access: view,
    audit: notAudited(
      "a rating is the reviewer's own record (reviewer_id, updated_at), one per reviewer and demo; the average is derived from them",
    ),
  },
  async ({ id, rating }: CallableInput<"rateDemo">, { repos, caller: { uid } }) => {
    const rated = await repos.demoRatings.rate({ demo_id: id, reviewer_id: uid, rating, updated_at: new Date() });
    if (!rated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
    return toDemoView(await demoOrNotFound(repos, id));
  },
);

/** Played time reported by the player; a reviewer's total past DEMO_LISTENED_SECONDS marks the demo listened. */
export const reportDemoListening = defineOperation(
  "reportDemoListening",
  {
    access: view,
    audit: notAudited("played time the player counts every few seconds: a measurement kept per reviewer, not a change anyone decides"),
  },
  async ({ id, seconds }: CallableInput<"reportDemoListening">, { repos, caller: { uid } }) => {
    const total = await repos.demoListens.add(id, uid, seconds, new Date());
    if (total === null) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
    return { listened: total >= DEMO_LISTENED_SECONDS };
  },
);
