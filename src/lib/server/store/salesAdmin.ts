import { LABEL } from "../../../config/label";
import type { Currency } from "../../domain/store";
import { salesCsv, salesRangeProblem, salesReport, type SalesGroup } from "../../domain/store";
import type { Repositories } from "../../data";

/** A report asked for a range it cannot cover (backwards, longer than a year): a 4xx with the message. */
export class SalesRangeRefused extends Error {}

export interface SalesRequest {
  from: string;
  to: string;
  group_by: SalesGroup;
}

/**
 * The sales report of the caller's artists (docs/store.md#sales): `reaches`
 * says whether an item's artist is one of them (every one, and the label's
 * own items, for a global store view grant); only those items count.
 */
export async function salesView(
  repos: Repositories,
  request: SalesRequest,
  reaches: (artistId: string | null) => boolean,
): Promise<ReturnType<typeof salesReport> & { currency: Currency }> {
  const problem = salesRangeProblem(request.from, request.to);
  if (problem) throw new SalesRangeRefused(problem);
  const [settings, orders] = await Promise.all([
    repos.storeSettings.read(LABEL.currency),
    repos.storeOrders.listBySaleDays(request.from, request.to),
  ]);
  const ids = (field: "release_id" | "artist_id") => [
    ...new Set(orders.flatMap((order) => order.items.flatMap((item) => (item[field] ? [item[field]] : [])))),
  ];
  const [releases, artists] = await Promise.all([repos.releases.getMany(ids("release_id")), repos.artists.getMany(ids("artist_id"))]);
  const releaseTitles = new Map(releases.map((r) => [r.id, r.title]));
  const artistNames = new Map(artists.map((a) => [a.id, a.name]));
  const report = salesReport(orders, request.group_by, reaches, {
    release: (id) => releaseTitles.get(id),
    artist: (id) => artistNames.get(id),
  });
  return { ...report, currency: settings.currency };
}

/** The same report as CSV, named for its range. */
export async function salesExport(
  repos: Repositories,
  request: SalesRequest,
  reaches: (artistId: string | null) => boolean,
): Promise<{ filename: string; csv: string; rows: number }> {
  const report = await salesView(repos, request, reaches);
  return {
    filename: `sales-${request.group_by}-${request.from}-${request.to}.csv`,
    csv: salesCsv(report, request.group_by, report.currency),
    rows: report.rows.length,
  };
}
