import { describe, expect, it } from "vitest";
import { followPage, type FollowPageView } from "../../../src/lib/domain/fans";

const view = (over: Partial<FollowPageView> = {}): FollowPageView => ({
  result: "pending",
  artist: { id: "6f1c3a9e-0000-4000-8000-000000000001", name: "Halden & Drift" },
  artistUrl: "https://label.test/artist/halden-drift",
  action: "/api/subscribe",
  email: "fan@example.com",
  ...over,
});

describe("the FOLLOW form's result page", () => {
  it("names the artist, says what happened and links back to the artist's page", () => {
    const html = followPage(view(), "Label · hello@label.test");
    expect(html).toContain("<h1>FOLLOW Halden &amp; Drift</h1>");
    expect(html).toContain("News of Halden &amp; Drift by email: releases and shows.");
    expect(html).toContain('<div role="status"><h2>Check your inbox</h2>');
    expect(html).toContain('<a href="https://label.test/artist/halden-drift">← Back to Halden &amp; Drift</a>');
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<script");
  });

  it("after an error offers the form again with the address as typed, escaped, and the artist's list and wording", () => {
    const html = followPage(view({ result: "invalid-email", email: 'fan"><script>@localhost' }), "Label");
    expect(html).toContain('<div role="alert"><h2>Subscription failed</h2><p>Invalid email address</p>');
    expect(html).toContain('value="fan&quot;&gt;&lt;script&gt;@localhost"');
    expect(html).toContain('<input type="hidden" name="list" value="6f1c3a9e-0000-4000-8000-000000000001">');
    expect(html).toContain('<input type="hidden" name="consent" value="artist-news-1">');
    expect(html).toContain('<input type="hidden" name="form" value="artist_page">');
    expect(html).toContain('<form method="post" action="/api/subscribe">');
    expect(html).toContain("Send me news of Halden &amp; Drift by email");
    expect(html).not.toContain("<script>");
  });
});
