import { amountInputValue, parseAmount, type Currency } from "../../../lib/domain/store";
import type { DigitalProduct } from "../../../lib/domain/store";

/** One row of the form's SINGLE TRACKS: a track of the release and its price as typed (empty: not sold alone). */
export interface TrackPriceRow {
  track_id: string;
  title: string;
  amount: string;
}

/** The release's tracks in its order, each with its saved price as the form shows it ("1.50"), or empty. */
export function trackPriceRows(
  tracks: readonly { id: string; title: string }[],
  saved: DigitalProduct["track_prices"],
  currency: Currency,
): TrackPriceRow[] {
  const priced = new Map(saved.map((t) => [t.track_id, t.amount]));
  return tracks.map((track) => {
    const amount = priced.get(track.id);
    return { track_id: track.id, title: track.title, amount: amount === undefined ? "" : amountInputValue(amount, currency) };
  });
}

/** A typed price that cannot be one (not an amount, or 0: a track sold alone has a price; empty leaves it unsold). */
export const invalidTrackPrice = (typed: string, currency: Currency) => {
  if (!typed.trim()) return false;
  const amount = parseAmount(typed, currency);
  return amount === null || amount < 1;
};

/** What the save sends: the rows with a price, in the release's order. */
export function trackPricesOf(rows: readonly TrackPriceRow[], currency: Currency): DigitalProduct["track_prices"] {
  return rows.flatMap((row) => {
    const amount = row.amount.trim() ? parseAmount(row.amount, currency) : null;
    return amount !== null && amount > 0 ? [{ track_id: row.track_id, amount }] : [];
  });
}
