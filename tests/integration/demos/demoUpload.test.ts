import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_FILE_ERRORS } from "../../../src/lib/domain/shared";
import { AUDIO_FIXTURE_DIR, wavOfSize } from "../../fixtures/audio/build";
import { HOSTILE_AUDIO } from "../../fixtures/audio/hostile";
import { clearFiles, files, navigateDemo, postDemo, validFields } from "./demoSupport";
import { demoUploadUrl, freshRateLimitWindow, fromClient, RATE_LIMIT_TEST_TIMEOUT, repositories, resetDatabase } from "../support";
import { DEMO_MAX_BYTES, DEMO_UPLOAD_RATE_LIMIT } from "../../../src/lib/domain/demos/demoLimits";

const repos = repositories();
const fixture = (name: string) => new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, name)));
const fileError = (text: { title: string; description: string }) => ({ error: { title: text.title, message: text.description } });

async function nothingStored() {
  expect(await repos.demos.list()).toEqual([]);
  expect(await files.list()).toEqual([]);
}

beforeEach(async () => {
  await resetDatabase();
  await clearFiles();
});

describe("submitDemo: accepted uploads", () => {
  it.each([
    ["tone.wav", "audio/wav"],
    ["silence.mp3", "audio/mpeg"],
    ["constant.flac", "audio/flac"],
    ["silence.m4a", "audio/x-m4a"],
  ])("stores %s privately, then a pending record pointing at it", async (name, contentType) => {
    const bytes = fixture(name);
    const before = Date.now();
    const response = await postDemo({ fields: { ...validFields, genre: "ambient", message: " Hello " }, file: { name, bytes } });
    expect(response).toMatchObject({ status: 201, body: { ok: true } });

    const [demo, ...others] = await repos.demos.list();
    expect(others).toEqual([]);
    expect(demo).toMatchObject({
      ...validFields,
      genre: "ambient",
      message: "Hello",
      status: "pending",
      admin_notes: "",
      file_size: bytes.byteLength,
      content_type: contentType,
    });
    expect(demo!.submitted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Generated name: timestamp, random part, the detected extension; never the visitor's name.
    const extension = name.split(".").pop();
    expect(demo!.audio_path).toMatch(new RegExp(`^\\d{13}-[0-9a-f]{16}\\.${extension}$`));
    expect(await files.list()).toEqual([demo!.audio_path]);
    const stored = await files.read(demo!.audio_path);
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(stored!.contentType).toBe(contentType);
  });

  it("accepts exactly 10 MB", async () => {
    const response = await postDemo({ file: { name: "big.wav", bytes: wavOfSize(DEMO_MAX_BYTES) } });
    expect(response.status).toBe(201);
    const [demo] = await repos.demos.list();
    expect(demo?.file_size).toBe(DEMO_MAX_BYTES);
    expect((await files.read(demo!.audio_path))?.bytes.byteLength).toBe(DEMO_MAX_BYTES);
  });

  it("stores 20 parallel submissions from one client, none lost or mixed up", async () => {
    const uploads = Array.from({ length: 20 }, (_, i) => ({
      // One address per take: an address may send DEMO_ADDRESS_RATE_LIMIT demos a day.
      fields: { ...validFields, email: `take-${i}@example.com`, track_title: `Take ${i}` },
      file: { name: `take-${i}.wav`, bytes: wavOfSize(2000 + i * 2) },
    }));
    const responses = await Promise.all(uploads.map((upload) => postDemo(upload)));
    expect(responses.map((r) => r.status)).toEqual(uploads.map(() => 201));

    const demos = await repos.demos.list();
    expect(demos.map((d) => d.track_title).sort()).toEqual(uploads.map((u) => u.fields.track_title).sort());
    expect(new Set(demos.map((d) => d.audio_path)).size).toBe(20);
    expect((await files.list()).sort()).toEqual(demos.map((d) => d.audio_path).sort());
    for (const demo of demos) {
      const sent = uploads.find((u) => u.fields.track_title === demo.track_title)!.file.bytes;
      expect(Buffer.from((await files.read(demo.audio_path))!.bytes).equals(Buffer.from(sent))).toBe(true);
    }
    // The Functions emulator starts one Node process per concurrent request, each
    // loading the whole functions bundle: on a busy two-core machine that takes minutes.
  }, 180_000);
});

describe("submitDemo: refused uploads leave nothing behind", () => {
  it("refuses 10 MB + 1 byte as too large", async () => {
    const response = await postDemo({ file: { name: "big.wav", bytes: wavOfSize(DEMO_MAX_BYTES + 1) } });
    expect(response).toMatchObject({ status: 413, body: fileError(DEMO_FILE_ERRORS.tooLarge) });
    await nothingStored();
  });

  it("refuses a body far over the limit from its Content-Length, before reading it", async () => {
    const response = await postDemo({ file: { name: "huge.wav", bytes: wavOfSize(DEMO_MAX_BYTES * 2) } });
    expect(response).toMatchObject({ status: 413, body: fileError(DEMO_FILE_ERRORS.tooLarge) });
    await nothingStored();
  });

  it("refuses a text file renamed .mp3", async () => {
    const text = new TextEncoder().encode("Not a song. Just words pretending to be an MP3.\n".repeat(50));
    const response = await postDemo({ file: { name: "song.mp3", bytes: text } });
    expect(response).toMatchObject({ status: 415, body: fileError(DEMO_FILE_ERRORS.invalidType) });
    await nothingStored();
  });

  it("refuses a 0-byte file", async () => {
    const response = await postDemo({ file: { name: "empty.wav", bytes: new Uint8Array() } });
    expect(response).toMatchObject({ status: 415, body: fileError(DEMO_FILE_ERRORS.invalidType) });
    await nothingStored();
  });

  it("refuses a wrong magic number behind the right extension", async () => {
    const bytes = fixture("tone.wav");
    bytes.set([0x00, 0x00, 0x00, 0x00], 0);
    const response = await postDemo({ file: { name: "tone.wav", bytes } });
    expect(response).toMatchObject({ status: 415, body: fileError(DEMO_FILE_ERRORS.invalidType) });
    await nothingStored();
  });

  it("refuses real audio under another type's extension", async () => {
    const response = await postDemo({ file: { name: "tone.flac", bytes: fixture("tone.wav") } });
    expect(response).toMatchObject({ status: 415, body: fileError(DEMO_FILE_ERRORS.invalidType) });
    await nothingStored();
  });

  it.each(Object.entries(HOSTILE_AUDIO))(
    "refuses %s, audio by its first bytes but not only audio, and stores nothing",
    async (name, build) => {
      const response = await postDemo({ file: { name, bytes: build() } });
      expect(response).toMatchObject({ status: 415, body: fileError(DEMO_FILE_ERRORS.invalidType) });
      await nothingStored();
      // No receipt queued and no waveform stored either.
      for (const collection of ["mail", "demo_peaks"])
        expect({ collection, size: (await repos.db.collection(collection).get()).size }).toEqual({ collection, size: 0 });
    },
  );

  it("refuses a missing required field with the first message in form order", async () => {
    const file = { name: "tone.wav", bytes: fixture("tone.wav") };
    const { track_title: _missing, ...withoutTitle } = validFields;
    expect(await postDemo({ fields: withoutTitle, file })).toMatchObject({
      status: 400,
      body: { error: { message: "Track title is required" } },
    });
    expect(await postDemo({ fields: { ...validFields, artist_name: " ", email: "" }, file })).toMatchObject({
      status: 400,
      body: { error: { message: "Artist name is required" } },
    });
    expect(await postDemo({ fields: { ...validFields, email: "mira@" }, file })).toMatchObject({
      status: 400,
      body: { error: { message: "Invalid email address" } },
    });
    await nothingStored();
  });

  it("refuses a submission without a file", async () => {
    expect(await postDemo({ file: null })).toMatchObject({ status: 400, body: fileError(DEMO_FILE_ERRORS.missing) });
    await nothingStored();
  });

  it("refuses what is not a multipart form, and other methods", async () => {
    const url = demoUploadUrl();
    const json = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...fromClient("198.51.100.9") },
      body: JSON.stringify(validFields),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: { message: "Please try again" } });
    const get = await fetch(url);
    expect(get.status).toBe(405);
    await nothingStored();
  });
});

