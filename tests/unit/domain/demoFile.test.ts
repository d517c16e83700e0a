import { describe, expect, it } from "vitest";
import {
  acceptDetectedAudioType,
  demoContentType,
  demoObjectName,
  fileExtension,
  formatFileSizeMb,
  validateDemoFile,
} from "../../../src/lib/domain/demos/demoFile";
import { DEMO_FILE_ERRORS } from "../../../src/lib/domain/shared";

const TEN_MB = 10 * 1024 * 1024;
const mp3 = { name: "track.mp3", size: 1024, type: "audio/mpeg" };

describe("validateDemoFile", () => {
  it("requires a file", () => {
    expect(validateDemoFile(null)).toEqual({
      title: "No file selected",
      description: "Please select an audio file to upload",
    });
    expect(validateDemoFile(undefined)).toBe(DEMO_FILE_ERRORS.missing);
  });

  it("allows exactly 10 MB and refuses one byte more", () => {
    expect(validateDemoFile({ ...mp3, size: TEN_MB })).toBeNull();
    expect(validateDemoFile({ ...mp3, size: TEN_MB + 1 })).toEqual({
      title: "File too large",
      description: "Maximum file size is 10MB",
    });
  });

  it("accepts each allowed MIME type", () => {
    for (const type of ["audio/mpeg", "audio/wav", "audio/m4a", "audio/x-m4a", "audio/flac"]) {
      expect(validateDemoFile({ name: "demo", size: 1, type })).toBeNull();
    }
  });

  it("accepts an allowed extension when the browser reports another or no type", () => {
    expect(validateDemoFile({ name: "demo.flac", size: 1, type: "" })).toBeNull();
    expect(validateDemoFile({ name: "demo.m4a", size: 1, type: "audio/mp4" })).toBeNull();
    expect(validateDemoFile({ name: "DEMO.WAV", size: 1, type: "audio/x-wav" })).toBeNull();
  });

  it("refuses other types", () => {
    expect(validateDemoFile({ name: "notes.txt", size: 1, type: "text/plain" })).toEqual({
      title: "Invalid file type",
      description: "Please upload MP3, WAV, M4A, or FLAC files only",
    });
    expect(validateDemoFile({ name: "song.ogg", size: 1, type: "audio/ogg" })).toBe(DEMO_FILE_ERRORS.invalidType);
    expect(validateDemoFile({ name: "mp3", size: 1, type: "" })).toBe(DEMO_FILE_ERRORS.invalidType);
  });

  it("refuses an empty file as not audio", () => {
    expect(validateDemoFile({ ...mp3, size: 0 })).toBe(DEMO_FILE_ERRORS.invalidType);
  });

  it("reports the type before the size", () => {
    expect(validateDemoFile({ name: "big.exe", size: TEN_MB * 2, type: "" })).toBe(DEMO_FILE_ERRORS.invalidType);
  });
});

describe("file helpers", () => {
  it("formatFileSizeMb shows two decimals", () => {
    expect(formatFileSizeMb(2_621_440)).toBe("2.50 MB");
    expect(formatFileSizeMb(TEN_MB)).toBe("10.00 MB");
    expect(formatFileSizeMb(0)).toBe("0.00 MB");
  });

  it("formatFileSizeMb rounds up, so a file over the limit never reads as 10.00 MB", () => {
    expect(formatFileSizeMb(TEN_MB + 1)).toBe("10.01 MB");
    expect(formatFileSizeMb(1)).toBe("0.01 MB");
    expect(formatFileSizeMb(3 * 1024 * 1024)).toBe("3.00 MB");
    expect(validateDemoFile({ name: "long.wav", size: TEN_MB + 1, type: "audio/wav" })).toEqual(DEMO_FILE_ERRORS.tooLarge);
  });

  it("fileExtension", () => {
    expect(fileExtension("a.b.MP3")).toBe("mp3");
    expect(fileExtension("noext")).toBe("");
  });

  it("demoContentType prefers an allowed reported type, else the extension's", () => {
    expect(demoContentType({ name: "a.mp3", type: "audio/mpeg" })).toBe("audio/mpeg");
    expect(demoContentType({ name: "a.flac", type: "" })).toBe("audio/flac");
    expect(demoContentType({ name: "a.m4a", type: "audio/mp4" })).toBe("audio/x-m4a");
    expect(demoContentType({ name: "a.txt", type: "text/plain" })).toBeNull();
  });

  it("demoObjectName uses timestamp, random part and extension, never the visitor's name", () => {
    const now = new Date("2024-03-05T10:00:00Z");
    expect(demoObjectName("../../My Song.MP3", now, "k3x9")).toBe(`${now.getTime()}-k3x9.mp3`);
    expect(demoObjectName("noext", now, "a/b")).toBe(`${now.getTime()}-ab.bin`);
  });
});

describe("acceptDetectedAudioType (server rule over the detected type)", () => {
  it("accepts the four types when the extension agrees", () => {
    expect(acceptDetectedAudioType("a.wav", "wav")).toEqual({ extension: "wav", contentType: "audio/wav" });
    expect(acceptDetectedAudioType("a.MP3", "mp3")).toEqual({ extension: "mp3", contentType: "audio/mpeg" });
    expect(acceptDetectedAudioType("a.m4a", "m4a")).toEqual({ extension: "m4a", contentType: "audio/x-m4a" });
    expect(acceptDetectedAudioType("a.flac", "flac")).toEqual({ extension: "flac", contentType: "audio/flac" });
  });

  it("refuses undetected, other and mismatched types", () => {
    expect(acceptDetectedAudioType("a.mp3", undefined)).toBeNull();
    expect(acceptDetectedAudioType("a.ogg", "ogg")).toBeNull();
    expect(acceptDetectedAudioType("a.mp4", "mp4")).toBeNull();
    expect(acceptDetectedAudioType("a.mp3", "wav")).toBeNull();
    expect(acceptDetectedAudioType("a", "wav")).toBeNull();
  });
});
