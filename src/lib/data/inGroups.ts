/** Firestore's limit on the values of one `in` filter. */
export const IN_LIMIT = 30;

/** Distinct values in groups an `in` filter accepts. */
export function inGroups(values: readonly string[]): string[][] {
  const unique = [...new Set(values)];
  const groups: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) groups.push(unique.slice(i, i + IN_LIMIT));
  return groups;
}
