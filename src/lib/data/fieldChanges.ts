import type { FieldChange } from "../domain";

/** Comparable form of a field value (Dates by time, objects by their JSON). */
export const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** The fields of `before` and `after` that differ, with their values (null when absent). */
export function fieldChanges(before: object | null, after: object | null): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return names.filter((name) => comparable(b[name]) !== comparable(a[name])).map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
