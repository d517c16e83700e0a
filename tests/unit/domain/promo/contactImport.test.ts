import { describe, expect, it } from "vitest";
import { readCsvRows } from "../../../../src/lib/server/fans/subscriberImportCsv";
import { contactImportRowsOf, splitTags } from "../../../../src/lib/domain/promo/contactImport";
import { CONTACT_FIELD_MESSAGES as M, CONTACT_IMPORT_TEXTS as T } from "../../../../src/lib/domain/promo/contactTexts";
import { INVALID_EMAIL, NAME_REQUIRED } from "../../../../src/lib/domain/shared";

const rowsOf = (text: string) => {
  const read = readCsvRows(text);
  if (!read.ok) throw new Error(read.message);
  return contactImportRowsOf(read.rows);
};

describe("reading contacts from a CSV file", () => {
  it("finds the columns by their headers in any order and case, reads roles and quoted tags, and refuses each bad row with its cell and first message", () => {
    const read = rowsOf(
      [
        "E-mail,Full Name,Type,Country,Tags,Publication,Notes",
        'ann@example.com,Ann Lee,Journalist,gb,"UK, Techno",The Wire,"said ""yes"""',
        "bo@example.com,Bo,DJ,,,,",
        "cy@example.com,Cy,Playlist curator,France,,,",
        "not-an-address,Di,radio,,,,",
        "ed@example.com,,radio,,,,",
        "fi@example.com,Fi,astronaut,,,,",
        ",Gus,radio,,,,",
      ].join("\n"),
    );
    expect(read).toEqual({
      ok: true,
      contacts: [
        {
          line: 2,
          contact: {
            name: "Ann Lee",
            email: "ann@example.com",
            outlet: "The Wire",
            role: "press",
            country: "GB",
            tags: ["uk", "techno"],
            notes: 'said "yes"',
          },
        },
        { line: 3, contact: { name: "Bo", email: "bo@example.com", outlet: null, role: "dj", country: null, tags: [], notes: null } },
      ],
      errors: [
        { line: 4, value: "France", message: M.country },
        { line: 5, value: "not-an-address", message: INVALID_EMAIL },
        { line: 6, value: "", message: NAME_REQUIRED },
        { line: 7, value: "astronaut", message: M.role },
        { line: 8, value: "", message: T.noAddress },
      ],
      merged: [],
    });
  });

  it("merges rows of one address (any case) into the first: its name and role kept, tags added, empty fields filled", () => {
    const read = rowsOf(
      ["name,email,role,outlet,tags", "Ann,ann@example.com,press,,uk", "Ann L.,ANN@example.com,dj,Mixmag,techno"].join("\n"),
    );
    expect(read).toEqual({
      ok: true,
      contacts: [
        {
          line: 2,
          contact: {
            name: "Ann",
            email: "ann@example.com",
            outlet: "Mixmag",
            role: "press",
            country: null,
            tags: ["uk", "techno"],
            notes: null,
          },
        },
      ],
      errors: [],
      merged: [{ line: 3, email: "ann@example.com", same_as: 2 }],
    });
  });

  it("refuses a whole file it cannot use, saying why", () => {
    expect(rowsOf("")).toEqual({ ok: false, message: T.empty });
    expect(rowsOf("name,email\n")).toEqual({ ok: false, message: T.empty });
    expect(rowsOf("name,outlet\nAnn,The Wire\n")).toEqual({ ok: false, message: T.noEmailColumn });
    expect(rowsOf("ann@example.com,Ann\n")).toEqual({ ok: false, message: T.noEmailColumn });
    expect(rowsOf("email,outlet\nann@example.com,The Wire\n")).toEqual({ ok: false, message: T.noNameColumn });
  });

  it("splits a tags cell on commas, semicolons and bars", () => {
    expect(splitTags(" uk, techno;radio | ,")).toEqual(["uk", "techno", "radio"]);
  });
});
