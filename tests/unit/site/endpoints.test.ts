import { describe, expect, it } from "vitest";
import { notFoundKind } from "../../../src/lib/site/endpoints";

describe("404 page", () => {
  it("picks the not-found state from the shape of the path", () => {
    expect(notFoundKind("/artist/nobody")).toBe("artist");
    expect(notFoundKind("/artist/nobody/")).toBe("artist");
    expect(notFoundKind("/releases/ann/nothing")).toBe("release");
    expect(notFoundKind("/press/gone")).toBe("post");
    expect(notFoundKind("/pre-save/ann/tide")).toBe("preSave");
    expect(notFoundKind("/releases/ann")).toBe("page");
    expect(notFoundKind("/artist/a/b")).toBe("page");
    expect(notFoundKind("/nowhere")).toBe("page");
  });
});
