import { describe, expect, it } from "vitest";
import {
  addAdditionalArtist,
  moveAdditionalArtist,
  removeAdditionalArtist,
  takenArtistIds,
  withoutPrimary,
} from "../../../src/admin/screens/catalog/Releases/additionalArtists";

describe("additional artists list", () => {
  it("adds in order, never twice, never the primary, never nothing", () => {
    let list = addAdditionalArtist([], "b", "a");
    list = addAdditionalArtist(list, "c", "a");
    expect(list).toEqual(["b", "c"]);
    expect(addAdditionalArtist(list, "b", "a")).toEqual(["b", "c"]);
    expect(addAdditionalArtist(list, "a", "a")).toEqual(["b", "c"]);
    expect(addAdditionalArtist(list, "", "a")).toEqual(["b", "c"]);
  });

  it("returns new lists and leaves the input alone", () => {
    const list = ["b", "c"];
    expect(addAdditionalArtist(list, "d", null)).not.toBe(list);
    moveAdditionalArtist(list, 0, 1);
    removeAdditionalArtist(list, "b");
    expect(list).toEqual(["b", "c"]);
  });

  it("removes one artist and keeps the others' order", () => {
    expect(removeAdditionalArtist(["b", "c", "d"], "c")).toEqual(["b", "d"]);
    expect(removeAdditionalArtist(["b"], "x")).toEqual(["b"]);
  });

  it("moves up and down, and not past either end", () => {
    expect(moveAdditionalArtist(["b", "c", "d"], 2, -1)).toEqual(["b", "d", "c"]);
    expect(moveAdditionalArtist(["b", "c", "d"], 0, 1)).toEqual(["c", "b", "d"]);
    expect(moveAdditionalArtist(["b", "c"], 0, -1)).toEqual(["b", "c"]);
    expect(moveAdditionalArtist(["b", "c"], 1, 1)).toEqual(["b", "c"]);
    expect(moveAdditionalArtist(["b", "c"], 5, -1)).toEqual(["b", "c"]);
  });

  it("drops a new primary artist from the list", () => {
    expect(withoutPrimary(["b", "c"], "c")).toEqual(["b"]);
    expect(withoutPrimary(["b", "c"], "")).toEqual(["b", "c"]);
  });

  it("no longer offers the primary or the listed artists", () => {
    expect(takenArtistIds(["c"], "a")).toEqual(["c", "a"]);
    expect(takenArtistIds(["b", "c"], "")).toEqual(["b", "c"]);
    expect(takenArtistIds([], null)).toEqual([]);
  });
});
