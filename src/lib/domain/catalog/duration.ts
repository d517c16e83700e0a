/**
 * Track durations are stored as whole seconds (docs/listening.md#tracks):
 * what the tracklist shows and feeds print; Spotify's milliseconds are
 * rounded. Staff type and read them as m:ss, or h:mm:ss past an hour.
 */

/** Whole seconds from Spotify's milliseconds. */
export const secondsFromMs = (ms: number) => Math.round(ms / 1000);

/** "3:45", "1:02:03". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** ISO 8601, for `<time datetime>` and structured data: "PT3M45S", "PT1H2M3S", "PT0S". */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
  return `PT${parts}`;
}

/**
 * What a person typed: "3:45", "03:45", "1:02:03", or plain seconds
 * ("45"); surrounding spaces ignored. After a colon, two digits, 00–59
 * ("3:4" could mean 3:04 or 3:40); minutes may be any number without hours
 * ("75:10"). Null when it is none of these.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,5}$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d{1,2}):(\d{2})|(\d{1,3})):(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [, hours, minutesAfterHours, minutesAlone, seconds] = match;
  const h = Number(hours ?? 0);
  const m = Number(minutesAfterHours ?? minutesAlone);
  const s = Number(seconds);
  if (s > 59 || (hours !== undefined && m > 59)) return null;
  return h * 3600 + m * 60 + s;
}