describe("submitDemo: a form sent without JavaScript", () => {
  const resultUrl = (result: string) => `${process.env.SITE_URL}/submit-demo#demo-result-${result}`;

  it("stores the demo and answers with a 303 to the form's page showing 'Demo submitted!'; no field in the URL", async () => {
    const answer = await navigateDemo({
      fields: { ...validFields, track_title: "No Script" },
      file: { name: "tone.wav", bytes: fixture("tone.wav") },
      ip: "198.51.100.40",
    });
    expect(answer).toEqual({ status: 303, location: resultUrl("submitted") });
    expect(answer.location).not.toContain("mira");
    const [demo] = await repos.demos.list();
    expect(demo).toMatchObject({ track_title: "No Script", status: "pending" });
  });

  it("comes back with the spec's message for what was refused, storing nothing", async () => {
    const ip = "198.51.100.41";
    expect(await navigateDemo({ file: { name: "big.wav", bytes: wavOfSize(DEMO_MAX_BYTES + 1) }, ip })).toEqual({
      status: 303,
      location: resultUrl("file-too-large"),
    });
    expect(await navigateDemo({ file: { name: "notes.mp3", bytes: new TextEncoder().encode("not audio") }, ip })).toEqual({
      status: 303,
      location: resultUrl("file-type"),
    });
    expect(await navigateDemo({ file: null, ip })).toEqual({ status: 303, location: resultUrl("file-missing") });
    expect(
      await navigateDemo({ fields: { ...validFields, email: "mira@" }, file: { name: "tone.wav", bytes: fixture("tone.wav") }, ip }),
    ).toEqual({ status: 303, location: resultUrl("invalid-email") });
    await nothingStored();
  });
});

