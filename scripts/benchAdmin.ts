import { chromium, type Locator, type Page } from "@playwright/test";
import type { Repositories } from "../src/lib/data";
import { permissionId, type User } from "../src/lib/domain/access";
import { type Artist } from "../src/lib/domain/catalog";
import { SUPER_ADMIN_ROLE_NAME, type Action } from "../src/lib/domain/shared";
import type { StackConfig } from "./stack/config";
import { startLocalSiteServer } from "./stack";
import { writeBenchDemos } from "./benchDemos";
import { writeInBatches } from "./benchCatalog";
import { CHROMIUM_ARGS, chromiumExecutable } from "./browser";

/** The back-office targets (issue 16): each list call's 95th percentile, each screen's first page of data. */
export const ADMIN_TARGET = { callP95Ms: 150, firstDataMs: 1500 } as const;
export const BENCH_USERS = 300;

const ADMIN = { email: "bench-admin@label.test", password: "benchadmin" };
const EDITOR = { email: "bench-editor@label.test", password: "benchedit" };
const ROLES = { superAdmin: "bench-super-admin", editor: "bench-artist-editor" } as const;
const EDITOR_GRANTS: [resource: "artists" | "releases", actions: Action[]][] = [
  ["artists", ["view", "edit"]],
  ["releases", ["view", "draft", "edit", "publish"]],
];

export interface Account {
  uid: string;
  idToken: string;
}

