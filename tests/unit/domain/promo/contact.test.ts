import { describe, expect, it } from "vitest";
import {
  contactInputSchema,
  mergeContact,
  planContactMerge,
  type Contact,
  type ContactInput,
} from "../../../../src/lib/domain/promo/contact";
import { CONTACT_FIELD_MESSAGES as M } from "../../../../src/lib/domain/promo/contactTexts";
import { INVALID_EMAIL, NAME_REQUIRED, tooLong, tooManyTags } from "../../../../src/lib/domain/shared";

const firstError = (input: unknown) => {
  const parsed = contactInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};
const valid = {
  name: "Ann Lee",
  email: "ann@example.com",
  outlet: "The Wire",
  role: "press",
  country: "gb",
  tags: ["uk press"],
  notes: "",
};

describe("a contact as staff type it", () => {
  it("normalises: address and tags lower case, country upper case, blank outlet and notes null, repeated tags once", () => {
    const parsed = contactInputSchema.parse({
      ...valid,
      email: "  Ann.Lee@Example.COM ",
      outlet: "  ",
      country: " fr ",
      tags: ["Techno ", "techno", "DJ Mix"],
      notes: "",
    });
    expect(parsed).toEqual({
      name: "Ann Lee",
      email: "ann.lee@example.com",
      outlet: null,
      role: "press",
      country: "FR",
      tags: ["techno", "dj mix"],
      notes: null,
    });
  });

  it("takes an empty or missing country as unknown", () => {
    expect(contactInputSchema.parse({ ...valid, country: "" }).country).toBeNull();
    expect(contactInputSchema.parse({ ...valid, country: undefined }).country).toBeNull();
  });

  it("refuses with the first failing rule's message", () => {
    expect(firstError({ ...valid, name: "  " })).toBe(NAME_REQUIRED);
    expect(firstError({ ...valid, name: "x".repeat(201) })).toBe(tooLong(200));
    expect(firstError({ ...valid, email: "not an address" })).toBe(INVALID_EMAIL);
    expect(firstError({ ...valid, role: "journalist" })).toBe(M.role);
    expect(firstError({ ...valid, country: "XX" })).toBe(M.country);
    expect(firstError({ ...valid, country: "France" })).toBe(M.country);
    expect(firstError({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toBe(tooManyTags(20));
    expect(firstError({ ...valid, tags: ["x".repeat(41)] })).toBe(tooLong(40));
  });
});

const input = (over: Partial<ContactInput>): ContactInput => ({
  name: "Ann",
  email: "ann@example.com",
  outlet: null,
  role: "press",
  country: null,
  tags: [],
  notes: null,
  ...over,
});
const stored = (over: Partial<Contact>): Contact => ({
  ...input({}),
  id: "c1",
  created_at: new Date("2026-01-01"),
  updated_at: new Date("2026-01-01"),
  ...over,
});

describe("merging a second record of an address", () => {
  it("keeps the first's name, role and filled fields, fills its empty ones and adds tags", () => {
    const kept = input({ name: "Ann Lee", outlet: "The Wire", tags: ["uk"] });
    const merged = mergeContact(
      kept,
      input({ name: "A. Lee", role: "dj", outlet: "Mixmag", country: "GB", notes: "met at ADE", tags: ["techno", "uk"] }),
    );
    expect(merged).toEqual(
      input({ name: "Ann Lee", role: "press", outlet: "The Wire", country: "GB", notes: "met at ADE", tags: ["uk", "techno"] }),
    );
  });

  it("keeps at most the tag limit", () => {
    const kept = input({ tags: Array.from({ length: 19 }, (_, i) => `a${i}`) });
    expect(mergeContact(kept, input({ tags: ["b1", "b2"] })).tags).toHaveLength(20);
  });
});

describe("planning records into the book", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("creates new addresses, updates those a merge changes, counts those it leaves as they are", () => {
    const existing = [
      stored({ id: "c1", email: "ann@example.com", tags: ["uk"] }),
      stored({ id: "c2", email: "bo@example.com", tags: ["uk"] }),
    ];
    const plan = planContactMerge(
      existing,
      [
        input({ email: "ann@example.com", tags: ["techno"] }),
        input({ email: "bo@example.com", tags: ["uk"] }),
        input({ email: "cy@example.com" }),
      ],
      now,
    );
    expect(plan.create.map((c) => c.email)).toEqual(["cy@example.com"]);
    expect(plan.update).toEqual([{ before: existing[0], after: { ...existing[0], tags: ["uk", "techno"], updated_at: now } }]);
    expect(plan.unchanged).toBe(1);
  });

  it("changes nothing the second time the same records are merged", () => {
    const first = planContactMerge([], [input({ email: "ann@example.com", tags: ["uk"] })], now);
    const saved = first.create.map((c, i) => stored({ ...c, id: `c${i}` }));
    expect(planContactMerge(saved, [input({ email: "ann@example.com", tags: ["uk"] })], now)).toEqual({
      create: [],
      update: [],
      unchanged: 1,
    });
  });
});
