import { Timestamp } from "firebase-admin/firestore";

// The one place where Firestore Timestamps and JS Dates meet. Domain types use
// Date everywhere; documents hold Timestamps, at any depth.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  // FieldValue sentinels (serverTimestamp, increment) are class instances and
  // must reach Firestore untouched.
  return proto === Object.prototype || proto === null;
}

/** Deeply replaces Date with Timestamp; leaves everything else as is. */
export function datesToTimestamps(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(datesToTimestamps);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToTimestamps(v)]));
  }
  return value;
}

/** Deeply replaces Timestamp with Date; leaves everything else as is. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
  }
  return value;
}
