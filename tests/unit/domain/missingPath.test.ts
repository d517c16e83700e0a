import { describe, expect, it } from "vitest";
import { cleanReferrer, missingPathReportSchema } from "../../../src/lib/domain/shared";

describe("missing path report", () => {
  it("keeps the path without its query and the referrer without its query", () => {
    expect(
      missingPathReportSchema.parse({ path: "/artist/nobody?utm=x#top", referrer: "https://search.example/results?q=private" }),
    ).toEqual({
      path: "/artist/nobody",
      referrer: "https://search.example/results",
    });
  });

  it("drops a referrer that is not a web URL", () => {
    expect(cleanReferrer("")).toBeNull();
    expect(cleanReferrer("javascript:alert(1)")).toBeNull();
    expect(missingPathReportSchema.parse({ path: "/x" }).referrer).toBeNull();
  });

  it("refuses anything that is not a site path", () => {
    for (const path of ["nope", "https://evil.example/", "/" + "a".repeat(600), 42]) {
      expect(missingPathReportSchema.safeParse({ path }).success, String(path)).toBe(false);
    }
  });
});
