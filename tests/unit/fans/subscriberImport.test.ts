import { describe, expect, it } from "vitest";
import { IMPORT_MAX_ROWS, importRowsOf } from "../../../src/lib/domain/fans/subscriberImport";
import { readImportCsv } from "../../../src/lib/server/fans/subscriberImportCsv";
import { FAN_LIST_ADMIN_TEXTS as T } from "../../../src/lib/domain/fans";
import { INVALID_EMAIL, tooLong } from "../../../src/lib/domain/shared";

describe("reading an import file", () => {
  it("finds the email column by its header, reads quoted cells, a BOM and CRLF lines", () => {
    const read = readImportCsv(
      '\ufeffName,Email Address,Note\r\n"Lee, Ann",ann@example.com,"said ""yes""\nat the show"\r\nBo,bo@example.com,\r\n',
    );
    expect(read).toEqual({
      ok: true,
      addresses: [
        { line: 3, email: "ann@example.com" },
        { line: 4, email: "bo@example.com" },
      ],
      errors: [],
      merged: [],
    });
  });

  it("takes a file of bare addresses, one a line, without a header; semicolons and tabs separate cells too", () => {
    expect(readImportCsv("ann@example.com\nbo@example.com;Bo\ncy@example.com\tCy\n")).toMatchObject({
      ok: true,
      addresses: [
        { line: 1, email: "ann@example.com" },
        { line: 2, email: "bo@example.com" },
        { line: 3, email: "cy@example.com" },
      ],
    });
  });

  it("refuses each bad row with its line and message, and merges rows repeating an address (any case)", () => {
    const read = readImportCsv(
      [
        "email,name",
        " ann@example.com ,Ann",
        "",
        "not-an-address,X",
        ",Cy",
        `${"a".repeat(250)}@example.com,Al`,
        "ANN@Example.com,Ann again",
        "bo@example.com",
        ",,",
      ].join("\n"),
    );
    expect(read).toEqual({
      ok: true,
      addresses: [
        { line: 2, email: "ann@example.com" },
        { line: 8, email: "bo@example.com" },
      ],
      errors: [
        { line: 4, value: "not-an-address", message: INVALID_EMAIL },
        { line: 5, value: "", message: T.importNoAddress },
        { line: 6, value: `${"a".repeat(100)}`, message: tooLong(255) },
      ],
      merged: [{ line: 7, email: "ANN@Example.com", same_as: 2 }],
    });
  });

  it("refuses a whole file it cannot use, saying why", () => {
    expect(readImportCsv("")).toEqual({ ok: false, message: T.importEmpty });
    expect(readImportCsv("name,city\nAnn,Leeds\n")).toEqual({ ok: false, message: T.importNoEmailColumn });
    expect(readImportCsv('email\n"ann@example.com\n')).toEqual({ ok: false, message: T.importUnreadable(2) });
    const rows = [
      { line: 1, cells: ["email"] },
      ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({ line: i + 2, cells: [`fan${i}@example.com`] })),
    ];
    expect(importRowsOf(rows)).toEqual({ ok: false, message: T.importTooManyRows(IMPORT_MAX_ROWS) });
    expect(importRowsOf(rows.slice(0, IMPORT_MAX_ROWS + 1))).toMatchObject({ ok: true, errors: [] });
  });
});