async function authAccount(config: StackConfig, email: string, password: string): Promise<Account> {
  const res = await fetch(`http://127.0.0.1:${config.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`auth emulator: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * The bench's staff: 300 users (newest first over a year), two of them real
 * accounts: a Super Admin and an editor scoped to one artist (the seed's
 * Artist Editor grants).
 */
async function writeStaff(repos: Repositories, config: StackConfig, scopedArtist: Artist, now: Date) {
  const [admin, editor] = [
    await authAccount(config, ADMIN.email, ADMIN.password),
    await authAccount(config, EDITOR.email, EDITOR.password),
  ];
  await repos.roles.set({ id: ROLES.superAdmin, name: SUPER_ADMIN_ROLE_NAME, description: null });
  await repos.roles.set({ id: ROLES.editor, name: "Artist Editor", description: null });
  for (const [resource, actions] of EDITOR_GRANTS) {
    for (const action of actions)
      await repos.rolePermissions.set({ role_id: ROLES.editor, permission_id: permissionId(resource, action), artist_id: scopedArtist.id });
  }
  const users: User[] = Array.from({ length: BENCH_USERS - 2 }, (_, i) => ({
    user_id: `bench-user-${String(i).padStart(4, "0")}`,
    email: i % 10 === 0 ? null : `staff${i}@bench.test`,
    created_at: new Date(now.getTime() - (i + 2) * 86_400_000),
    role_ids: i % 3 === 0 ? [ROLES.editor] : [],
  }));
  users.push({ user_id: admin.uid, email: ADMIN.email, created_at: now, role_ids: [ROLES.superAdmin] });
  users.push({ user_id: editor.uid, email: EDITOR.email, created_at: now, role_ids: [ROLES.editor] });
  await writeInBatches(repos, repos.users, users);
  return { admin, editor };
}

export interface CallKind {
  label: string;
  name: string;
  data: object;
  account: Account;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface ListCallFigure {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 of each kind of request. */
  kinds: { label: string; p95: number }[];
}

/** Times each kind of request `rounds` times, after two untimed calls that start the function's worker. */
export async function timeListCalls(config: StackConfig, kinds: CallKind[], rounds: number): Promise<ListCallFigure[]> {
  const url = (name: string) => `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/${name}`;
  const callOnce = async (kind: CallKind) => {
    const start = performance.now();
    const res = await fetch(url(kind.name), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${kind.account.idToken}` },
      body: JSON.stringify({ data: kind.data }),
    });
    const body = (await res.json()) as { result?: unknown; error?: unknown };
    if (!res.ok || body.error) throw new Error(`${kind.name} ${kind.label}: ${res.status} ${JSON.stringify(body.error)}`);
    return { ms: performance.now() - start, result: body.result };
  };
  const byName = new Map<string, { all: number[]; kinds: { label: string; p95: number }[] }>();
  for (const kind of kinds) {
    await callOnce(kind);
    await callOnce(kind);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push((await callOnce(kind)).ms);
    times.sort((a, b) => a - b);
    const entry = byName.get(kind.name) ?? { all: [], kinds: [] };
    entry.all.push(...times);
    entry.kinds.push({ label: kind.label, p95: percentile(times, 0.95) });
    byName.set(kind.name, entry);
  }
  return [...byName].map(([name, { all, kinds }]) => {
    const sorted = all.sort((a, b) => a - b);
    return { name, n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)!, kinds };
  });
}

/** The cursor of the second page, as the screen's NEXT link carries it. */
export async function nextCursor(config: StackConfig, name: string, account: Account): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await res.json()) as { result: { page: { next: string | null } } };
  if (!body.result.page.next) throw new Error(`${name}: no second page`);
  return body.result.page.next;
}

/** An admin screen and the first row of its data. */
interface Screen {
  path: string;
  firstRow: (page: Page) => Locator;
}

const listRow = (name: string) => (page: Page) => page.getByRole("list", { name }).getByRole("listitem").first();

export interface ScreenFigure {
  path: string;
  /** ms from navigation to the first row shown, per visit. */
  visits: number[];
}

/**
 * First data per admin screen: in Chromium, signed in as the Super Admin,
 * each screen opened `visits` times; timed from the navigation's start to
 * the first row of its list on screen (the admin app loaded, the session
 * restored, the caller's access checked and the first page fetched). Each
 * visit starts once the one before has no request left in flight.
 */
async function timeScreens(config: StackConfig, screens: Screen[], visits: number): Promise<ScreenFigure[]> {
  const server = await startLocalSiteServer(config, config.siteDir);
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: `http://localhost:${config.ports.web}` });
    await signIn(page);
    const figures: ScreenFigure[] = [];
    for (const screen of screens) {
      const times: number[] = [];
      // One untimed visit starts the function workers the screen calls.
      for (let i = 0; i <= visits; i++) {
        const start = performance.now();
        await page.goto(screen.path, { waitUntil: "commit" });
        await screen.firstRow(page).waitFor({ timeout: 120_000 });
        if (i > 0) times.push(performance.now() - start);
        // Untimed: the page's other calls finish before the next visit. The Functions emulator gives a call that
        // finds its function's worker busy a new worker, a cold start (~1.5 s) that production's concurrent instances never pay.
        await page.waitForLoadState("networkidle");
      }
      figures.push({ path: screen.path, visits: times });
    }
    return figures;
  } finally {
    await browser.close();
    server.close();
  }
}

async function signIn(page: Page) {
  await page.goto("/auth");
  await page.locator("astro-island:not([ssr])").first().waitFor({ state: "attached" });
  await page.getByLabel("EMAIL").fill(ADMIN.email);
  await page.getByLabel("PASSWORD").fill(ADMIN.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await page.waitForURL(/\/admin$/, { timeout: 120_000 });
}

/**
 * `npm run bench`'s back-office figures at catalogue scale: writes the
 * staff and 10,000 demos, times every paged list call (first page, next
 * page, search, last page, and the scoped editor's first page; the demo
 * desk's filters and sorts) and each list screen's first data in the
 * browser. Needs the site built in `config.siteDir`.
 */
export async function benchAdmin(
  repos: Repositories,
  config: StackConfig,
  artists: Artist[],
  now: Date,
  { rounds = Number(process.env.BENCH_ADMIN_ROUNDS) || 20, screens = true } = {},
) {
  const { admin, editor } = await writeStaff(repos, config, artists[1]!, now);
  await writeBenchDemos(repos, now, [admin.uid, "bench-user-0003", "bench-user-0006"]);
  const kinds: CallKind[] = [];
  const add = (name: string, label: string, data: object, account: Account = admin) => kinds.push({ name, label, data, account });
  for (const [name, search] of [
    ["listAdminReleases", "bench release 04"],
    ["listAdminArtists", "bench artist 07"],
    ["listAdminPressPosts", "bench press post 05"],
    ["listUsers", "staff1"],
  ] as const) {
    add(name, "first", {});
    add(name, "next", { after: await nextCursor(config, name, admin) });
    add(name, "search", { q: search });
    add(name, "last", { last: true });
  }
  add("listAdminReleases", "editor", {}, editor);
  add("listAdminArtists", "editor", {}, editor);
  add("listArtistChoices", "search", { q: "bench artist 5" });
  add("listArtistChoices", "editor primary", { for_release: "draft" }, editor);
  add("listDemos", "first", {});
  add("listDemos", "page 2", { page: 2 });
  add("listDemos", "search", { query: "bench demo artist 07" });
  add("listDemos", "pending", { status: "pending" });
  add("listDemos", "longest waiting", { status: "pending", sort: "waiting" });
  add("listDemos", "rated 3+ tagged", { min_rating: 3, tag: "drone", sort: "rating" });
  add("listDemos", "mine", { assignee: admin.uid });
  add("listDemos", "last", { page: 10_000 });
  const calls = await timeListCalls(config, kinds, rounds);
  if (!screens) return { calls, screens: [] };
  const screenFigures = await timeScreens(
    config,
    [
      { path: "/admin/releases", firstRow: listRow("Releases") },
      { path: "/admin/artists", firstRow: listRow("Artists") },
      { path: "/admin/press", firstRow: listRow("Press posts") },
      { path: "/admin/users", firstRow: listRow("Users") },
      { path: "/admin/demos", firstRow: (page) => page.getByRole("article").first() },
    ],
    3,
  );
  return { calls, screens: screenFigures };
}
