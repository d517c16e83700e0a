import { describe, expect, it } from "vitest";
import { preSaveRequestSchema } from "../../../src/lib/domain/campaigns";
import { demoSubmissionSchema } from "../../../src/lib/domain/demos";
import { CURRENT_PRE_SAVE_EMAIL_NOTICE, LIMITS, tooLong } from "../../../src/lib/domain/shared";
import { demoFieldsProblem, preSaveEmailProblem, type DemoFormFields } from "../../../src/lib/domain/shared/formChecks";
import { errorOf, text } from "./support";

/** Emails on both sides of the line: the light check and the server's schema must agree on each. */
const EMAILS = [
  "",
  "   ",
  "fan@example.com",
  " fan@example.com ",
  "first.last+tag@sub.example.co.uk",
  "o'neil@example.ie",
  "fan@",
  "@example.com",
  "fan@example",
  "fan@example.c",
  "fan@@example.com",
  "fan..dots@example.com",
  ".fan@example.com",
  "fan.@example.com",
  "fan@-example.com",
  "fan example@example.com",
  "fän@example.com",
  `${text(LIMITS.preSaveEmail - "@example.com".length)}@example.com`,
  `${text(LIMITS.preSaveEmail + 1 - "@example.com".length)}@example.com`,
  `${text(300)}@`,
];

describe("preSaveEmailProblem", () => {
  it.each(EMAILS)("agrees with preSaveRequestSchema on %j", (email) => {
    expect(preSaveEmailProblem(email)).toBe(
      errorOf(preSaveRequestSchema, {
        release_id: "b0000000-0000-4000-8000-000000000001",
        email,
        email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE,
      }),
    );
  });

  it("names the problem", () => {
    expect(preSaveEmailProblem("")).toBeNull();
    expect(preSaveEmailProblem("fan@")).toBe("Invalid email address");
    expect(preSaveEmailProblem(`${text(250)}@example.com`)).toBe(tooLong(255));
  });
});

const valid: DemoFormFields = { artist_name: "Mira Osei", email: "mira@example.com", track_title: "Modular City", genre: "", message: "" };
const L = LIMITS.demo;

const DEMO_CASES: [string, Partial<DemoFormFields>][] = [
  ["all good", {}],
  ["all empty", { artist_name: "", email: "", track_title: "" }],
  ["blank artist", { artist_name: "   " }],
  ["artist at the limit", { artist_name: text(L.artistName) }],
  ["artist over the limit", { artist_name: text(L.artistName + 1) }],
  ["no email", { email: "" }],
  ["bad email", { email: "mira@" }],
  ["bad and long email", { email: text(L.email + 1) }],
  ["long valid email", { email: `${text(L.email + 1 - "@example.com".length)}@example.com` }],
  ["no title", { track_title: " " }],
  ["title over the limit", { track_title: text(L.trackTitle + 1) }],
  ["genre over the limit", { genre: text(L.genre + 1) }],
  ["message over the limit", { message: text(L.message + 1) }],
  ["message padded to the limit", { message: `  ${text(L.message)}  ` }],
  ["two problems: the first field's shows", { artist_name: "", track_title: "" }],
  ...EMAILS.map((email): [string, Partial<DemoFormFields>] => [`email ${JSON.stringify(email).slice(0, 40)}`, { email }]),
];

describe("demoFieldsProblem", () => {
  it.each(DEMO_CASES)("agrees with demoSubmissionSchema: %s", (_, change) => {
    const fields = { ...valid, ...change };
    expect(demoFieldsProblem(fields)).toBe(errorOf(demoSubmissionSchema, fields));
  });

  it("names the first problem in the form's order", () => {
    expect(demoFieldsProblem({ ...valid, artist_name: "", track_title: "" })).toBe("Artist name is required");
    expect(demoFieldsProblem({ ...valid, email: "" })).toBe("Email is required");
    expect(demoFieldsProblem({ ...valid, track_title: "" })).toBe("Track title is required");
    expect(demoFieldsProblem(valid)).toBeNull();
  });
});
