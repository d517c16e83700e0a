import { beforeAll, describe, expect, it } from "vitest";
import { ensureAccounts, seedIfEmpty } from "../../../scripts/seed/seed";
import { SEED_ACCOUNTS } from "../../../scripts/seed/accounts";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { callFunction, expectError, expectOk, repositories, resetDatabase, signInTestUser } from "../support";

/**
 * Recipients' addresses follow the contact book's own grant (press view,
 * docs/promo.md#who-may-do-what), on the seeded demo accounts: the Halden
 * Drift editor, who may not read the book, prepares and sends a campaign
 * for their release by tag and sees its recipients by name only, in the
 * campaign and in its statistics; the Super Admin sees their addresses.
 * The count SEND's confirmation names is the one the send then queues.
 */
const repos = repositories();
const SLOW = 180_000;
let editor: string;
let admin: string;

const account = (role: (typeof SEED_ACCOUNTS)[number]["role"]) => SEED_ACCOUNTS.find((a) => a.role === role)!;

beforeAll(async () => {
  await resetDatabase();
  await seedIfEmpty();
  await ensureAccounts();
  const signIn = async (a: ReturnType<typeof account>) => (await signInTestUser(a.email, a.password)).idToken;
  [editor, admin] = await Promise.all([signIn(account("artist-editor")), signIn(account("super-admin"))]);
}, SLOW);

async function tagged(tag: string, n: number): Promise<Contact[]> {
  const now = new Date();
  const contacts = Array.from({ length: n }, (_, i): Contact => ({
    id: crypto.randomUUID(),
    name: `Writer ${i} ${tag}`,
    email: `writer-${i}-${tag}@outlet.test`,
    outlet: "Outlet",
    role: "press",
    country: null,
    tags: [tag],
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  await Promise.all(contacts.map((c) => repos.promoContacts.set(c)));
  return contacts;
}

/** The editor's own upcoming release (the seed gives its first track processed audio) and a campaign of it to everyone tagged `tag`. */
async function editorsDraft(tag: string): Promise<string> {
  const release = (await repos.releases.listAll()).find((r) => r.title === "Coming Tide")!;
  const options = expectOk(await callFunction("listPromoTrackOptions", { release_id: release.id }, editor)) as {
    tracks: { id: string; ready: boolean }[];
  };
  const track = options.tracks.find((t) => t.ready)!;
  const saved = expectOk(
    await callFunction(
      "savePromoCampaign",
      {
        id: null,
        campaign: {
          name: `Press ${tag}`,
          release_id: release.id,
          track_ids: [track.id],
          one_sheet_html: "",
          access: "stream",
          download_formats: [],
          feedback_before_download: false,
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          download_limit: 3,
          recipients: { contact_ids: [], tags: [tag] },
        },
      },
      editor,
    ),
  ) as { id: string };
  return saved.id;
}

type CampaignAnswer = { recipients: { name: string; email: string }[]; to_invite: number };
type StatsAnswer = { rows: { name: string; email: string }[] };

describe("a campaign's recipients as its answers show them", () => {
  it(
    "an editor who may not read the contact book sends by tag and sees names without addresses; the Super Admin sees the addresses",
    async () => {
      expectError(await callFunction("listPromoContacts", {}, editor), "PERMISSION_DENIED");
      const people = await tagged("press-a", 6);
      const id = await editorsDraft("press-a");
      expect(expectOk(await callFunction("sendPromoCampaign", { id }, editor))).toMatchObject({ queued: 6 });

      const seen = expectOk(await callFunction("getPromoCampaign", { id }, editor)) as CampaignAnswer;
      const stats = expectOk(await callFunction("getPromoCampaignStats", { id }, editor)) as StatsAnswer;
      const names = people.map((p) => p.name).sort();
      expect(seen.recipients.map((r) => r.name).sort()).toEqual(names);
      expect(stats.rows.map((r) => r.name).sort()).toEqual(names);
      expect([...seen.recipients, ...stats.rows].map((r) => r.email)).toEqual(Array(12).fill(""));
      const link = `${id}_${people[0]!.id}`;
      expect((expectOk(await callFunction("revokePromoLink", { id: link }, editor)) as { email: string }).email).toBe("");

      const addresses = people.map((p) => p.email).sort();
      expect(
        (expectOk(await callFunction("getPromoCampaign", { id }, admin)) as CampaignAnswer).recipients.map((r) => r.email).sort(),
      ).toEqual(addresses);
      expect((expectOk(await callFunction("getPromoCampaignStats", { id }, admin)) as StatsAnswer).rows.map((r) => r.email).sort()).toEqual(
        addresses,
      );
    },
    SLOW,
  );
});

describe("how many SEND would invite", () => {
  it(
    "is every recipient of a draft, none once sent, and then whoever newly takes the campaign's tag; the send queues that many",
    async () => {
      await tagged("press-b", 3);
      const id = await editorsDraft("press-b");
      const toInvite = async () => (expectOk(await callFunction("getPromoCampaign", { id }, editor)) as CampaignAnswer).to_invite;
      expect(await toInvite()).toBe(3);
      expect(expectOk(await callFunction("sendPromoCampaign", { id }, editor))).toMatchObject({ queued: 3, recipients: 3 });
      expect(await toInvite()).toBe(0);

      const [late] = await tagged("press-b-late", 1);
      await repos.promoContacts.set({ ...late!, tags: ["press-b"] });
      expect(await toInvite()).toBe(1);
      expect(expectOk(await callFunction("sendPromoCampaign", { id }, editor))).toMatchObject({ queued: 1, recipients: 4 });
      expect(await toInvite()).toBe(0);
    },
    SLOW,
  );
});
