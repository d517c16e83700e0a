import { describe, expect, it } from "vitest";
import { preSaveRedirectUrl } from "../../../src/lib/domain/campaigns";

const site = "https://label.example/";

describe("preSaveRedirectUrl", () => {
  it("prefers the release's pre-save URL", () => {
    expect(
      preSaveRedirectUrl({ pre_save_url: "https://presave.example/x", spotify_album_id: "ALB", slug: "coming-tide" }, "halden-drift", site),
    ).toBe("https://presave.example/x");
  });

  it("then the Spotify album", () => {
    expect(preSaveRedirectUrl({ pre_save_url: null, spotify_album_id: "ALB", slug: "coming-tide" }, "halden-drift", site)).toBe(
      "https://open.spotify.com/album/ALB",
    );
  });

  it("then the release page of the primary artist", () => {
    expect(preSaveRedirectUrl({ pre_save_url: " ", spotify_album_id: null, slug: "coming-tide" }, "halden-drift", site)).toBe(
      "https://label.example/releases/halden-drift/coming-tide",
    );
  });

  it("then the releases list when there is no artist", () => {
    expect(preSaveRedirectUrl({ pre_save_url: null, spotify_album_id: null, slug: "coming-tide" }, null, "http://localhost:4321")).toBe(
      "http://localhost:4321/releases",
    );
  });
});
