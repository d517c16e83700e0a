import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { afterAll, describe, expect, it } from "vitest";
import { checkDemoAudio, detectDemoAudio } from "../../../functions/src/demos/audioType";
import { AUDIO_FIXTURE_DIR, AUDIO_FIXTURES } from "../../fixtures/audio/build";
import { HOSTILE_AUDIO } from "../../fixtures/audio/hostile";

const fixture = (name: string) => new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, name)));

describe("detectDemoAudio (the server's type check, from the bytes)", () => {
  it("accepts each fixture under its own extension, whatever the case of the name", async () => {
    expect(await detectDemoAudio("tone.wav", fixture("tone.wav"))).toEqual({ extension: "wav", contentType: "audio/wav" });
    expect(await detectDemoAudio("Silence.MP3", fixture("silence.mp3"))).toEqual({ extension: "mp3", contentType: "audio/mpeg" });
    expect(await detectDemoAudio("c.flac", fixture("constant.flac"))).toEqual({ extension: "flac", contentType: "audio/flac" });
    expect(await detectDemoAudio("s.m4a", fixture("silence.m4a"))).toEqual({ extension: "m4a", contentType: "audio/x-m4a" });
  });

  it("refuses a text file renamed .mp3", async () => {
    expect(await detectDemoAudio("song.mp3", new TextEncoder().encode("This is not audio, just text.\n".repeat(20)))).toBeNull();
  });

  it("refuses an empty file", async () => {
    expect(await detectDemoAudio("empty.wav", new Uint8Array())).toBeNull();
  });

  it("refuses audio whose name claims another accepted type", async () => {
    expect(await detectDemoAudio("tone.mp3", fixture("tone.wav"))).toBeNull();
    expect(await detectDemoAudio("silence.flac", fixture("silence.mp3"))).toBeNull();
    expect(await detectDemoAudio("tone", fixture("tone.wav"))).toBeNull();
  });

  it("refuses a wrong magic number behind the right extension", async () => {
    const broken = fixture("tone.wav");
    broken.set(new TextEncoder().encode("RIFX"), 0);
    expect(await detectDemoAudio("tone.wav", broken)).toBeNull();
  });

  it("refuses other real file types, even audio ones", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    expect(await detectDemoAudio("cover.mp3", png)).toBeNull();
    const ogg = Uint8Array.from([
      ...new TextEncoder().encode("OggS"),
      0,
      2,
      ...new Array(22).fill(0),
      1,
      0x1e,
      ...new TextEncoder().encode("\u0001vorbis"),
      ...new Array(64).fill(0),
    ]);
    expect(await detectDemoAudio("song.ogg", ogg)).toBeNull();
  });
});

describe("checkDemoAudio (the whole check: type from the bytes, then a full decode)", () => {
  const workDir = mkdtempSync(join(tmpdir(), "demo-audio-test-"));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  /** Three seconds of a tone encoded by the installed ffmpeg, as a DAW or tagger would write it: tags, padding, encoder frames. */
  function encoded(name: string, ...options: string[]): Uint8Array {
    const path = join(workDir, name);
    execFileSync(ffmpeg.path, [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "sine=f=220:d=3",
      "-metadata",
      "title=Demo",
      "-metadata",
      "artist=Mira",
      ...options,
      path,
    ]);
    return new Uint8Array(readFileSync(path));
  }

  it.each(Object.entries(AUDIO_FIXTURES))("accepts the fixture %s with its decoded samples", async (name, build) => {
    const checked = await checkDemoAudio(name, build());
    expect(checked?.extension).toBe(name.split(".").pop());
    expect(checked!.samples.length).toBeGreaterThan(0);
  });

  it("accepts files as encoders write them: WAV with a LIST chunk, 24-bit stereo WAV, MP3 with ID3v2, Xing frame and ID3v1, FLAC with padding, AAC and ALAC M4A", async () => {
    const files: [string, Uint8Array][] = [
      ["tagged.wav", encoded("tagged.wav")],
      ["deep.wav", encoded("deep.wav", "-c:a", "pcm_s24le", "-ac", "2", "-ar", "44100")],
      ["tagged.mp3", encoded("tagged.mp3", "-c:a", "libmp3lame", "-b:a", "128k", "-id3v2_version", "3", "-write_id3v1", "1")],
      ["tagged.flac", encoded("tagged.flac", "-c:a", "flac")],
      ["aac.m4a", encoded("aac.m4a", "-c:a", "aac")],
      ["start.m4a", encoded("start.m4a", "-c:a", "aac", "-movflags", "+faststart")],
      ["alac.m4a", encoded("alac.m4a", "-c:a", "alac")],
    ];
    for (const [name, bytes] of files) {
      const checked = await checkDemoAudio(name, bytes);
      // Three seconds at the decoder's 8 kHz.
      expect({ name, samples: checked?.samples.length }).toEqual({ name, samples: expect.closeTo(24_000, -3) });
    }
  });

  it.each(Object.entries(HOSTILE_AUDIO))("refuses %s, which starts like audio but is not only audio", async (name, build) => {
    const bytes = build();
    expect(await detectDemoAudio(name, bytes)).not.toBeNull(); // the first bytes pass
    expect(await checkDemoAudio(name, bytes)).toBeNull();
  });
});
