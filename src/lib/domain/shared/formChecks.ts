/**
 * The public forms' field checks for the browser, without zod: the pre-save
 * and demo pages must stay light. Each returns the same first message as the
 * server's schema (preSaveRequestSchema, demoSubmissionSchema) for the same
 * input; tests/unit/domain/formChecks.test.ts holds them to that.
 */
import { LIMITS } from "./constants";
import { isEmailAddress } from "./emailPattern";
import { ARTIST_NAME_REQUIRED, EMAIL_REQUIRED, INVALID_EMAIL, TRACK_TITLE_REQUIRED, tooLong } from "./validationTexts";

/** The optional pre-save email: null when it may be sent. */
export function preSaveEmailProblem(email: string): string | null {
  const value = email.trim();
  if (value === "") return null;
  if (!isEmailAddress(value)) return INVALID_EMAIL;
  return value.length > LIMITS.preSaveEmail ? tooLong(LIMITS.preSaveEmail) : null;
}

/** The demo form's text fields as the form holds them. */
export interface DemoFormFields {
  artist_name: string;
  email: string;
  track_title: string;
  genre: string;
  message: string;
}

function requiredProblem(value: string, max: number, missing: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return missing;
  return trimmed.length > max ? tooLong(max) : null;
}

function optionalProblem(value: string, max: number): string | null {
  return value.trim().length > max ? tooLong(max) : null;
}

function demoEmailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === "") return EMAIL_REQUIRED;
  if (trimmed.length > LIMITS.demo.email) return tooLong(LIMITS.demo.email);
  return isEmailAddress(trimmed) ? null : INVALID_EMAIL;
}

/** The first problem of the demo form's fields, in the form's order, or null. */
export function demoFieldsProblem(fields: DemoFormFields): string | null {
  const L = LIMITS.demo;
  return (
    requiredProblem(fields.artist_name, L.artistName, ARTIST_NAME_REQUIRED) ??
    demoEmailProblem(fields.email) ??
    requiredProblem(fields.track_title, L.trackTitle, TRACK_TITLE_REQUIRED) ??
    optionalProblem(fields.genre, L.genre) ??
    optionalProblem(fields.message, L.message)
  );
}
