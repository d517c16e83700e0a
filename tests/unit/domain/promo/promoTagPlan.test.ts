import { describe, expect, it } from "vitest";
import {
  PROMO_MARKER_TAG,
  parseFfmetadata,
  promoEncodeArguments,
  promoMarkerOf,
  promoTags,
  promoWavTagArguments,
} from "../../../../src/lib/domain/promo/promoTagPlan";
import { promoDownloadId, promoEncodingId, promoEncodingPath, promoFilePath } from "../../../../src/lib/domain/promo/promoDownload";
import { matchLeak } from "../../../../src/lib/domain/promo/promoLeak";
import type { PromoDownload } from "../../../../src/lib/domain/promo/promoDownload";

const subject = {
  trackTitle: "Low Tide",
  artistName: "Halden Drift",
  releaseTitle: "Shorelines",
  recipientName: "Ada Byron",
  outlet: "Wire",
  campaignId: "camp-1",
  marker: "0123456789abcdef01234567",
};

describe("promo tag plan", () => {
  it("names the track, the recipient, the outlet, the campaign and the marker", () => {
    const tags = promoTags(subject);
    expect(tags).toEqual({
      title: "Low Tide",
      artist: "Halden Drift",
      album: "Shorelines",
      comment: "Promo copy for Ada Byron (Wire) — campaign camp-1 — ref 0123456789abcdef01234567",
      marker: "0123456789abcdef01234567",
    });
  });

  it("leaves the outlet out of the comment when there is none", () => {
    expect(promoTags({ ...subject, outlet: null }).comment).toBe(
      "Promo copy for Ada Byron — campaign camp-1 — ref 0123456789abcdef01234567",
    );
  });

  it("encodes once: MP3 at 320 kb/s and WAV as 24-bit PCM, without the master's tags nor any of ffmpeg's", () => {
    const mp3 = promoEncodeArguments("/in", "flac", "mp3_320", "/out.mp3");
    expect(mp3.join(" ")).toContain("-f flac -i /in -map 0:a:0 -map_metadata -1 -c:a libmp3lame -b:a 320k -id3v2_version 0");
    expect(mp3).not.toContain("-metadata");
    expect(mp3.at(-1)).toBe("/out.mp3");
    expect(promoEncodeArguments("/in", "wav", "wav", "/out.wav").join(" ")).toContain("-c:a pcm_s24le -f wav /out.wav");
  });

  it("writes a WAV recipient's RIFF INFO by copying the shared encoding's audio, never encoding again", () => {
    const args = promoWavTagArguments("/enc.wav", promoTags(subject), "/copy.wav").join(" ");
    expect(args).toContain(
      "-i /enc.wav -map 0:a:0 -map_metadata -1 -metadata title=Low Tide -metadata artist=Halden Drift -metadata album=Shorelines -metadata comment=Promo copy for Ada Byron (Wire)",
    );
    expect(args).toContain("-c:a copy -f wav /copy.wav");
  });

  it("names files per recipient, track and format, with a nonce so racing requests never share a path", () => {
    expect(promoDownloadId("r1", "t1", "wav")).toBe("r1_t1_wav");
    expect(promoFilePath("c1", "r1", "t1", "mp3_320", "n1")).toBe("promo/c1/r1/t1-n1.mp3");
  });

  it("keeps one encoding per track and format, under a nonce so a new master's never overwrites the one being read", () => {
    expect(promoEncodingId("t1", "mp3_320")).toBe("t1_mp3_320");
    expect(promoEncodingPath("t1", "wav", "n1")).toBe("promo/encodings/t1/wav-n1.wav");
  });
});

describe("reading tags back", () => {
  it("reads ffmpeg's FFMETADATA, unescaping and ignoring stream sections", () => {
    const text = ";FFMETADATA1\ntitle=A \\= B\\; C\nComment=line one\\\nline two\nencoder=Lavf\n[STREAM]\ntitle=stream\n";
    expect(parseFfmetadata(text)).toEqual({ title: "A = B; C", comment: "line one\nline two", encoder: "Lavf" });
  });

  it("finds the marker in the TXXX frame (as ffmpeg reads it, key lowercased), else in the comment's ref, else nowhere", () => {
    expect(PROMO_MARKER_TAG).toBe("PROMO_RECIPIENT");
    expect(promoMarkerOf({ promo_recipient: "0123456789ABCDEF01234567" })).toBe("0123456789abcdef01234567");
    expect(promoMarkerOf({ comment: "Promo copy for X — campaign c — ref 123456789abcdef012345678" })).toBe("123456789abcdef012345678");
    expect(promoMarkerOf({ promo_recipient: "short", comment: "no ref here" })).toBeNull();
    expect(promoMarkerOf({})).toBeNull();
  });
});

describe("who leaked this", () => {
  const download = (id: string): PromoDownload => ({
    id,
    campaign_id: "c",
    recipient_id: id,
    track_id: "t",
    format: "mp3_320",
    contact_id: "k",
    sha256: "0".repeat(64),
    marker: "0123456789abcdef01234567",
    path: "p",
    bytes: 1,
    made_at: new Date(0),
    tagged_for: id,
  });

  it("prefers the exact bytes, then the tags, else says no match", () => {
    expect(matchLeak([download("a")], [download("b")])).toEqual({ by: "hash", download: download("a") });
    expect(matchLeak([], [download("b")])).toEqual({ by: "tags", download: download("b") });
    expect(matchLeak([], [])).toEqual({ by: "none" });
  });
});
