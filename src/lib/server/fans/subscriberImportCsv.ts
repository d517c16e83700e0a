/**
 * Reads an import file into rows with csv-parse (RFC 4180: quoted cells,
 * commas and line breaks inside quotes, a byte-order mark), then applies the
 * import's rules (domain/fans/subscriberImport.ts). On the server floor, apart from the
 * pure domain, so the admin's bundle, which imports the contract, does not
 * carry the parser.
 */
import { CsvError, parse } from "csv-parse/sync";
import { FAN_LIST_ADMIN_TEXTS as T, importRowsOf, type CsvRow, type ImportRows } from "../../domain/fans";

/** A staff import file's rows with their line numbers, or why it cannot be read. Also read by the promo contact import. */
export function readCsvRows(text: string): { ok: true; rows: CsvRow[] } | { ok: false; message: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // Spreadsheets in some locales separate cells with semicolons; tabs come from pasting.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      delimiter: [",", ";", "\t"],
    }) as unknown as typeof records; // `info` wraps each record; the typings do not say so without `columns`
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, message: T.importUnreadable((error as CsvError & { lines?: number }).lines ?? null) };
    throw error;
  }
  return { ok: true, rows: records.map(({ record, info }) => ({ line: info.lines, cells: record })) };
}

export function readImportCsv(text: string): ImportRows {
  const read = readCsvRows(text);
  return read.ok ? importRowsOf(read.rows) : read;
}
