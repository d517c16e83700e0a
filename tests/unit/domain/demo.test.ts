import { describe, expect, it } from "vitest";
import { demoSchema, demoStatusSchema, demoSubmissionSchema, newDemoDeskFields } from "../../../src/lib/domain/demos/demo";
import { ARTIST_NAME_REQUIRED, EMAIL_REQUIRED, INVALID_EMAIL, TRACK_TITLE_REQUIRED } from "../../../src/lib/domain/shared";
import { errorOf, parsed } from "./support";

const valid = { artist_name: "Mira Osei", email: "mira@example.com", track_title: "Modular City" };

describe("demoSubmissionSchema", () => {
  it("accepts a submission, nulls empty optionals and drops the honeypot", () => {
    expect(parsed(demoSubmissionSchema, { ...valid, genre: "", message: " Hi ", website: "" })).toEqual({
      ...valid,
      genre: null,
      message: "Hi",
    });
  });

  it("requires artist name, email and track title", () => {
    expect(errorOf(demoSubmissionSchema, { ...valid, artist_name: " " })).toBe(ARTIST_NAME_REQUIRED);
    expect(errorOf(demoSubmissionSchema, { ...valid, email: "" })).toBe(EMAIL_REQUIRED);
    expect(errorOf(demoSubmissionSchema, { ...valid, track_title: "" })).toBe(TRACK_TITLE_REQUIRED);
    expect(errorOf(demoSubmissionSchema, {})).toBe(ARTIST_NAME_REQUIRED);
  });

  it("checks the email format", () => {
    expect(errorOf(demoSubmissionSchema, { ...valid, email: "mira@" })).toBe(INVALID_EMAIL);
    expect(parsed(demoSubmissionSchema, { ...valid, email: " mira@example.com " }).email).toBe("mira@example.com");
  });

  it("refuses a filled honeypot", () => {
    expect(errorOf(demoSubmissionSchema, { ...valid, website: "http://spam.example" })).toBe("Please try again");
  });
});

describe("demoStatusSchema", () => {
  it("accepts the four statuses only", () => {
    for (const status of ["pending", "reviewed", "accepted", "rejected"]) expect(errorOf(demoStatusSchema, status)).toBeNull();
    expect(errorOf(demoStatusSchema, "archived")).not.toBeNull();
  });
});

describe("demoSchema (stored)", () => {
  const doc = {
    id: "d1",
    ...valid,
    audio_path: "demos/1700000000000-abc.mp3",
    file_size: 1234,
    content_type: "audio/mpeg",
    submitted_at: new Date("2024-03-05T10:00:00Z"),
  };

  it("defaults status to pending and notes to empty", () => {
    expect(parsed(demoSchema, doc)).toMatchObject({ status: "pending", admin_notes: "", genre: null, message: null });
  });

  it("gives a new demo the same desk fields a record older than the desk reads with, in fresh arrays", () => {
    expect(newDemoDeskFields()).toEqual({
      duplicate_of: null,
      tags: [],
      priority: "normal",
      assignee_id: null,
      rating_total: 0,
      rating_count: 0,
      replies_sent: [],
    });
    expect(parsed(demoSchema, doc)).toMatchObject(newDemoDeskFields());
    expect(newDemoDeskFields().tags).not.toBe(newDemoDeskFields().tags);
  });

  it("requires the private storage path and a byte size", () => {
    expect(errorOf(demoSchema, { ...doc, audio_path: "" })).not.toBeNull();
    expect(errorOf(demoSchema, { ...doc, file_size: -1 })).not.toBeNull();
  });
});
