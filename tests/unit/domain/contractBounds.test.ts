import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callables, type CallableName } from "../../../src/lib/domain/callables";
import { LIMITS } from "../../../src/lib/domain/shared/constants";
import { mediaUploadTargetSchema } from "../../../src/lib/domain/media/contract";
import { INVALID_ID, tooLong, tooManyTags } from "../../../src/lib/domain/shared";
import { errorOf, parsed, UUID_A, walk } from "./support";

const FIVE_MB = "x".repeat(5 * 1024 * 1024);
const D = LIMITS.demoDesk;

/** Strings and lists of a request that carry no maximum: what a caller could fill with megabytes. */
function unboundedIn(name: CallableName): string[] {
  const found: string[] = [];
  walk(callables[name].request as z.ZodType, name, (schema, path) => {
    const def = schema._zod.def as unknown as { type: string; checks?: { _zod: { def: { check: string } } }[] };
    const hasMax = (def.checks ?? []).some((check) => check._zod.def.check === "max_length");
    if ((def.type === "string" || def.type === "array") && !hasMax) found.push(`${path} (${def.type})`);
    if (def.type === "any" || def.type === "unknown") found.push(`${path} (${def.type})`);
  });
  return found;
}

describe("the whole shared contract", () => {
  it.each(Object.keys(callables) as CallableName[])("%s bounds every string and list a caller sends", (name) => {
    expect(unboundedIn(name)).toEqual([]);
  });

  it("the walk finds an unbounded field (the check can fail)", () => {
    const probe = z.object({ a: z.string(), b: z.array(z.string().max(3)), c: z.string().max(2).nullable().default(null) });
    const found: string[] = [];
    walk(probe, "probe", (schema, path) => {
      const def = schema._zod.def as unknown as { type: string; checks?: { _zod: { def: { check: string } } }[] };
      if ((def.type === "string" || def.type === "array") && !(def.checks ?? []).some((c) => c._zod.def.check === "max_length"))
        found.push(path);
    });
    expect(found).toEqual(["probe.a", "probe.b"]);
  });
});

describe("A&R desk, audit and media requests: ids", () => {
  it("every id field refuses a path or a prototype key with 'Invalid id'", () => {
    const payloads: [CallableName, Record<string, unknown>][] = [
      ["getDemoReview", { id: "a/b" }],
      ["addDemoComment", { id: "__proto__", at_seconds: 1, body: "Nice hook" }],
      ["rateDemo", { id: "a/b", rating: 4 }],
      ["reportDemoListening", { id: "a/b", seconds: 3 }],
      ["updateDemoTriage", { id: "a/b" }],
      ["updateDemoTriage", { id: UUID_A, assignee_id: "a/b" }],
      ["sendDemoReply", { id: "a/b", decision: "accepted", subject: "Hi", body: "Thanks" }],
      ["deleteReplyTemplate", { id: "__proto__" }],
      ["saveReplyTemplate", { id: "a/b", template: { name: "N", decision: "accepted", subject: "S", body: "B" } }],
      ["listDemos", { assignee: "a/b" }],
      ["listContentVersions", { entity: "artists", id: "a/b" }],
      ["listAuditEntries", { actor: "a/b" }],
      ["listAuditEntries", { entity_id: "__proto__" }],
      ["listAuditEntries", { cursor: { at: "2026-01-01T00:00:00Z", id: "a/b" } }],
      ["deleteMedia", { id: "a/b" }],
    ];
    for (const [name, payload] of payloads)
      expect(errorOf(callables[name].request, payload), `${name} ${JSON.stringify(payload)}`).toBe(INVALID_ID);
  });

  it("the image upload's item and artist ids are record ids", () => {
    expect(parsed(mediaUploadTargetSchema, { resource: "artists", item_id: UUID_A })).toMatchObject({ item_id: UUID_A });
    expect(errorOf(mediaUploadTargetSchema, { resource: "artists", item_id: "../x" })).toBe(INVALID_ID);
    expect(errorOf(mediaUploadTargetSchema, { resource: "releases", artist_id: FIVE_MB })).toBe(INVALID_ID);
  });

  it("the unassigned filter and the system actor are still valid filters", () => {
    expect(parsed(callables.listDemos.request, { assignee: "unassigned" }).assignee).toBe("unassigned");
    expect(parsed(callables.listAuditEntries.request, { actor: "system" }).actor).toBe("system");
  });
});

describe("A&R desk requests: bounds", () => {
  it("5 MB in a comment, tag, search, filter or reply is refused with the field's limit", () => {
    expect(errorOf(callables.addDemoComment.request, { id: UUID_A, at_seconds: 0, body: FIVE_MB })).toBe(tooLong(D.comment));
    expect(errorOf(callables.updateDemoTriage.request, { id: UUID_A, tags: [FIVE_MB] })).toBe(tooLong(D.tag));
    expect(errorOf(callables.listDemos.request, { query: FIVE_MB })).toBe(tooLong(D.search));
    expect(errorOf(callables.listDemos.request, { genre: FIVE_MB })).toBe(tooLong(D.filter));
    expect(errorOf(callables.listDemos.request, { tag: FIVE_MB })).toBe(tooLong(D.filter));
    expect(errorOf(callables.sendDemoReply.request, { id: UUID_A, decision: "accepted", subject: "Hi", body: FIVE_MB })).toBe(
      tooLong(D.replyBody),
    );
  });

  it("at most LIMITS.demoDesk.tags tags, and no page beyond the last possible one", () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);
    expect(parsed(callables.updateDemoTriage.request, { id: UUID_A, tags: tags(D.tags) }).tags).toHaveLength(D.tags);
    expect(errorOf(callables.updateDemoTriage.request, { id: UUID_A, tags: tags(D.tags + 1) })).toBe(tooManyTags(D.tags));
    expect(errorOf(callables.listDemos.request, { page: D.page + 1 })).not.toBeNull();
  });

  it("a reply and a comment keep their line breaks; control characters go", () => {
    const reply = parsed(callables.sendDemoReply.request, {
      id: UUID_A,
      decision: "rejected",
      subject: "Your demo\n",
      body: "Hi,\n\nThanks\u0007 for sending it.\n",
    });
    expect(reply.body).toBe("Hi,\n\nThanks for sending it.");
    expect(reply.subject).toBe("Your demo");
    expect(parsed(callables.addDemoComment.request, { id: UUID_A, at_seconds: 12, body: "Verse\nchorus" }).body).toBe("Verse\nchorus");
  });
});
