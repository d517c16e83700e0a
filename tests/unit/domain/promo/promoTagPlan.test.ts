import { describe, expect, it } from "vitest";
import { PROMO_MARKER_TAG, parseFfmetadata, promoEncodeArguments, promoMarkerOf, promoTags } from "../../../../src/lib/domain/promo/promoTagPlan";
import { promoDownloadId, promoFilePath } from "../../../../src/lib/domain/promo/promoDownload";
import { matchLeak } from "../../../../src/lib/domain/promo/promoLeak";
import type { PromoDownload } from "../../../../src/lib/domain/promo/promoDownload";

const subject = { trackTitle: "Low Tide", artistName: "Halden Drift", releaseTitle: "Shorelines", recipientName: "Ada Byron", outlet: "Wire", campaignId: "camp-1", marker: "0123456789abcdef01234567" };

describe("promo tag plan", () => {
  it("names the track, the recipient, the outlet, the campaign and the marker", () => {
    const tags = promoTags(subject, "mp3_320");
    expect(tags).toMatchObject({ title: "Low Tide", artist: "Halden Drift", album: "Shorelines", [PROMO_MARKER_TAG]: "0123456789abcdef01234567" });
    expect(tags.comment).toBe("Promo copy for Ada Byron (Wire) — campaign camp-1 — ref 0123456789abcdef01234567");
  });

  it("leaves the outlet out when there is none, and the TXXX frame out of a WAV (RIFF INFO has no free field)", () => {
    const tags = promoTags({ ...subject, outlet: null }, "wav");
    expect(tags.comment).toBe("Promo copy for Ada Byron — campaign camp-1 — ref 0123456789abcdef01234567");
    expect(tags).not.toHaveProperty(PROMO_MARKER_TAG);
  });

  it("encodes MP3 at 320 kb/s with ID3v2.3 and WAV as 24-bit PCM, dropping the master's own tags", () => {
    const mp3 = promoEncodeArguments("/in", "flac", "mp3_320", { title: "T" }, "/out.mp3");
    expect(mp3.join(" ")).toContain("-f flac -i /in -map 0:a:0 -map_metadata -1 -metadata title=T -c:a libmp3lame -b:a 320k -id3v2_version 3");
    expect(mp3.at(-1)).toBe("/out.mp3");
    expect(promoEncodeArguments("/in", "wav", "wav", {}, "/out.wav").join(" ")).toContain("-c:a pcm_s24le -f wav /out.wav");
  });

  it("names files per recipient, track and format, with a nonce so racing requests never share a path", () => {
    expect(promoDownloadId("r1", "t1", "wav")).toBe("r1_t1_wav");
    expect(promoFilePath("c1", "r1", "t1", "mp3_320", "n1")).toBe("promo/c1/r1/t1-n1.mp3");
  });
});

describe("reading tags back", () => {
  it("reads ffmpeg's FFMETADATA, unescaping and ignoring stream sections", () => {
    const text = ";FFMETADATA1\ntitle=A \\= B\\; C\nComment=line one\\\nline two\nencoder=Lavf\n[STREAM]\ntitle=stream\n";
    expect(parseFfmetadata(text)).toEqual({ title: "A = B; C", comment: "line one\nline two", encoder: "Lavf" });
  });

  it("finds the marker in the TXXX frame, else in the comment's ref, else nowhere", () => {
    expect(promoMarkerOf({ [PROMO_MARKER_TAG]: "0123456789ABCDEF01234567" })).toBe("0123456789abcdef01234567");
    expect(promoMarkerOf({ comment: "Promo copy for X — campaign c — ref 123456789abcdef012345678" })).toBe("123456789abcdef012345678");
    expect(promoMarkerOf({ [PROMO_MARKER_TAG]: "short", comment: "no ref here" })).toBeNull();
    expect(promoMarkerOf({})).toBeNull();
  });
});

describe("who leaked this", () => {
  const download = (id: string): PromoDownload => ({
    id, campaign_id: "c", recipient_id: id, track_id: "t", format: "mp3_320", contact_id: "k", sha256: "0".repeat(64), marker: "0123456789abcdef01234567", path: "p", bytes: 1, made_at: new Date(0), tagged_for: id,
  });

  it("prefers the exact bytes, then the tags, else says no match", () => {
    expect(matchLeak([download("a")], [download("b")])).toEqual({ by: "hash", download: download("a") });
    expect(matchLeak([], [download("b")])).toEqual({ by: "tags", download: download("b") });
    expect(matchLeak([], [])).toEqual({ by: "none" });
  });
});
