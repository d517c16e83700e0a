import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePromoCopy, readAudioTags, sha256OfFile } from "../../../src/lib/audio/promoTagging";
import { runFfmpeg } from "../../../src/lib/audio/ffmpeg";
import { promoMarkerOf, type PromoTagSubject } from "../../../src/lib/domain/promo/promoTagPlan";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";

const master = join(AUDIO_FIXTURE_DIR, "tone.wav");
const ada: PromoTagSubject = { trackTitle: "Low Tide", artistName: "Halden Drift", releaseTitle: "Shorelines", recipientName: "Ada Byron", outlet: "Wire", campaignId: "camp-1", marker: "ada0ada0ada0ada0ada0ada0" };
const bo: PromoTagSubject = { ...ada, recipientName: "Bo Diddley", outlet: null, marker: "b0b0b0b0b0b0b0b0b0b0b0b0" };

let dir: string;
beforeAll(async () => void (dir = await mkdtemp(join(tmpdir(), "promo-tagging-"))));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a recipient's tagged copy, made with ffmpeg and read back by it", () => {
  it("makes an MP3 whose ID3 tags name the recipient, the campaign and the marker, and records its hash", async () => {
    const made = await makePromoCopy(master, "wav", ada, "mp3_320", join(dir, "ada.mp3"));
    expect(made?.sha256).toBe(await sha256OfFile(join(dir, "ada.mp3")));
    const tags = await readAudioTags(join(dir, "ada.mp3"));
    expect(tags).toMatchObject({ title: "Low Tide", artist: "Halden Drift", album: "Shorelines", comment: "Promo copy for Ada Byron (Wire) — campaign camp-1 — ref ada0ada0ada0ada0ada0ada0" });
    expect(promoMarkerOf(tags!)).toBe("ada0ada0ada0ada0ada0ada0");
  });

  it("makes a WAV whose RIFF INFO names the recipient and carries the marker in its comment", async () => {
    await makePromoCopy(master, "wav", bo, "wav", join(dir, "bo.wav"));
    const tags = await readAudioTags(join(dir, "bo.wav"));
    expect(tags?.comment).toContain("Promo copy for Bo Diddley — campaign camp-1");
    expect(promoMarkerOf(tags!)).toBe("b0b0b0b0b0b0b0b0b0b0b0b0");
  });

  it("gives two recipients' copies of the same track different hashes", async () => {
    const [a, b] = await Promise.all([makePromoCopy(master, "wav", ada, "mp3_320", join(dir, "a2.mp3")), makePromoCopy(master, "wav", bo, "mp3_320", join(dir, "b2.mp3"))]);
    expect(a?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.sha256).not.toBe(b?.sha256);
  });

  it("still finds the marker in a copy re-encoded elsewhere (its bytes changed, its tags kept)", async () => {
    await makePromoCopy(master, "wav", ada, "mp3_320", join(dir, "orig.mp3"));
    const reencoded = await runFfmpeg(["-nostdin", "-loglevel", "error", "-y", "-i", join(dir, "orig.mp3"), "-c:a", "libmp3lame", "-b:a", "128k", join(dir, "re.mp3")]);
    expect(reencoded.ok).toBe(true);
    expect(await sha256OfFile(join(dir, "re.mp3"))).not.toBe(await sha256OfFile(join(dir, "orig.mp3")));
    expect(promoMarkerOf((await readAudioTags(join(dir, "re.mp3")))!)).toBe("ada0ada0ada0ada0ada0ada0");
  });

  it("answers null for what is not audio", async () => {
    const text = join(dir, "not-audio.mp3");
    await writeFile(text, "not audio at all");
    expect(await readAudioTags(text)).toBeNull();
    expect(await makePromoCopy(text, "mp3", ada, "mp3_320", join(dir, "x.mp3"))).toBeNull();
  });
});
