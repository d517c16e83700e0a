import { describe, expect, it } from "vitest";
import { applyReport, buildManifestSchema, type BuildManifest } from "../../../src/lib/site/manifest";

const previous: BuildManifest = {
  version: 1,
  builtAt: "2025-01-01T00:00:00.000Z",
  today: "2025-01-01",
  pages: { "/": ["artists:*"], "/artist/old": ["artists:a1"], "/press": ["press_posts:*"] },
};

describe("build manifest", () => {
  it("an incremental build patches it: rendered pages get their new dependencies, removed pages go", () => {
    const next = applyReport(previous, {
      mode: "incremental",
      builtAt: "2025-01-02T08:00:00.000Z",
      today: "2025-01-02",
      rendered: { "/": ["artists:*", "releases:*"], "/artist/new": ["artists:a1"] },
      removed: ["/artist/old"],
    });
    expect(next).toEqual({
      version: 1,
      builtAt: "2025-01-02T08:00:00.000Z",
      today: "2025-01-02",
      pages: { "/": ["artists:*", "releases:*"], "/artist/new": ["artists:a1"], "/press": ["press_posts:*"] },
    });
  });

  it("a full build replaces it", () => {
    const next = applyReport(previous, { mode: "full", builtAt: "x", today: "2025-01-03", rendered: { "/": [] }, removed: [] });
    expect(next.pages).toEqual({ "/": [] });
  });

  it("rejects a malformed manifest", () => {
    expect(buildManifestSchema.safeParse({ ...previous, pages: { "/": ["nonsense"] } }).success).toBe(false);
    expect(buildManifestSchema.safeParse({ ...previous, version: 2 }).success).toBe(false);
  });
});
