import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LABEL_LIST } from "../../../src/lib/domain/fans";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { addressKey } from "../../../src/lib/server/campaigns/reminderKeys";
import { leaveList, signUp } from "../../../src/lib/server/fans/fanList";
import { subscriberId } from "../../../src/lib/server/campaigns/reminderKeys";
import { ARTIST_ID, call, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/**
 * The subscribers screen's callables (docs/fans.md#staff): who may call
 * each (the permission matrix rows: viewing needs user_management view;
 * adding, importing and exporting need user_management edit), what they answer, the
 * import's preview and commit, and
 * erasure removing an address everywhere with an audit entry that holds no
 * personal data.
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

const ALL = { q: "", list: null, source: null, status: null };
const note = "Signed up on paper at the Leeds show";

type Kind = "signedOut" | keyof Cast;
const MATRIX: { name: string; request: () => unknown; allowed: Kind[] }[] = [
  { name: "listSubscribers", request: () => ALL, allowed: ["auditor", "userManager", "superAdmin"] },
  { name: "exportSubscribers", request: () => ALL, allowed: ["userManager", "superAdmin"] },
  {
    name: "addSubscriber",
    request: () => ({ email: "paper@example.com", list: LABEL_LIST, consent_note: note }),
    allowed: ["userManager", "superAdmin"],
  },
  {
    name: "importSubscribers",
    request: () => ({ list: LABEL_LIST, consent_source: note, csv: "email\npaper@example.com\n", commit: true }),
    allowed: ["userManager", "superAdmin"],
  },
  { name: "eraseFanEmail", request: () => ({ email: "paper@example.com" }), allowed: ["userManager", "superAdmin"] },
];
const KINDS: Kind[] = ["signedOut", "fan", "artistEditor", "auditor", "userManager", "superAdmin"];

describe.each(MATRIX)("$name", ({ name, request, allowed }) => {
  it.each(KINDS)("as %s", async (kind) => {
    const response = await call(name, request(), kind === "signedOut" ? undefined : cast[kind]);
    if (allowed.includes(kind)) expect(response.error).toBeUndefined();
    else {
      expect(response.error?.status).toBe(kind === "signedOut" ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
      expect(await repos.subscribers.count()).toBe(0);
    }
  });
});

describe("the fan list for staff", () => {
  it("lists with search, filters, counts and growth; adds only with a consent note; exports with formula cells defused", async () => {
    const config = serverConfig();
    await signUp(repos, { email: "footer@example.com", list: LABEL_LIST, source: "footer", consent: "label-news-1" }, config);
    await signUp(
      repos,
      { email: '=HYPERLINK("http://x")@example.com', list: ARTIST_ID, source: "artist_page", consent: "artist-news-1" },
      config,
    );
    await signUp(repos, { email: "footer@example.com", list: ARTIST_ID, source: "artist_page", consent: "artist-news-1" }, config);

    expect(
      (await call("addSubscriber", { email: "paper@example.com", list: LABEL_LIST, consent_note: "ok" }, cast.superAdmin)).error?.status,
    ).toBe("INVALID_ARGUMENT");
    expect(
      (await call("addSubscriber", { email: "paper@example.com", list: LABEL_LIST, consent_note: note }, cast.superAdmin)).result,
    ).toEqual({ added: true });
    expect(
      (await call("addSubscriber", { email: "Paper@Example.com", list: LABEL_LIST, consent_note: note }, cast.superAdmin)).result,
    ).toEqual({ added: false });

    const all = (await call("listSubscribers", ALL, cast.auditor)).result as {
      rows: { email: string; list_name: string; status: string; consent: { text: string } }[];
      total: number;
      byStatus: Record<string, number>;
      bySource: Record<string, number>;
      growth: { confirmed: number }[];
    };
    expect(all.total).toBe(4);
    expect(all.byStatus).toEqual({ pending: 3, confirmed: 1, unsubscribed: 0 });
    expect(all.bySource).toEqual({ footer: 1, artist_page: 2, pre_save: 0, store_checkout: 0, import: 0, manual: 1 });
    expect(all.rows.find((r) => r.email === "paper@example.com")).toMatchObject({
      list_name: expect.any(String) as string,
      status: "confirmed",
      consent: { text: note },
    });
    expect(all.growth.at(-1)!.confirmed).toBe(1);

    const following = (await call("listSubscribers", { ...ALL, list: ARTIST_ID, q: "footer" }, cast.auditor)).result as {
      rows: { email: string; list_name: string }[];
      total: number;
      growth: { confirmed: number }[];
    };
    expect(following.rows.map((r) => [r.email, r.list_name])).toEqual([["footer@example.com", "Halden Drift"]]);
    // The chart follows the filters as the counts do: none of this artist's followers is confirmed.
    expect(following.growth.at(-1)!.confirmed).toBe(0);
    const manual = (await call("listSubscribers", { ...ALL, source: "manual" }, cast.auditor)).result as {
      total: number;
      growth: { confirmed: number }[];
    };
    expect(manual.total).toBe(1);
    expect(manual.growth.at(-1)!.confirmed).toBe(1);

    const exported = (await call("exportSubscribers", { ...ALL, list: ARTIST_ID }, cast.userManager)).result as {
      csv: string;
      rows: number;
    };
    expect(exported.rows).toBe(2);
    const lines = exported.csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,list,source,status,consent_version,consent_text,consent_at,confirmed_at,unsubscribed_at");
    expect(
      lines.some((line) => line.startsWith(`"'=HYPERLINK(""http://x"")@example.com",Halden Drift,artist_page,pending,artist-news-1,`)),
    ).toBe(true);
  });

  it("erases an address everywhere: every list record, its mail; the audit entry holds no personal data", async () => {
    const config = serverConfig();
    await signUp(repos, { email: "gone@example.com", list: LABEL_LIST, source: "footer", consent: "label-news-1" }, config);
    await signUp(repos, { email: "gone@example.com", list: ARTIST_ID, source: "artist_page", consent: "artist-news-1" }, config);
    await signUp(repos, { email: "stays@example.com", list: LABEL_LIST, source: "footer", consent: "label-news-1" }, config);
    expect(await repos.mail.listTo("gone@example.com")).toHaveLength(2);

    const erased = await call("eraseFanEmail", { email: " Gone@Example.com " }, cast.userManager);
    expect(erased.result).toMatchObject({ subscribers: 2, mail: 2 });
    expect((await repos.subscribers.query((c) => c)).map((s) => s.email)).toEqual(["stays@example.com"]);
    expect(await repos.mail.listTo("gone@example.com")).toEqual([]);
    const entries = (await repos.auditLog.collection.get()).docs.map((d) => d.data());
    const erasure = entries.find((e) => e.action === "erase");
    expect(erasure).toMatchObject({ entity: "subscribers", actor: cast.userManager.uid, label: null });
    const key = addressKey("gone@example.com", requiredSecret(serverConfig(), "reminderSecret"));
    expect(JSON.stringify(entries)).not.toMatch(/gone@|Gone@/);
    expect(JSON.stringify(entries)).not.toContain(key.slice(0, 12));
  });
});

describe("importing a CSV file", () => {
  const importing = (csv: string, commit: boolean, consent_source = "Signup sheet at the Leeds show, 3 October") =>
    call("importSubscribers", { list: LABEL_LIST, consent_source, csv, commit }, cast.userManager);
  const FILE = [
    "Name,Email",
    "Ann,ann@example.com",
    "Bo,not-an-address",
    "Cy,",
    "Ann again,ANN@example.com",
    "Known,known@example.com",
    "Left,left@example.com",
    "Di,di@example.com",
  ].join("\r\n");
  const auditEntries = async () => (await repos.auditLog.collection.get()).docs.map((d) => d.data());

  it("previews per-row errors and merges without writing, then adds the good rows, confirmed with the consent source; the list's own addresses stay as they are", async () => {
    const config = serverConfig();
    await signUp(repos, { email: "known@example.com", list: LABEL_LIST, source: "footer", consent: "label-news-1" }, config);
    await signUp(repos, { email: "left@example.com", list: LABEL_LIST, source: "footer", consent: "label-news-1" }, config);
    const secret = requiredSecret(config, "reminderSecret");
    await leaveList(repos, subscriberId(LABEL_LIST, addressKey("left@example.com", secret)));
    const before = await repos.subscribers.query((c) => c);

    const preview = await importing(FILE, false);
    expect(preview.result).toEqual({
      committed: false,
      to_add: 2,
      already_on_list: 2,
      errors: [
        { line: 3, value: "not-an-address", message: "Invalid email address" },
        { line: 4, value: "", message: "No email address" },
      ],
      merged: [{ line: 5, email: "ANN@example.com", same_as: 2 }],
    });
    expect(await repos.subscribers.query((c) => c)).toEqual(before);
    expect(await auditEntries()).toEqual([]);

    const committed = await importing(FILE, true);
    expect(committed.result).toMatchObject({ committed: true, to_add: 2, already_on_list: 2 });
    const after = await repos.subscribers.query((c) => c);
    const imported = after.filter((s) => s.source === "import");
    expect(imported.map((s) => s.email).sort()).toEqual(["ann@example.com", "di@example.com"]);
    for (const s of imported)
      expect(s).toMatchObject({
        status: "confirmed",
        list: LABEL_LIST,
        consent: { version: "import", text: "Signup sheet at the Leeds show, 3 October", form: "import" },
      });
    expect(after.find((s) => s.email === "known@example.com")?.status).toBe("pending");
    expect(after.find((s) => s.email === "left@example.com")?.status).toBe("unsubscribed");
    // An import sends nothing: its fans confirmed where they signed.
    expect(await repos.mail.listTo("ann@example.com")).toEqual([]);
    const entries = await auditEntries();
    expect(entries).toEqual([
      expect.objectContaining({ entity: "subscribers", action: "import", entity_id: LABEL_LIST, actor: cast.userManager.uid }),
    ]);
    expect(entries[0]!.fields).toContainEqual({ field: "added", before: null, after: 2 });
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/);

    // The same file again adds nothing.
    expect((await importing(FILE, true)).result).toMatchObject({ committed: true, to_add: 0, already_on_list: 4 });
    expect(await repos.subscribers.count()).toBe(after.length);
  });

  it("refuses, with what is wrong and writing nothing, a file it cannot read, a missing consent source and an unknown list", async () => {
    const cases: [Promise<{ error?: { status: string; message: string } }>, string][] = [
      [importing("name,city\nAnn,Leeds\n", true), "The file needs a column headed email"],
      [importing('email\n"ann@example.com\n', true), "The file is not a CSV file that can be read (line 2)"],
      [importing("", true), "The file holds no addresses"],
      [importing(FILE, true, "   paper  "), "Say where and how these fans agreed (at least 10 characters)"],
      [
        call(
          "importSubscribers",
          { list: "00000000-0000-4000-8000-000000000000", consent_source: note, csv: FILE, commit: true },
          cast.userManager,
        ),
        "Choose the label's news or an artist",
      ],
      [importing("x".repeat(2_000_001), true), "The file is too large: at most 2 MB"],
    ];
    for (const [response, message] of cases) expect((await response).error).toMatchObject({ status: "INVALID_ARGUMENT", message });
    expect(await repos.subscribers.count()).toBe(0);
    expect(await auditEntries()).toEqual([]);
  });
});
