import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_DESK_MESSAGES, DEMO_UPLOAD_ERRORS, demoReference } from "../../../src/lib/domain/demos";
import { postDemo, validFields } from "./demoSupport";
import { DEMO_IDS, addDemo, fixtureAudio, repos, setUpDesk, type Cast } from "./demoDeskSupport";
import { callFunction, expectError, expectOk } from "../support";
import { DEMO_ADDRESS_RATE_LIMIT } from "../../../src/lib/domain/demos/demoLimits";

/**
 * The A&R desk through the real upload endpoint and callables on the
 * emulators (docs/demos.md): receipt, duplicates, the per-address limit,
 * waveforms, comments, ratings, listening, triage, and the reply sent once.
 */
/** Each function's first call starts an emulator worker: many seconds each on a busy machine. */
const SLOW = { timeout: 120_000 };

let cast: Cast;
beforeEach(async () => {
  cast = await setUpDesk("desk");
});

const upload = (over: { email?: string; title?: string; name?: string; ip?: string } = {}) =>
  postDemo({
    fields: { ...validFields, email: over.email ?? validFields.email, track_title: over.title ?? validFields.track_title },
    file: { name: over.name ?? "tone.wav", bytes: fixtureAudio(over.name ?? "tone.wav") },
    ip: over.ip,
  });

