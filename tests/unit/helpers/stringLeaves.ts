/** Every string held by a value, nested objects and arrays included (functions skipped): the fixed texts of a messages module. */
export function stringLeaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringLeaves);
  return [];
}