describe("submitDemo: bots", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await postDemo({
      fields: { ...validFields, website: "http://spam.example" },
      file: { name: "tone.wav", bytes: fixture("tone.wav") },
    });
    expect(response).toMatchObject({ status: 201, body: { ok: true } });
    await nothingStored();
  });

  it(
    `allows ${DEMO_UPLOAD_RATE_LIMIT.limit} attempts per client and window, then answers 429`,
    async () => {
      await freshRateLimitWindow(DEMO_UPLOAD_RATE_LIMIT.windowMs);
      const ip = "203.0.113.77";
      const attempts = [];
      // Refused attempts count too, so cheap malformed ones use up the allowance.
      for (let i = 0; i < DEMO_UPLOAD_RATE_LIMIT.limit; i++) attempts.push((await postDemo({ ip, fields: {}, file: null })).status);
      expect(attempts).toEqual(attempts.map(() => 400));

      const limited = await postDemo({ ip, file: { name: "tone.wav", bytes: fixture("tone.wav") } });
      expect(limited).toMatchObject({ status: 429, body: { error: { message: "Too many submissions. Please try again later." } } });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(DEMO_UPLOAD_RATE_LIMIT.windowMs / 1000);
      await nothingStored();

      // Another client is not affected.
      expect((await postDemo({ ip: "203.0.113.78", file: { name: "tone.wav", bytes: fixture("tone.wav") } })).status).toBe(201);
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});

describe("submitDemo: CORS", () => {
  // Only the positive case can be checked here: the Functions emulator's own
  // server answers every origin's preflight (firebase-tools ExpressBasedEmulator
  // uses cors({ origin: true })). Which origins the function itself allows is
  // unit-tested in tests/unit/functions/corsOrigins.test.ts.
  it("lets the site's origin post", async () => {
    const origin = new URL(process.env.SITE_URL!).origin;
    const response = await fetch(demoUploadUrl(), { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
  });
});
