/**
 * Date rules. Release dates are calendar dates ("YYYY-MM-DD") and timestamps
 * are `Date`s; dates are formatted in UTC so a release dated March 1 shows
 * March 1 whatever the visitor's or server's timezone. The moment a release
 * comes out is the midnight starting its date on the label's clock
 * (`LABEL.timeZone`, passed in by the callers: this module stays pure).
 */
import { wallTimeAt, zonedTimeToDate } from "./timeZone";

export const HOUR_MS = 60 * 60 * 1000;
/** A calendar day of 24 hours: for windows and ages counted in days, not for wall-clock days (timeZone.ts). */
export const DAY_MS = 24 * HOUR_MS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/** True for a real calendar date written YYYY-MM-DD (rejects 2023-02-29). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A Date, a YYYY-MM-DD calendar date (at UTC midnight) or any other date string → Date, or null. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(ISO_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** US long format: "March 5, 2024". Empty string when the date is missing or invalid. */
export function formatLongDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : "";
}

/** Releases list group heading: "MARCH 2024". */
export function monthYearHeading(value: Date | string): string {
  const date = toDate(value);
  return date ? MONTH_YEAR.format(date).toUpperCase() : "";
}

/** The calendar date an instant falls on, on the clock of `timeZone` (default UTC), YYYY-MM-DD. */
export function todayIsoDate(now: Date, timeZone = "UTC"): string {
  if (timeZone === "UTC") return now.toISOString().slice(0, 10);
  const { year, month, day } = wallTimeAt(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The release moment: 00:00 of the release date on the label's clock
 * ("2027-03-05" in Europe/Berlin is 2027-03-04T23:00:00Z). A Date is its own
 * moment; null without a readable date.
 */
export function releaseMoment(releaseDate: Date | string | null | undefined, timeZone = "UTC"): Date | null {
  if (releaseDate instanceof Date || typeof releaseDate !== "string" || !ISO_DATE.test(releaseDate)) return toDate(releaseDate);
  const [year, month, day] = releaseDate.split("-").map(Number) as [number, number, number];
  return zonedTimeToDate({ year, month, day }, timeZone);
}

/**
 * A release is upcoming until its release moment (docs/product.md#dates):
 * "2024-03-05" is upcoming until March 5 begins on the label's clock
 * (`timeZone`, default UTC). No date means not upcoming.
 */
export function isUpcoming(releaseDate: Date | string | null | undefined, now: Date, timeZone = "UTC"): boolean {
  const moment = releaseMoment(releaseDate, timeZone);
  return moment !== null && moment.getTime() > now.getTime();
}

/**
 * Whether a release's pages show pre-save rather than listen: upcoming
 * until its release moment, or until the release-day job brought it out on
 * that date (`released_on`; `npm run job -- release-day --now …` can do that
 * ahead of the clock).
 */
export function isReleaseUpcoming(
  release: { release_date: string | null; released_on?: string | null },
  now: Date,
  timeZone = "UTC",
): boolean {
  if (release.released_on && release.released_on === release.release_date) return false;
  return isUpcoming(release.release_date, now, timeZone);
}

/** "2024-03-05" (or a streaming-service "2024" / "2024-03") → "2024"; null when there is no year. */
export function yearFromDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})(?:-\d{2}){0,2}$/.exec(value ?? "");
  return match ? match[1]! : null;
}

/**
 * A streaming-service release date as a calendar date only when it names a
 * day: "2023" or "2024-11" give null, since storing them as January 1 or
 * November 1 would show a day nobody announced (docs/decisions.md).
 */
export function spotifyDayDate(value: string | null | undefined): string | null {
  return value && isIsoDate(value) ? value : null;
}

/**
 * A streaming-service release date for display, at its own precision:
 * "October 3, 2026", "November 2024" or "2023"; anything else as given.
 */
export function formatSpotifyDate(value: string | null | undefined): string {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value ?? "");
  const iso = spotifyDateToIsoDate(value);
  if (!match || !iso) return value ?? "";
  if (match[3]) return formatLongDate(iso);
  if (match[2]) return MONTH_YEAR.format(toDate(iso)!);
  return match[1]!;
}

/**
 * A streaming-service release date, whose precision may be year or month,
 * as a YYYY-MM-DD calendar date ("2024" → "2024-01-01"); null when invalid.
 */
export function spotifyDateToIsoDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value ?? "");
  if (!match) return null;
  const iso = `${match[1]}-${match[2] ?? "01"}-${match[3] ?? "01"}`;
  return isIsoDate(iso) ? iso : null;
}
