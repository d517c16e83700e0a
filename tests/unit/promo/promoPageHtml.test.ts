import { describe, expect, it } from "vitest";
import { LABEL } from "../../../src/config/label";
import { PROMO_GONE_TEXTS, PROMO_PAGE_TEXTS } from "../../../src/lib/domain/promo";
import { escapeHtml } from "../../../src/lib/domain/shared/html";
import { promoGoneHtml, promoPageHtml, type PromoPageView } from "../../../src/lib/server/promo/promoPageHtml";
import { mintPromoToken, promoAudioUrlValid, promoTokenHash, signedPromoAudioPath } from "../../../src/lib/server/promo/promoTokens";

const play = {
  id: "t1",
  releaseId: "r1",
  title: "Tidal <1>",
  sources: [{ src: "/promo/tok/audio/t1/a.ogg?e=1&s=x", type: "audio/ogg", bytes: 10 }],
  seconds: 200,
  gainDb: 0,
  peaks: [],
  preview: false,
};
const view: PromoPageView = {
  title: "Low Tide",
  artist: "Halden Drift",
  recipientName: 'Ann "DJ" Lee',
  artworkUrl: null,
  releaseDate: "2031-05-01",
  expiresAt: new Date("2031-06-01T00:00:00Z"),
  oneSheetHtml: "<p>Out soon.</p>",
  tracks: [{ title: "Tidal <1>", play }],
  feedback: null,
  progressUrl: "/promo/tok/progress",
  form: null,
  saved: false,
  downloads: { links: [], afterFeedback: true, left: 3 },
};

describe("promoPageHtml", () => {
  it("escapes what it is given and shows the plain audio element when the site's player is not there", () => {
    const html = promoPageHtml(view, null);
    expect(html).toContain("Tidal &lt;1&gt;");
    expect(html).not.toContain("Tidal <1>");
    expect(html).toContain(escapeHtml(PROMO_PAGE_TEXTS.privateNote('Ann "DJ" Lee')));
    expect(html).toMatch(/<audio controls[^>]*>(?!<\/noscript>)/);
    expect(html).not.toContain("<noscript>");
    expect(html).toContain(PROMO_PAGE_TEXTS.downloadsAfterFeedback);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("with the site's player, keeps the plain element for visitors without JavaScript and loads the player's tags", () => {
    const html = promoPageHtml(view, '<script type="module" src="/_astro/player.js"></script>');
    expect(html).toContain('<script type="module" src="/_astro/player.js"></script></head>');
    expect(html).toMatch(/<noscript><audio controls/);
    expect(html).toContain(`data-play="${escapeHtml(JSON.stringify(play))}"`);
    // The player reports no play from here to the public counts (mount.ts reads the mark),
    // and how far each track was played to this link's own progress route.
    expect(html).toMatch(/<div id="player"[^>]* data-public-plays="off"/);
    expect(html).toMatch(/<div id="player"[^>]* data-promo-progress="\/promo\/tok\/progress"/);
  });

  it("keeps a refused post's values with its message, and offers the downloads once feedback is in", () => {
    const refused = promoPageHtml({ ...view, form: { rating: "3", comment: "Good </textarea>", error: "Write a comment" } }, null);
    expect(refused).toContain('role="alert" data-testid="feedback-error">Write a comment');
    expect(refused).toContain('value="3" required checked');
    expect(refused).toContain("Good &lt;/textarea&gt;</textarea>");
    const open = promoPageHtml(
      {
        ...view,
        downloads: { links: [{ href: "/promo/tok/download/t1.mp3", label: "Download Tidal (MP3 320)" }], afterFeedback: false, left: 2 },
      },
      null,
    );
    expect(open).toContain('href="/promo/tok/download/t1.mp3"');
    expect(open).toContain(PROMO_PAGE_TEXTS.downloadsLeft(2));
  });
});

describe("promoGoneHtml", () => {
  it("names the label and its contact address on a revoked or expired link's page", () => {
    for (const state of ["revoked", "expired"] as const) {
      const html = promoGoneHtml(state);
      expect(html, state).toContain(
        escapeHtml(state === "revoked" ? PROMO_GONE_TEXTS.revokedBody(LABEL.name) : PROMO_GONE_TEXTS.expiredBody(LABEL.name)),
      );
      expect(html, state).toContain(`<a href="mailto:${LABEL.contactEmail}">${LABEL.contactEmail}</a>`);
      expect(html, state).not.toContain("the label");
    }
  });
});

describe("promo tokens and audio URLs", () => {
  it("mints 43-character base64url tokens, stored only as their SHA-256", () => {
    const { token, hash } = mintPromoToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(promoTokenHash(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mintPromoToken().token).not.toBe(token);
  });

  it("accepts an audio URL for its link, file and time only, until it runs out", () => {
    const until = 1_000_000;
    const url = new URL(signedPromoAudioPath("secret", "tok", "link1", "t1", "a.ogg", until), "http://x");
    const [e, s] = [url.searchParams.get("e")!, url.searchParams.get("s")!];
    expect(promoAudioUrlValid("secret", "link1", "t1", "a.ogg", e, s, until - 1)).toBe(true);
    expect(promoAudioUrlValid("secret", "link1", "t1", "a.ogg", e, s, until)).toBe(false);
    expect(promoAudioUrlValid("secret", "link2", "t1", "a.ogg", e, s, 0)).toBe(false);
    expect(promoAudioUrlValid("secret", "link1", "t1", "b.ogg", e, s, 0)).toBe(false);
    expect(promoAudioUrlValid("secret", "link1", "t1", "a.ogg", String(until + 1), s, 0)).toBe(false);
    expect(promoAudioUrlValid("other", "link1", "t1", "a.ogg", e, s, 0)).toBe(false);
    expect(promoAudioUrlValid("secret", "link1", "t1", "a.ogg", undefined, s, 0)).toBe(false);
  });
});
