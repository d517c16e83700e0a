import { useEffect } from "react";
import type { Currency } from "../../../lib/domain/store";
import type { DigitalProduct } from "../../../lib/domain/store";
import { STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { TextInput } from "../../components/form/controls";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { trackPriceRows, type TrackPriceRow } from "./trackPriceRows";

/**
 * A digital album's SINGLE TRACKS (docs/store.md#what-staff-see): each
 * track of the release, in its order, with a price field; empty is not sold
 * alone. The rows are made when the release's tracks arrive, from the
 * prices saved (`saved`), so a track the release no longer has is dropped.
 */
export function TrackPrices({
  releaseId,
  saved,
  currency,
  rows,
  onRows,
  invalid,
}: {
  releaseId: string;
  saved: DigitalProduct["track_prices"];
  currency: Currency;
  rows: TrackPriceRow[];
  onRows: (rows: TrackPriceRow[]) => void;
  invalid: (row: TrackPriceRow) => boolean;
}) {
  const { data, loading } = useCallableQuery("getAdminRelease", { id: releaseId }, STORE_SCREEN_TEXTS.tracksLoadFailed);
  const tracks = data?.id === releaseId ? data.tracks : null;
  useEffect(() => {
    if (tracks) onRows(trackPriceRows(tracks, saved, currency));
    // Only when the release's tracks arrive: typing must not reset the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tracks]);

  return (
    <fieldset className="mt-6">
      <legend className="text-xs tracking-widest">SINGLE TRACKS ({currency})</legend>
      <p className="mt-1 text-xs text-muted">A price sells the track on its own; leave it empty not to.</p>
      {loading || !tracks ? (
        <p className="mt-2 text-sm">LOADING...</p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">This release lists no tracks.</p>
      ) : (
        <ol className="mt-2 space-y-1" data-testid="track-prices">
          {rows.map((row, i) => (
            <li key={row.track_id} className="flex flex-wrap items-center gap-3">
              <label htmlFor={`track-price-${row.track_id}`} className="min-w-0 flex-1 text-sm">
                {i + 1}. {row.title}
              </label>
              <TextInput
                id={`track-price-${row.track_id}`}
                className="mt-0 w-28"
                inputMode="decimal"
                aria-label={`Price of ${row.title}`}
                aria-invalid={invalid(row)}
                value={row.amount}
                onChange={(e) =>
                  onRows(rows.map((other) => (other.track_id === row.track_id ? { ...other, amount: e.target.value } : other)))
                }
              />
              {invalid(row) && <p className="w-full text-xs text-red-300">{STORE_SCREEN_TEXTS.invalidTrackPrice}</p>}
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
