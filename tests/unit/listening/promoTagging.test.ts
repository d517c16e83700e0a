import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseFile } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePromoAudio, readAudioTags, sha256OfFile, tagPromoCopy } from "../../../src/lib/audio/promoTagging";
import { runFfmpeg } from "../../../src/lib/audio/ffmpeg";
import { promoMarkerOf, promoTags, type PromoTagSubject } from "../../../src/lib/domain/promo/promoTagPlan";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";

const master = join(AUDIO_FIXTURE_DIR, "tone.wav");
const ada: PromoTagSubject = {
  trackTitle: "Low Tide",
  artistName: "Halden Drift",
  releaseTitle: "Shorelines",
  recipientName: "Ada Byron",
  outlet: "Wire",
  campaignId: "camp-1",
  marker: "ada0ada0ada0ada0ada0ada0",
};
const bo: PromoTagSubject = { ...ada, recipientName: "Bo Diddley", outlet: null, marker: "b0b0b0b0b0b0b0b0b0b0b0b0" };
const ADA_COMMENT = "Promo copy for Ada Byron (Wire) — campaign camp-1 — ref ada0ada0ada0ada0ada0ada0";

let dir: string;
let encodedMp3: string;
let encodedWav: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "promo-tagging-"));
  [encodedMp3, encodedWav] = [join(dir, "encoded.mp3"), join(dir, "encoded.wav")];
  expect(await encodePromoAudio(master, "wav", "mp3_320", encodedMp3)).toBe(true);
  expect(await encodePromoAudio(master, "wav", "wav", encodedWav)).toBe(true);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The ID3v2.3 frames as a reader library (music-metadata) finds them: frame id (TXXX with its description) → value. */
async function id3Frames(file: string) {
  const { native, format } = await parseFile(file);
  return { frames: Object.fromEntries((native["ID3v2.3"] ?? []).map((tag) => [tag.id, tag.value])), format };
}

describe("the shared encoding every recipient's copy is made from", () => {
  it("is an MP3 with no tag of anyone's, and a WAV with none either", async () => {
    const { frames, format } = await id3Frames(encodedMp3);
    expect(frames).toEqual({});
    expect(format.tagTypes).toEqual([]);
    const wav = await readAudioTags(encodedWav);
    expect(wav).not.toHaveProperty("comment");
    expect(wav).not.toHaveProperty("title");
  });
});

