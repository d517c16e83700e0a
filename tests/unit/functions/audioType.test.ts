import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectDemoAudio } from "../../../functions/src/demos/audioType";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";

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
    const ogg = Uint8Array.from([...new TextEncoder().encode("OggS"), 0, 2, ...new Array(22).fill(0), 1, 0x1e, ...new TextEncoder().encode("\u0001vorbis"), ...new Array(64).fill(0)]);
    expect(await detectDemoAudio("song.ogg", ogg)).toBeNull();
  });
});