describe("intake", SLOW, () => {
  it("queues a receipt with the demo's reference and stores its waveform, for each accepted format", async () => {
    for (const [i, name] of ["tone.wav", "silence.mp3", "constant.flac", "silence.m4a"].entries()) {
      expect((await upload({ name, title: `Format ${i}` })).status).toBe(201);
    }
    const demos = await repos.demos.list();
    expect(demos).toHaveLength(4);
    const mail = await repos.mail.listTo(validFields.email);
    expect(mail.map((m) => m.id).sort()).toEqual(demos.map((d) => `demo-receipt-${d.id}`).sort());
    for (const demo of demos) {
      const receipt = mail.find((m) => m.id === `demo-receipt-${demo.id}`)!;
      expect(demo.reference).toMatch(/^DEMO-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(receipt.message.subject).toContain(demoReference(demo));
      expect(receipt.message.text).toContain(demo.track_title);
      const peaks = await repos.demoPeaks.get(demo.id);
      expect(peaks?.peaks.length).toBeGreaterThan(0);
      expect(peaks?.duration).toBeGreaterThan(0);
    }
    // The tone is loud, the MP3 and M4A are silence: the peaks are the audio's, not made up.
    const wav = demos.find((d) => d.audio_path.endsWith(".wav"))!;
    const mp3 = demos.find((d) => d.audio_path.endsWith(".mp3"))!;
    expect(Math.max(...(await repos.demoPeaks.get(wav.id))!.peaks)).toBeGreaterThan(0.1);
    expect(Math.max(...(await repos.demoPeaks.get(mp3.id))!.peaks)).toBe(0);
    // Each reference is its own, claimed for its demo.
    expect(new Set(demos.map((d) => d.reference)).size).toBe(4);
    for (const demo of demos) expect((await repos.demos.references.doc(demo.reference!).get()).get("demo_id")).toBe(demo.id);
  });

  it("flags the same file, or the same address and title, as a duplicate of the first, and hides it from the list", async () => {
    await upload();
    const [original] = await repos.demos.list();
    await upload({ email: "someone.else@example.com", title: "Another Title" });
    await upload({ name: "silence.mp3", title: ` ${validFields.track_title.toUpperCase()} ` });
    await upload({ name: "constant.flac", email: "fresh@example.com", title: "Fresh" });

    const demos = await repos.demos.list();
    expect(demos).toHaveLength(4);
    const byTitle = (title: string) => demos.find((d) => d.track_title.trim() === title)!;
    expect(byTitle("Another Title").duplicate_of).toBe(original!.id);
    expect(byTitle(validFields.track_title.toUpperCase()).duplicate_of).toBe(original!.id);
    expect(byTitle("Fresh").duplicate_of).toBeNull();
    // Every artist still gets a receipt: the duplicate is stored, only marked.
    expect(await repos.mail.listTo("someone.else@example.com")).toHaveLength(1);

    const shown = expectOk(await callFunction("listDemos", {}, cast.viewer.idToken)) as {
      demos: { id: string }[];
      counts: { all: number };
    };
    expect(shown.demos.map((d) => d.id).sort()).toEqual([original!.id, byTitle("Fresh").id].sort());
    expect(shown.counts.all).toBe(2);
    const only = expectOk(await callFunction("listDemos", { duplicates: "only" }, cast.viewer.idToken)) as {
      demos: { duplicate_of: string }[];
    };
    expect(only.demos.map((d) => d.duplicate_of)).toEqual([original!.id, original!.id]);
  });

  it(`takes ${DEMO_ADDRESS_RATE_LIMIT.limit} demos per address a day, from any network, then answers 429`, async () => {
    for (let i = 0; i < DEMO_ADDRESS_RATE_LIMIT.limit; i++)
      expect((await upload({ title: `Take ${i}`, ip: `198.51.100.${10 + i}` })).status).toBe(201);
    const refused = await upload({ title: "One too many", ip: "198.51.100.99", email: validFields.email.toUpperCase() });
    expect(refused).toMatchObject({ status: 429, body: { error: { message: DEMO_UPLOAD_ERRORS.addressRateLimited } } });
    expect(await repos.demos.list()).toHaveLength(DEMO_ADDRESS_RATE_LIMIT.limit);
    expect((await upload({ email: "other@example.com", ip: "198.51.100.99" })).status).toBe(201);
  });
});

describe("review", SLOW, () => {
  it("computes the waveform of an older demo on first open, and shows comments and ratings to every viewer", async () => {
    await addDemo({ id: DEMO_IDS.old });
    expect(await repos.demoPeaks.get(DEMO_IDS.old)).toBeNull();

    const comment = expectOk(
      await callFunction("addDemoComment", { id: DEMO_IDS.old, at_seconds: 42, body: " Drop hits here " }, cast.viewer.idToken),
    );
    expect(comment).toMatchObject({ at_seconds: 42, body: "Drop hits here", author_email: cast.viewer.email });
    expectOk(await callFunction("addDemoComment", { id: DEMO_IDS.old, at_seconds: 3, body: "Intro" }, cast.editor.idToken));
    expectOk(await callFunction("rateDemo", { id: DEMO_IDS.old, rating: 4 }, cast.viewer.idToken));
    expectOk(await callFunction("rateDemo", { id: DEMO_IDS.old, rating: 5 }, cast.viewer.idToken));
    const rated = expectOk(await callFunction("rateDemo", { id: DEMO_IDS.old, rating: 2 }, cast.editor.idToken));
    expect(rated).toMatchObject({ rating_total: 7, rating_count: 2 });

    const review = expectOk(await callFunction("getDemoReview", { id: DEMO_IDS.old }, cast.editor.idToken)) as {
      waveform: { peaks: number[]; duration: number } | null;
      comments: { at_seconds: number; body: string }[];
      my_rating: number;
      ratings: { reviewer_email: string; rating: number }[];
    };
    expect(review.waveform?.peaks.length).toBeGreaterThan(0);
    expect(review.waveform?.duration).toBeCloseTo(0.25, 1);
    expect(await repos.demoPeaks.get(DEMO_IDS.old)).not.toBeNull();
    expect(review.comments.map((c) => [c.at_seconds, c.body])).toEqual([
      [3, "Intro"],
      [42, "Drop hits here"],
    ]);
    expect(review.my_rating).toBe(2);
    expect(review.ratings.map((r) => [r.reviewer_email, r.rating]).sort()).toEqual([
      [cast.editor.email, 2],
      [cast.viewer.email, 5],
    ]);
  });

  it("refuses a rating outside 1–5 and an empty comment", async () => {
    await addDemo({ id: DEMO_IDS.d });
    expectError(
      await callFunction("rateDemo", { id: DEMO_IDS.d, rating: 6 }, cast.viewer.idToken),
      "INVALID_ARGUMENT",
      DEMO_DESK_MESSAGES.ratingRange,
    );
    expectError(
      await callFunction("addDemoComment", { id: DEMO_IDS.d, at_seconds: 1, body: "  " }, cast.viewer.idToken),
      "INVALID_ARGUMENT",
      DEMO_DESK_MESSAGES.commentRequired,
    );
    expect(await repos.demoComments.listForDemo(DEMO_IDS.d)).toEqual([]);
    expect((await repos.demos.get(DEMO_IDS.d))?.rating_count).toBe(0);
  });

  it("marks a demo listened once a reviewer has played 20 seconds of it", async () => {
    await addDemo({ id: DEMO_IDS.d });
    expect(expectOk(await callFunction("reportDemoListening", { id: DEMO_IDS.d, seconds: 12 }, cast.viewer.idToken))).toEqual({
      listened: false,
    });
    expect((await repos.demos.get(DEMO_IDS.d))?.listened_at).toBeUndefined();
    // Another reviewer's time is their own.
    expect(expectOk(await callFunction("reportDemoListening", { id: DEMO_IDS.d, seconds: 12 }, cast.editor.idToken))).toEqual({
      listened: false,
    });
    expect(expectOk(await callFunction("reportDemoListening", { id: DEMO_IDS.d, seconds: 8 }, cast.viewer.idToken))).toEqual({
      listened: true,
    });
    const listened = (await repos.demos.get(DEMO_IDS.d))?.listened_at;
    expect(listened).toBeInstanceOf(Date);
    expectOk(await callFunction("reportDemoListening", { id: DEMO_IDS.d, seconds: 30 }, cast.viewer.idToken));
    expect((await repos.demos.get(DEMO_IDS.d))?.listened_at).toEqual(listened);
  });

  it("sets tags, priority and an assignee who can view demos, and audits the change", async () => {
    await addDemo({ id: DEMO_IDS.d });
    const updated = expectOk(
      await callFunction(
        "updateDemoTriage",
        { id: DEMO_IDS.d, tags: ["Vocal ", "dark", "vocal"], priority: "high", assignee_id: cast.viewer.uid },
        cast.editor.idToken,
      ),
    );
    expect(updated).toMatchObject({ tags: ["dark", "vocal"], priority: "high", assignee_id: cast.viewer.uid });
    expectError(
      await callFunction("updateDemoTriage", { id: DEMO_IDS.d, assignee_id: cast.outsider.uid }, cast.editor.idToken),
      "INVALID_ARGUMENT",
      DEMO_DESK_MESSAGES.assigneeWithoutView,
    );
    expect((await repos.demos.get(DEMO_IDS.d))?.assignee_id).toBe(cast.viewer.uid);
    // Who a demo was handed to is a decision: the change is audited with its editor, and the refused one left no entry.
    const entries = await repos.auditLog.page({ entity: "demos", entityId: DEMO_IDS.d, limit: 10 });
    expect(entries.map((e) => [e.action, e.actor])).toEqual([["triage", cast.editor.uid]]);
    expect(entries[0]!.fields.map((f) => f.field).sort()).toEqual(["assignee_id", "priority", "tags"]);
    const staff = expectOk(await callFunction("listDemoStaff", {}, cast.viewer.idToken)) as { staff: { id: string }[] };
    expect(staff.staff.map((s) => s.id).sort()).toEqual([cast.editor.uid, cast.viewer.uid].sort());
  });
});

describe("finding demos", SLOW, () => {
  it("searches, filters, sorts and pages on the server", async () => {
    await addDemo({ id: DEMO_IDS.a, artist_name: "Glass Harbour", submitted_at: new Date("2026-01-03T00:00:00Z"), tags: ["vocal"] });
    await addDemo({
      id: DEMO_IDS.b,
      artist_name: "Kite",
      status: "reviewed",
      submitted_at: new Date("2026-01-02T00:00:00Z"),
      rating_total: 5,
      rating_count: 1,
      assignee_id: cast.viewer.uid,
    });
    await addDemo({ id: DEMO_IDS.c, artist_name: "Ossa", email: "ossa@bones.test", submitted_at: new Date("2026-01-01T00:00:00Z") });
    const list = async (query: object) =>
      expectOk(await callFunction("listDemos", query, cast.viewer.idToken)) as {
        demos: { id: string }[];
        total: number;
        page_count: number;
        counts: Record<string, number>;
      };
    expect((await list({ query: "bones" })).demos.map((d) => d.id)).toEqual([DEMO_IDS.c]);
    expect((await list({ tag: "vocal" })).demos.map((d) => d.id)).toEqual([DEMO_IDS.a]);
    expect((await list({ assignee: cast.viewer.uid })).demos.map((d) => d.id)).toEqual([DEMO_IDS.b]);
    expect((await list({ min_rating: 4 })).demos.map((d) => d.id)).toEqual([DEMO_IDS.b]);
    expect((await list({ sort: "oldest" })).demos.map((d) => d.id)).toEqual([DEMO_IDS.c, DEMO_IDS.b, DEMO_IDS.a]);
    const page = await list({ status: "pending", page_size: 1, page: 2 });
    expect(page).toMatchObject({ total: 2, page_count: 2, counts: { all: 3, pending: 2, reviewed: 1 } });
    expect(page.demos.map((d) => d.id)).toEqual([DEMO_IDS.c]);
    expectError(await callFunction("listDemos", { sort: "loudest" }, cast.viewer.idToken), "INVALID_ARGUMENT");
  });
});

describe("replies", SLOW, () => {
  const send = (decision: "accepted" | "rejected", who = cast.editor) =>
    callFunction(
      "sendDemoReply",
      { id: DEMO_IDS.d, decision, subject: "Your demo", body: `Hi, about your demo: ${decision}` },
      who.idToken,
    );
  const replies = async () => (await repos.mail.listTo("artist@example.com")).map((m) => m.id).sort();

  beforeEach(async () => {
    await addDemo({ id: DEMO_IDS.d, email: "artist@example.com" });
  });

  it("emails the artist once per decision, whatever the retries and toggles", async () => {
    expectOk(await callFunction("updateDemoStatus", { id: DEMO_IDS.d, status: "rejected" }, cast.editor.idToken));
    const results = await Promise.all([send("rejected"), send("rejected"), send("rejected")]);
    expect(results.map((r) => (r.result as { already_sent: boolean }).already_sent).sort()).toEqual([false, true, true]);
    expect(await replies()).toEqual([`demo-reply-${DEMO_IDS.d}-rejected`]);
    const mail = await repos.mail.get(`demo-reply-${DEMO_IDS.d}-rejected`);
    expect(mail).toMatchObject({ to: "artist@example.com", message: { subject: "Your demo", text: "Hi, about your demo: rejected" } });

    // Toggled away and back: still one.
    expectOk(await callFunction("updateDemoStatus", { id: DEMO_IDS.d, status: "pending" }, cast.editor.idToken));
    expectOk(await callFunction("updateDemoStatus", { id: DEMO_IDS.d, status: "rejected" }, cast.editor.idToken));
    expect(expectOk(await send("rejected"))).toMatchObject({ already_sent: true, demo: { replies_sent: ["rejected"] } });
    expect(await repos.mail.get(`demo-reply-${DEMO_IDS.d}-rejected`)).toEqual(mail);

    // A different decision is a different answer.
    expectOk(await callFunction("updateDemoStatus", { id: DEMO_IDS.d, status: "accepted" }, cast.editor.idToken));
    expect(expectOk(await send("accepted"))).toMatchObject({ already_sent: false, demo: { replies_sent: ["rejected", "accepted"] } });
    expect((await repos.demos.get(DEMO_IDS.d))?.replies_sent).toEqual(["rejected", "accepted"]);
    expect(await replies()).toEqual([`demo-reply-${DEMO_IDS.d}-accepted`, `demo-reply-${DEMO_IDS.d}-rejected`]);
  });

  it("refuses a reply that does not match the demo's status, or from a viewer, queuing nothing", async () => {
    expectError(await send("rejected"), "FAILED_PRECONDITION", DEMO_DESK_MESSAGES.replyNeedsDecision);
    expectOk(await callFunction("updateDemoStatus", { id: DEMO_IDS.d, status: "rejected" }, cast.editor.idToken));
    expectError(await send("accepted"), "FAILED_PRECONDITION", DEMO_DESK_MESSAGES.replyNeedsDecision);
    expectError(await send("rejected", cast.viewer), "PERMISSION_DENIED");
    expect(await replies()).toEqual([]);
  });

  it("offers the default templates, and staff with demos edit change them", async () => {
    const listed = expectOk(await callFunction("listReplyTemplates", {}, cast.viewer.idToken)) as {
      templates: { id: string; decision: string }[];
    };
    expect(listed.templates.map((t) => t.decision).sort()).toEqual(["accepted", "rejected"]);
    const saved = expectOk(
      await callFunction(
        "saveReplyTemplate",
        { template: { name: "Keep in touch", decision: "rejected", subject: "Re: {title}", body: "Hi {artist}. {note}" } },
        cast.editor.idToken,
      ),
    ) as { id: string };
    expectOk(await callFunction("deleteReplyTemplate", { id: "default-accepted" }, cast.editor.idToken));
    const after = expectOk(await callFunction("listReplyTemplates", {}, cast.viewer.idToken)) as { templates: { id: string }[] };
    expect(after.templates.map((t) => t.id).sort()).toEqual(["default-rejected", saved.id].sort());
    expectError(
      await callFunction(
        "saveReplyTemplate",
        { template: { name: "", decision: "rejected", subject: "s", body: "b" } },
        cast.editor.idToken,
      ),
      "INVALID_ARGUMENT",
      DEMO_DESK_MESSAGES.templateNameRequired,
    );
  });
});
