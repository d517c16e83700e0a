/**
 * Where a move up (-1) or down (+1) takes the item at `index` in a list of
 * `length`: the lists staff reorder with ↑/↓ (a release's additional
 * artists, its tracks). Null when it would leave the list.
 */
export function moveTarget(index: number, delta: -1 | 1, length: number): number | null {
  const target = index + delta;
  return index >= 0 && index < length && target >= 0 && target < length ? target : null;
}
