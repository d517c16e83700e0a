import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROMO_CONTACT_COLLECTIONS } from "../../../src/lib/data/promo/promoContacts";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import type { PromoDownload } from "../../../src/lib/domain/promo/promoDownload";
import { CONTACT_FIELD_MESSAGES, CONTACT_IMPORT_TEXTS } from "../../../src/lib/domain/promo/contactTexts";
import { call, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/**
 * The contact book's callables (docs/promo.md#contacts): who may call each
 * (the permission matrix rows: press view to list, press edit to add, change
 * and import, press delete to erase), the import's preview and commit, and
 * erasure removing every promo record tied to the contact, with an audit
 * trail that holds nothing of them.
 */
const repos = repositories();
let cast: Cast;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

const ann = {
  name: "Ann Lee",
  email: "Ann.Lee@Example.com",
  outlet: "The Wire",
  role: "press",
  country: "gb",
  tags: ["UK press", "techno"],
  notes: "Met at ADE",
};
const downloadRecord = (id: string, contactId: string): PromoDownload => ({
  id,
  campaign_id: "campaign-1",
  recipient_id: `${id}-recipient`,
  contact_id: contactId,
  track_id: "track-1",
  format: "mp3_320",
  sha256: "0".repeat(64),
  marker: "0".repeat(24),
  path: `promo/${id}.mp3`,
  bytes: 1,
  made_at: new Date("2026-11-01T00:00:00Z"),
  tagged_for: "Someone",
});
const contacts = () => repos.promoContacts.query((c) => c);
const auditEntries = async () => (await repos.auditLog.collection.get()).docs.map((d) => d.data());

type Kind = "signedOut" | keyof Cast;
const KINDS: Kind[] = ["signedOut", "fan", "artistEditor", "auditor", "userManager", "superAdmin"];
const MATRIX: { name: string; request: () => unknown; allowed: Kind[] }[] = [
  { name: "listPromoContacts", request: () => ({}), allowed: ["userManager", "superAdmin"] },
  { name: "savePromoContact", request: () => ({ id: null, contact: ann }), allowed: ["userManager", "superAdmin"] },
  {
    name: "importPromoContacts",
    request: () => ({ csv: "name,email\nBo,bo@example.com\n", commit: true }),
    allowed: ["userManager", "superAdmin"],
  },
  { name: "erasePromoContact", request: () => ({ id: "c0000000-0000-4000-8000-000000000001" }), allowed: ["superAdmin"] },
];

describe.each(MATRIX)("$name", ({ name, request, allowed }) => {
  it.each(KINDS)("as %s", async (kind) => {
    const response = await call(name, request(), kind === "signedOut" ? undefined : cast[kind]);
    if (allowed.includes(kind)) {
      // Allowed: anything but a refusal (erasing an unknown id is not-found).
      expect(["UNAUTHENTICATED", "PERMISSION_DENIED"]).not.toContain(response.error?.status);
    } else {
      expect(response.error?.status).toBe(kind === "signedOut" ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
      expect(await repos.promoContacts.count()).toBe(0);
      expect(await auditEntries()).toEqual([]);
    }
  });
});

describe("adding, changing and listing contacts", () => {
  it("saves a contact normalised, refuses a second contact with its address, and lists with search, role and tag filters", async () => {
    const saved = (await call("savePromoContact", { id: null, contact: ann }, cast.userManager)).result as { contact: Contact };
    expect(saved.contact).toMatchObject({
      name: "Ann Lee",
      email: "ann.lee@example.com",
      outlet: "The Wire",
      role: "press",
      country: "GB",
      tags: ["uk press", "techno"],
      notes: "Met at ADE",
    });

    const twice = await call(
      "savePromoContact",
      { id: null, contact: { ...ann, name: "Someone else", email: "ANN.LEE@example.com" } },
      cast.userManager,
    );
    expect(twice.error).toMatchObject({ status: "ALREADY_EXISTS", message: CONTACT_FIELD_MESSAGES.emailTaken });
    const badRole = await call(
      "savePromoContact",
      { id: null, contact: { ...ann, email: "x@example.com", role: "journalist" } },
      cast.userManager,
    );
    expect(badRole.error).toMatchObject({ status: "INVALID_ARGUMENT", message: CONTACT_FIELD_MESSAGES.role });
    expect(await repos.promoContacts.count()).toBe(1);

    await call(
      "savePromoContact",
      { id: null, contact: { name: "Bo Diaz", email: "bo@radio.test", role: "radio", tags: ["techno"] } },
      cast.userManager,
    );
    const edited = await call(
      "savePromoContact",
      { id: saved.contact.id, contact: { ...ann, outlet: "Mixmag", role: "dj" } },
      cast.userManager,
    );
    expect((edited.result as { contact: Contact }).contact).toMatchObject({ id: saved.contact.id, outlet: "Mixmag", role: "dj" });
    const missing = await call(
      "savePromoContact",
      { id: "c0000000-0000-4000-8000-000000000009", contact: { ...ann, email: "new@example.com" } },
      cast.userManager,
    );
    expect(missing.error).toMatchObject({ status: "NOT_FOUND", message: CONTACT_FIELD_MESSAGES.notFound });

    const list = async (filters: object) =>
      (await call("listPromoContacts", filters, cast.userManager)).result as {
        contacts: Contact[];
        total: number;
        tags: string[];
        abilities: object;
      };
    const all = await list({});
    expect(all.contacts.map((c) => c.name)).toEqual(["Ann Lee", "Bo Diaz"]);
    expect(all.tags).toEqual(["techno", "uk press"]);
    expect(all.abilities).toEqual({ edit: true, erase: false });
    expect((await list({ q: "mixm" })).contacts.map((c) => c.name)).toEqual(["Ann Lee"]);
    expect((await list({ q: "radio" })).contacts.map((c) => c.name)).toEqual(["Bo Diaz"]);
    expect((await list({ role: "radio" })).contacts.map((c) => c.name)).toEqual(["Bo Diaz"]);
    expect((await list({ tag: "uk press" })).contacts.map((c) => c.name)).toEqual(["Ann Lee"]);
    expect((await list({ tag: "techno", q: "bo" })).total).toBe(1);

    // The log names the contact by id and the fields that changed, nothing else.
    const entries = await auditEntries();
    expect(entries.filter((e) => e.entity === "promo_contacts" && e.entity_id === saved.contact.id).map((e) => e.action)).toEqual([
      "save",
      "save",
    ]);
    // "Met at ADE": the note, not the letters a random id may hold.
    expect(JSON.stringify(entries)).not.toMatch(/ann\.lee|Ann Lee|The Wire|Mixmag|Met at ADE/i);
  });
});

describe("importing contacts from a CSV file", () => {
  const FILE = [
    "Name,Email,Outlet,Role,Country,Tags",
    'Ann Lee,ann@example.com,The Wire,Press,GB,"uk, techno"',
    "Bo,not-an-address,,,,",
    ",cy@example.com,,,,",
    "Di,di@example.com,,journalist,FR,",
    "Ed,ed@example.com,,DJ,Narnia,",
    "Ann again,ANN@example.com,Wire Online,,,ambient",
    "Known,known@example.com,Resident Advisor,radio,,new",
  ].join("\r\n");
  const importing = (csv: string, commit: boolean) => call("importPromoContacts", { csv, commit }, cast.userManager);

  it("previews per-row errors and merges without writing, then adds the good rows and merges into the book; the same file again adds nothing", async () => {
    const known = (
      await call(
        "savePromoContact",
        { id: null, contact: { name: "Known Person", email: "known@example.com", role: "press", tags: ["old"] } },
        cast.userManager,
      )
    ).result as { contact: Contact };
    const before = await contacts();
    const entriesBefore = await auditEntries();

    const expected = {
      to_add: 2,
      to_update: 1,
      unchanged: 0,
      errors: [
        { line: 3, value: "not-an-address", message: "Invalid email address" },
        { line: 4, value: "", message: "Name is required" },
        { line: 6, value: "Narnia", message: CONTACT_FIELD_MESSAGES.country },
      ],
      merged: [{ line: 7, email: "ann@example.com", same_as: 2 }],
    };
    expect((await importing(FILE, false)).result).toEqual({ committed: false, ...expected });
    expect(await contacts()).toEqual(before);
    expect(await auditEntries()).toEqual(entriesBefore);

    expect((await importing(FILE, true)).result).toEqual({ committed: true, ...expected });
    const after = await contacts();
    expect(after.map((c) => c.email).sort()).toEqual(["ann@example.com", "di@example.com", "known@example.com"]);
    expect(after.find((c) => c.email === "ann@example.com")).toMatchObject({
      name: "Ann Lee",
      outlet: "The Wire",
      role: "press",
      country: "GB",
      tags: ["uk", "techno", "ambient"],
    });
    expect(after.find((c) => c.email === "di@example.com")).toMatchObject({ role: "press", country: "FR" });
    // Known keeps its name and role; the file fills its outlet and adds its tag.
    expect(after.find((c) => c.email === "known@example.com")).toMatchObject({
      id: known.contact.id,
      name: "Known Person",
      role: "press",
      outlet: "Resident Advisor",
      tags: ["old", "new"],
    });
    const imports = (await auditEntries()).filter((e) => e.action === "import");
    expect(imports).toHaveLength(1);
    expect(JSON.stringify(imports)).not.toMatch(/@example|Ann|Wire/);

    const again = (await importing(FILE, true)).result;
    expect(again).toMatchObject({ committed: true, to_add: 0, to_update: 0, unchanged: 3 });
    expect(await contacts()).toEqual(after);
  });

  it("refuses a file it cannot use, saying why, and writes nothing", async () => {
    expect((await importing("email\nann@example.com\n", true)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: CONTACT_IMPORT_TEXTS.noNameColumn,
    });
    expect((await importing("name,outlet\nAnn,The Wire\n", true)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: CONTACT_IMPORT_TEXTS.noEmailColumn,
    });
    expect((await importing('name,email\n"Ann,ann@example.com\n', true)).error?.status).toBe("INVALID_ARGUMENT");
    expect(await repos.promoContacts.count()).toBe(0);
  });
});

describe("erasing a contact", () => {
  it("deletes the contact and every promo record naming them, keeps others' records, and leaves an audit entry with the id alone", async () => {
    const gone = ((await call("savePromoContact", { id: null, contact: ann }, cast.superAdmin)).result as { contact: Contact }).contact;
    const stays = (
      (await call("savePromoContact", { id: null, contact: { name: "Bo Diaz", email: "bo@radio.test", role: "radio" } }, cast.superAdmin))
        .result as { contact: Contact }
    ).contact;
    // Every collection that ties records to a contact: one record of each contact in each.
    expect(PROMO_CONTACT_COLLECTIONS.length).toBeGreaterThan(0);
    for (const { name, field } of PROMO_CONTACT_COLLECTIONS) {
      for (const [suffix, contactId] of [
        ["gone", gone.id],
        ["stays", stays.id],
      ] as const) {
        // A download record is read with its schema before its file is deleted; the others are only found by their field.
        if (name === "promo_downloads") await repos.promoDownloads.set(downloadRecord(`${name}-${suffix}`, contactId));
        else
          await repos.db
            .collection(name)
            .doc(`${name}-${suffix}`)
            .set({ [field]: contactId, note: suffix });
      }
    }

    expect((await call("erasePromoContact", { id: gone.id }, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
    const erased = await call("erasePromoContact", { id: gone.id }, cast.superAdmin);
    expect(erased.result).toEqual({
      erased: { promo_contacts: 1, ...Object.fromEntries(PROMO_CONTACT_COLLECTIONS.map((c) => [c.name, 1])) },
    });

    expect((await contacts()).map((c) => c.id)).toEqual([stays.id]);
    for (const { name } of PROMO_CONTACT_COLLECTIONS) {
      expect((await repos.db.collection(name).get()).docs.map((d) => d.id)).toEqual([`${name}-stays`]);
    }
    const entries = await auditEntries();
    expect(entries.find((e) => e.action === "erase")).toMatchObject({
      entity: "promo_contacts",
      entity_id: gone.id,
      actor: cast.superAdmin.uid,
      label: null,
    });
    expect(JSON.stringify(entries)).not.toMatch(/ann\.lee|Ann Lee|The Wire|Met at ADE/i);

    expect((await call("erasePromoContact", { id: gone.id }, cast.superAdmin)).error).toMatchObject({
      status: "NOT_FOUND",
      message: CONTACT_FIELD_MESSAGES.notFound,
    });
  });
});