describe("a recipient's copy: the shared encoding with their tags written on", () => {
  it("writes an MP3's comment as a real COMM frame and the marker as TXXX:PROMO_RECIPIENT, as tag editors read them", async () => {
    const made = await tagPromoCopy(encodedMp3, promoTags(ada), "mp3_320", join(dir, "ada.mp3"));
    expect(made?.sha256).toBe(await sha256OfFile(join(dir, "ada.mp3")));
    const { frames, format } = await id3Frames(join(dir, "ada.mp3"));
    expect(format.tagTypes).toContain("ID3v2.3");
    expect(frames).toEqual({
      TIT2: "Low Tide",
      TPE1: "Halden Drift",
      TALB: "Shorelines",
      COMM: { language: "eng", descriptor: "", text: ADA_COMMENT },
      "TXXX:PROMO_RECIPIENT": "ada0ada0ada0ada0ada0ada0",
    });
    expect(frames).not.toHaveProperty("TXXX:comment");
  });

  it("is read back by who-leaked's reader (ffmpeg), which finds the marker", async () => {
    await tagPromoCopy(encodedMp3, promoTags(ada), "mp3_320", join(dir, "ada-read.mp3"));
    const tags = await readAudioTags(join(dir, "ada-read.mp3"));
    expect(tags).toMatchObject({ title: "Low Tide", artist: "Halden Drift", album: "Shorelines", comment: ADA_COMMENT });
    expect(promoMarkerOf(tags!)).toBe("ada0ada0ada0ada0ada0ada0");
  });

  it("keeps the encoding's audio byte for byte after the tag, so two recipients' copies differ only in their tags and hashes", async () => {
    const [a, b] = await Promise.all([
      tagPromoCopy(encodedMp3, promoTags(ada), "mp3_320", join(dir, "a2.mp3")),
      tagPromoCopy(encodedMp3, promoTags(bo), "mp3_320", join(dir, "b2.mp3")),
    ]);
    expect(a?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.sha256).not.toBe(b?.sha256);
    const audio = await readFile(encodedMp3);
    for (const copy of ["a2.mp3", "b2.mp3"]) {
      const bytes = await readFile(join(dir, copy));
      expect(bytes.subarray(bytes.length - audio.length).equals(audio)).toBe(true);
    }
  });

  it("writes a WAV's RIFF INFO naming the recipient, with the marker in its comment", async () => {
    await tagPromoCopy(encodedWav, promoTags(bo), "wav", join(dir, "bo.wav"));
    const info = Object.fromEntries(((await parseFile(join(dir, "bo.wav"))).native.exif ?? []).map((tag) => [tag.id, tag.value]));
    expect(info).toMatchObject({ INAM: "Low Tide", IART: "Halden Drift", IPRD: "Shorelines" });
    const tags = await readAudioTags(join(dir, "bo.wav"));
    expect(tags?.comment).toBe("Promo copy for Bo Diddley — campaign camp-1 — ref b0b0b0b0b0b0b0b0b0b0b0b0");
    expect(promoMarkerOf(tags!)).toBe("b0b0b0b0b0b0b0b0b0b0b0b0");
  });

  it("still finds the marker in a copy re-encoded elsewhere (its bytes changed, its tags kept)", async () => {
    await tagPromoCopy(encodedMp3, promoTags(ada), "mp3_320", join(dir, "orig.mp3"));
    const reencoded = await runFfmpeg([
      "-nostdin",
      "-loglevel",
      "error",
      "-y",
      "-i",
      join(dir, "orig.mp3"),
      "-c:a",
      "libmp3lame",
      "-b:a",
      "128k",
      join(dir, "re.mp3"),
    ]);
    expect(reencoded.ok).toBe(true);
    expect(await sha256OfFile(join(dir, "re.mp3"))).not.toBe(await sha256OfFile(join(dir, "orig.mp3")));
    expect(promoMarkerOf((await readAudioTags(join(dir, "re.mp3")))!)).toBe("ada0ada0ada0ada0ada0ada0");
  });

  it("still finds the marker in a copy made before the COMM frame (ffmpeg's TXXX:comment and TXXX:promo_recipient)", async () => {
    const old = join(dir, "old.mp3");
    const made = await runFfmpeg([
      "-nostdin",
      "-loglevel",
      "error",
      "-y",
      "-i",
      master,
      "-map_metadata",
      "-1",
      "-metadata",
      `comment=${ADA_COMMENT}`,
      "-metadata",
      "promo_recipient=ada0ada0ada0ada0ada0ada0",
      "-c:a",
      "libmp3lame",
      "-id3v2_version",
      "3",
      old,
    ]);
    expect(made.ok).toBe(true);
    expect((await id3Frames(old)).frames).toMatchObject({
      "TXXX:comment": ADA_COMMENT,
      "TXXX:promo_recipient": "ada0ada0ada0ada0ada0ada0",
    });
    expect(promoMarkerOf((await readAudioTags(old))!)).toBe("ada0ada0ada0ada0ada0ada0");
  });

  it("answers null or false for what is not audio", async () => {
    const text = join(dir, "not-audio.mp3");
    await writeFile(text, "not audio at all");
    expect(await readAudioTags(text)).toBeNull();
    expect(await encodePromoAudio(text, "mp3", "mp3_320", join(dir, "x.mp3"))).toBe(false);
    expect(await tagPromoCopy(text, promoTags(bo), "wav", join(dir, "x.wav"))).toBeNull();
  });
});
