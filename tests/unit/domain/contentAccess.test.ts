import { describe, expect, it } from "vitest";
import { writeRequirements } from "../../../src/lib/domain/contentAccess";

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
