import { describe, expect, it } from "vitest";
import { writeRequirements } from "../../../src/lib/domain/access/contentAccess";

const state = (artistId: string | null, isPublished: boolean) => ({ artistId, isPublished });

describe("writeRequirements", () => {
  it("create: draft for the owner, plus publish when created published", () => {
    expect(writeRequirements(null, state("a", false))).toEqual([{ action: "draft", artistId: "a" }]);
    expect(writeRequirements(null, state(null, true))).toEqual([
      { action: "draft", artistId: null },
      { action: "publish", artistId: null },
    ]);
  });

  it("update without a change of owner or state: edit only", () => {
    expect(writeRequirements(state("a", true), state("a", true))).toEqual([{ action: "edit", artistId: "a" }]);
  });

  it("update that changes the published state: edit and publish", () => {
    expect(writeRequirements(state("a", false), state("a", true))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "publish", artistId: "a" },
    ]);
    expect(writeRequirements(state(null, true), state(null, false))).toEqual([
      { action: "edit", artistId: null },
      { action: "publish", artistId: null },
    ]);
  });

  it("moving an item to another artist needs edit for both", () => {
    expect(writeRequirements(state("a", false), state("b", false))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "edit", artistId: "b" },
    ]);
  });

  it("moving a published item needs publish for the new owner; publishing while moving needs it for both", () => {
    expect(writeRequirements(state("a", true), state("b", true))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "edit", artistId: "b" },
      { action: "publish", artistId: "b" },
    ]);
    expect(writeRequirements(state("a", false), state("b", true))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "edit", artistId: "b" },
      { action: "publish", artistId: "a" },
      { action: "publish", artistId: "b" },
    ]);
  });
});

describe("writeRequirements: credited artists consent to a published release", () => {
  const credits = (artistId: string, isPublished: boolean, creditedArtistIds: string[]) => ({ artistId, isPublished, creditedArtistIds });

  it("creating a published release that credits others needs publish for each of them", () => {
    expect(writeRequirements(null, credits("a", true, ["b", "c"]))).toEqual([
      { action: "draft", artistId: "a" },
      { action: "publish", artistId: "a" },
      { action: "publish", artistId: "b" },
      { action: "publish", artistId: "c" },
    ]);
  });

  it("a draft may credit anyone: nothing reaches their pages", () => {
    expect(writeRequirements(null, credits("a", false, ["b"]))).toEqual([{ action: "draft", artistId: "a" }]);
    expect(writeRequirements(credits("a", false, []), credits("a", false, ["b"]))).toEqual([{ action: "edit", artistId: "a" }]);
  });

  it("keeping a release published still needs publish for every credited artist", () => {
    expect(writeRequirements(credits("a", true, ["b"]), credits("a", true, ["b"]))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "publish", artistId: "b" },
    ]);
  });

  it("unpublishing needs no consent from the credited artists", () => {
    expect(writeRequirements(credits("a", true, ["b"]), credits("a", false, ["b"]))).toEqual([
      { action: "edit", artistId: "a" },
      { action: "publish", artistId: "a" },
    ]);
  });
});
