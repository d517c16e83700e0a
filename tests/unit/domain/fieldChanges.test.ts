import { describe, expect, it } from "vitest";
import { fieldChanges, fieldValueText, versionChanges, versionRestoreInput } from "../../../src/lib/domain/publishing";

const v = (snapshot: Record<string, unknown>, artists: string[] | null = null) => ({ snapshot, artists });

describe("fieldChanges", () => {
  it("lists the fields that differ, sorted, with null for absent values", () => {
    expect(fieldChanges({ a: 1, b: "x", d: new Date(0) }, { a: 1, b: "y", c: [1], d: new Date(0) })).toEqual([
      { field: "b", before: "x", after: "y" },
      { field: "c", before: null, after: [1] },
    ]);
  });
});

describe("versionChanges", () => {
  it("compares a version with the one before, credits, links and HTML included, without bookkeeping fields", () => {
    const older = v({ title: "A", content: "<p>old</p>", credits: { producers: ["X"] }, updated_at: "1" }, ["p", "o"]);
    const newer = v({ title: "A", content: "<p>new</p>", credits: { producers: ["X", "Y"] }, updated_at: "2" }, ["p"]);
    expect(versionChanges(older, newer)).toEqual([
      { field: "artists", before: ["p", "o"], after: ["p"] },
      { field: "content", before: "<p>old</p>", after: "<p>new</p>" },
      { field: "credits", before: { producers: ["X"] }, after: { producers: ["X", "Y"] } },
    ]);
  });

  it("does not report credited artists as removed by a version that did not record them", () => {
    expect(versionChanges(v({ is_published: false }, ["p"]), v({ is_published: true }))).toEqual([
      { field: "is_published", before: false, after: true },
    ]);
  });

  it("shows every field of the first version as added", () => {
    expect(versionChanges(null, v({ name: "N", id: "1" }))).toEqual([{ field: "name", before: null, after: "N" }]);
  });
});

describe("fieldValueText", () => {
  it("writes empty values as a dash, lists joined, objects as JSON", () => {
    expect([null, "", [], ["a", "b"], { x: 1 }, true, "<b>t</b>"].map(fieldValueText)).toEqual([
      "—",
      "—",
      "—",
      "a, b",
      '{"x":1}',
      "true",
      "<b>t</b>",
    ]);
  });
});

describe("versionRestoreInput", () => {
  it("gives a release its recorded credited artists after the primary", () => {
    expect(versionRestoreInput("releases", v({ title: "T", artist_id: "p" }, ["p", "o", "t"]))).toEqual({
      title: "T",
      artist_id: "p",
      additional_artist_ids: ["o", "t"],
    });
  });
  it("keeps the current credits when the version did not record them", () => {
    expect(versionRestoreInput("releases", v({ artist_id: "p" }), ["o"])).toEqual({ artist_id: "p", additional_artist_ids: ["o"] });
  });
  it("restores an artist's or a post's fields as stored", () => {
    expect(versionRestoreInput("artists", v({ name: "N" }))).toEqual({ name: "N" });
  });
});
