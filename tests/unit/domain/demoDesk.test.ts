import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPLY_TEMPLATES,
  demoListQuerySchema,
  demoRatingAverage,
  demoReceiptEmail,
  demoReference,
  demoReferenceFromBytes,
  demoReplyMailId,
  demoSubmissionKey,
  demoWaitedMs,
  demoWaitingText,
  fillReplyTemplate,
  findDuplicateOf,
  formatTrackTime,
  idDemoReference,
  parseTrackTime,
  queryDemos,
  type Demo,
} from "../../../src/lib/domain/demos";
import { peaksFromPcm } from "../../../src/lib/domain/shared";
import { makeDemo } from "../../factories";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * day);

describe("fillReplyTemplate", () => {
  it("fills {artist}, {title} and {note} and leaves other braces as typed", () => {
    expect(
      fillReplyTemplate('Hi {artist}, about "{title}": {note} {other}', { artist: "Ossa", title: "Bone Flute", note: " Lovely flute. " }),
    ).toBe('Hi Ossa, about "Bone Flute": Lovely flute. {other}');
  });

  it("leaves no run of blank lines where an empty note was", () => {
    const body = DEFAULT_REPLY_TEMPLATES.find((t) => t.decision === "rejected")!.body;
    const filled = fillReplyTemplate(body, { artist: "Ossa", title: "Bone Flute", note: "" });
    expect(filled).not.toMatch(/\n{3}/);
    expect(filled).toContain('"Bone Flute"');
    expect(filled.startsWith("Hi Ossa,")).toBe(true);
  });
});

describe("references and mail ids", () => {
  it("a new reference is DEMO- and eight characters of Crockford's base 32, one per random byte", () => {
    expect(demoReferenceFromBytes(Uint8Array.from([0, 1, 10, 17, 21, 26, 31, 255]))).toBe("DEMO-01AHNTZZ");
    // Every byte value maps to a character; no I, L, O or U, so nothing reads as 1 or 0.
    const all = demoReferenceFromBytes(Uint8Array.from({ length: 8 }, (_, i) => i * 32 + 18)).slice(5);
    expect(all).toBe("JJJJJJJJ");
    const alphabet = new Set(Array.from({ length: 32 }, (_, b) => demoReferenceFromBytes(new Uint8Array(8).fill(b)).at(-1)));
    expect([...alphabet].join("")).toBe("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    expect(() => demoReferenceFromBytes(new Uint8Array(7))).toThrow(RangeError);
  });

  it("a demo's reference is its own; one stored before references were kept shows the one its receipt quoted, the start of the id", () => {
    expect(demoReference({ id: "d0000000-0000-4000-8000-000000000001", reference: "DEMO-7K2QX9M4" })).toBe("DEMO-7K2QX9M4");
    expect(demoReference({ id: "d0000000-0000-4000-8000-000000000001" })).toBe("DEMO-D0000000");
    expect(idDemoReference("1a2b3c4d-ffff")).toBe("DEMO-1A2B3C4D");
  });

  it("the receipt quotes the demo's reference in its subject and body", () => {
    const receipt = demoReceiptEmail("Static Bloom", {
      id: "d0000000-0000-4000-8000-000000000001",
      reference: "DEMO-7K2QX9M4",
      artist_name: "Ossa",
      track_title: "Bone Flute",
    });
    expect(receipt.subject).toBe('We received your demo "Bone Flute" (DEMO-7K2QX9M4)');
    expect(receipt.text).toContain("Your reference: DEMO-7K2QX9M4");
  });

  it("one reply mail id per demo and decision", () => {
    expect(demoReplyMailId("x", "accepted")).toBe("demo-reply-x-accepted");
    expect(demoReplyMailId("x", "rejected")).not.toBe(demoReplyMailId("x", "accepted"));
  });
});

describe("duplicates", () => {
  const earlier = (
    id: string,
    over: Partial<{ content_hash: string; submission_key: string; submitted_at: Date; duplicate_of: string | null }>,
  ) => ({
    id,
    duplicate_of: null,
    submitted_at: daysAgo(10),
    ...over,
  });

  it("folds case and spacing of address and title", () => {
    expect(demoSubmissionKey(" Mira@Example.com", "Night  Bus ")).toBe(demoSubmissionKey("mira@example.com", "night bus"));
    expect(demoSubmissionKey("mira@example.com", "Night Bus")).not.toBe(demoSubmissionKey("mira@example.com", "Day Bus"));
  });

  it("the same file or the same address and title within 90 days is a duplicate of the first", () => {
    const candidate = { content_hash: "h1", submission_key: "k1", submitted_at: now };
    expect(findDuplicateOf(candidate, [earlier("a", { content_hash: "h1" })])).toBe("a");
    expect(findDuplicateOf(candidate, [earlier("a", { submission_key: "k1" })])).toBe("a");
    expect(
      findDuplicateOf(candidate, [
        earlier("b", { content_hash: "h1", submitted_at: daysAgo(5) }),
        earlier("a", { submission_key: "k1", submitted_at: daysAgo(20) }),
      ]),
    ).toBe("a");
  });

  it("names the original, not an earlier repeat", () => {
    const candidate = { content_hash: "h1", submission_key: "k1", submitted_at: now };
    expect(findDuplicateOf(candidate, [earlier("repeat", { content_hash: "h1", duplicate_of: "original" })])).toBe("original");
  });

  it("is not a duplicate past 90 days, or with another file and title", () => {
    const candidate = { content_hash: "h1", submission_key: "k1", submitted_at: now };
    expect(findDuplicateOf(candidate, [earlier("a", { content_hash: "h1", submitted_at: daysAgo(91) })])).toBeNull();
    expect(findDuplicateOf(candidate, [earlier("a", { content_hash: "h1", submitted_at: daysAgo(89) })])).toBe("a");
    expect(findDuplicateOf(candidate, [earlier("a", { content_hash: "h2", submission_key: "k2" })])).toBeNull();
  });
});

describe("waiting time, rating and track times", () => {
  it("waits until now while undecided, until the decision once decided", () => {
    expect(demoWaitedMs({ status: "pending", submitted_at: daysAgo(3) }, now)).toBe(3 * day);
    expect(demoWaitingText({ status: "reviewed", submitted_at: daysAgo(3) }, now)).toBe("Waiting 3 days");
    expect(demoWaitingText({ status: "pending", submitted_at: new Date(now.getTime() - 5 * 3600_000) }, now)).toBe("Waiting 5 hours");
    expect(demoWaitingText({ status: "pending", submitted_at: now }, now)).toBe("Waiting less than an hour");
    expect(demoWaitingText({ status: "rejected", submitted_at: daysAgo(10), status_changed_at: daysAgo(9) }, now)).toBe(
      "Answered after 1 day",
    );
  });

  it("averages ratings to one decimal", () => {
    expect(demoRatingAverage({ rating_total: 0, rating_count: 0 })).toBeNull();
    expect(demoRatingAverage({ rating_total: 11, rating_count: 3 })).toBe(3.7);
  });

  it("formats and reads track positions", () => {
    expect(formatTrackTime(42)).toBe("0:42");
    expect(formatTrackTime(725.9)).toBe("12:05");
    expect(parseTrackTime("0:42")).toBe(42);
    expect(parseTrackTime("42")).toBe(42);
    expect(parseTrackTime("1:75")).toBeNull();
    expect(parseTrackTime("abc")).toBeNull();
  });
});

describe("peaksFromPcm", () => {
  it("takes the loudest sample of each bucket, 0 to 1", () => {
    const samples = Int16Array.from([0, 16384, -32768, 100, 0, 0, 8192, -8192]);
    expect(peaksFromPcm(samples, 4)).toEqual([0.5, 1, 0, 0.25]);
  });

  it("never makes more buckets than samples", () => {
    expect(peaksFromPcm(Int16Array.from([3276, -3276]), 800)).toEqual([0.1, 0.1]);
    expect(peaksFromPcm(new Int16Array(0))).toEqual([]);
  });
});

describe("queryDemos", () => {
  const demos: Demo[] = [
    makeDemo({
      id: "a",
      artist_name: "Glass Harbour",
      track_title: "Tidal",
      email: "glass@x.com",
      status: "pending",
      genre: "ambient",
      submitted_at: daysAgo(1),
      tags: ["vocal"],
    }),
    makeDemo({
      id: "b",
      artist_name: "Kite",
      track_title: "Relay",
      email: "kite@x.com",
      status: "reviewed",
      genre: "electronic",
      submitted_at: daysAgo(5),
      rating_total: 9,
      rating_count: 2,
      assignee_id: "u1",
    }),
    makeDemo({
      id: "c",
      artist_name: "Ossa",
      track_title: "Bone",
      email: "ossa@x.com",
      status: "accepted",
      submitted_at: daysAgo(30),
      status_changed_at: daysAgo(29),
      rating_total: 3,
      rating_count: 1,
    }),
    makeDemo({
      id: "d",
      artist_name: "Kite",
      track_title: "Relay",
      email: "kite@x.com",
      status: "pending",
      genre: "electronic",
      submitted_at: daysAgo(2),
      duplicate_of: "b",
    }),
  ];
  const run = (input: object) => queryDemos(demos, demoListQuerySchema.parse(input), now);
  const ids = (input: object) => run(input).demos.map((d) => d.id);

  it("defaults to every non-duplicate, newest first, with counts per status", () => {
    const page = run({});
    expect(page.demos.map((d) => d.id)).toEqual(["a", "b", "c"]);
    expect(page.counts).toEqual({ all: 3, pending: 1, reviewed: 1, accepted: 1, rejected: 0 });
    expect(page.tags).toEqual(["vocal"]);
    expect(page.genres).toEqual(["ambient", "electronic"]);
  });

  it("shows duplicates when asked, or only them", () => {
    expect(ids({ duplicates: "include" })).toEqual(["a", "d", "b", "c"]);
    expect(ids({ duplicates: "only" })).toEqual(["d"]);
  });

  it("says how many duplicates the counts leave out, under the other filters, whatever the status filter", () => {
    expect(run({}).hidden_duplicates).toBe(1);
    expect(run({ status: "accepted" }).hidden_duplicates).toBe(1);
    expect(run({ query: "relay" })).toMatchObject({ total: 1, hidden_duplicates: 1 });
    expect(run({ query: "tidal" }).hidden_duplicates).toBe(0);
    expect(run({ genre: "ambient" }).hidden_duplicates).toBe(0);
    // Shown duplicates hide nothing.
    expect(run({ duplicates: "include" }).hidden_duplicates).toBe(0);
    expect(run({ duplicates: "only" }).hidden_duplicates).toBe(0);
  });

  it("searches artist, title and email in any case", () => {
    expect(ids({ query: "harb" })).toEqual(["a"]);
    expect(ids({ query: "RELAY" })).toEqual(["b"]);
    expect(ids({ query: "ossa@" })).toEqual(["c"]);
    expect(ids({ query: "nothing" })).toEqual([]);
  });

  it("filters by status, genre, assignee, rating and tag; counts ignore only the status filter", () => {
    expect(ids({ status: "pending" })).toEqual(["a"]);
    expect(run({ status: "pending", genre: "electronic" }).counts).toEqual({ all: 1, pending: 0, reviewed: 1, accepted: 0, rejected: 0 });
    expect(ids({ genre: "electronic" })).toEqual(["b"]);
    expect(ids({ assignee: "u1" })).toEqual(["b"]);
    expect(ids({ assignee: "unassigned" })).toEqual(["a", "c"]);
    expect(ids({ min_rating: 4 })).toEqual(["b"]);
    expect(ids({ min_rating: 3 })).toEqual(["b", "c"]);
    expect(ids({ tag: "vocal" })).toEqual(["a"]);
  });

  it("sorts by date, rating or waiting time", () => {
    expect(ids({ sort: "oldest" })).toEqual(["c", "b", "a"]);
    expect(ids({ sort: "rating" })).toEqual(["b", "c", "a"]);
    // c was answered after 1 day; b has waited 5 days, a 1 day (ties: newest first).
    expect(ids({ sort: "waiting" })).toEqual(["b", "a", "c"]);
  });

  it("pages, keeping the page within range", () => {
    expect(run({ page_size: 2 })).toMatchObject({ total: 3, page: 1, page_count: 2 });
    expect(ids({ page_size: 2, page: 2 })).toEqual(["c"]);
    expect(run({ page_size: 2, page: 9 })).toMatchObject({ page: 2 });
    expect(run({ query: "none" })).toMatchObject({ total: 0, page: 1, page_count: 1, demos: [] });
  });
});
