import { readdir } from "node:fs/promises";
import type { Firestore } from "firebase-admin/firestore";
import type { Auth } from "firebase-admin/auth";
import { CURRENT_PRE_SAVE_EMAIL_NOTICE } from "../../src/lib/domain/shared";
import { DEMO_UPLOAD_FILE_FIELD } from "../../src/lib/domain/demos";
import { LOCAL_PROXY_HEADER } from "../../functions/src/http/clientIp";
import { sineWav } from "../seed/wav";

/**
 * The writes a person can see succeed, one probe per kind: each `write`
 * resolves with a key only once the stack has acknowledged the write, and
 * `missing` names the acknowledged keys that are not there (any more).
 */
export const WRITE_KINDS = ["firestore", "adminSave", "user", "demo", "preSave"] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Probe {
  write(key: string): Promise<string>;
  missing(keys: readonly string[]): Promise<string[]>;
}

export interface ProbeContext {
  db: Firestore;
  auth: Auth;
  /** http://host:port/project/us-central1 */
  functionsBase: string;
  authBase: string;
  fileStoreDir: string;
  /** The running stack's secret (it changes when the data directory is wiped): vouches for the probes' client addresses. */
  stackSecret: () => string;
}

let ipCounter = 0;
/**
 * Each call its own client address, so the per-client rate limits never
 * refuse a probe. The functions take X-Forwarded-For only as the local
 * server's proxy sends it, with the stack's secret (functions/src/http/clientIp.ts).
 */
const asNextClient = (ctx: ProbeContext) => ({
  "x-forwarded-for": `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
  [LOCAL_PROXY_HEADER]: ctx.stackSecret(),
});

async function call<T>(ctx: ProbeContext, name: string, data: unknown, idToken?: string): Promise<T> {
  const res = await fetch(`${ctx.functionsBase}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asNextClient(ctx), ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (!res.ok || body.error) throw new Error(`${name}: ${res.status} ${body.error?.message ?? ""}`);
  return body.result as T;
}

export async function signIn(ctx: Pick<ProbeContext, "authBase">, email: string, password: string): Promise<string> {
  const res = await fetch(`${ctx.authBase}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function absentDocs(db: Firestore, collection: string, ids: readonly string[]): Promise<string[]> {
  const absent: string[] = [];
  for (let i = 0; i < ids.length; i += 300) {
    const chunk = ids.slice(i, i + 300);
    const snaps = await db.getAll(...chunk.map((id) => db.collection(collection).doc(id)));
    snaps.forEach((snap, j) => {
      if (!snap.exists) absent.push(chunk[j]!);
    });
  }
  return absent;
}

async function valuesOf(db: Firestore, collection: string, field: string): Promise<Set<string>> {
  const snap = await db.collection(collection).get();
  return new Set(snap.docs.map((d) => String(d.get(field))));
}

export async function createProbes(ctx: ProbeContext, admin: { email: string; password: string }): Promise<Record<WriteKind, Probe>> {
  const token = await signIn(ctx, admin.email, admin.password);
  const [role] = (await ctx.db.collection("roles").limit(1).get()).docs;
  const releases = await ctx.db.collection("releases").where("pre_save_enabled", "==", true).get();
  const preSaveRelease = releases.docs.find((d) => d.get("is_published") === true);
  if (!role || !preSaveRelease) throw new Error("the crash test needs the seeded roles and a published release with pre-save");
  const audio = sineWav(0.25, 440);

  return {
    firestore: {
      async write(key) {
        await ctx.db.collection("crash_probe").doc(key).set({ key, at: new Date() });
        return key;
      },
      missing: (keys) => absentDocs(ctx.db, "crash_probe", keys),
    },
    adminSave: {
      async write(key) {
        const artist = await call<{ id: string }>(ctx, "createArtist", { name: `Crash ${key}`, slug: key, is_published: false }, token);
        return artist.id;
      },
      missing: (ids) => absentDocs(ctx.db, "artists", ids),
    },
    user: {
      async write(key) {
        const invited = await call<{ user_id: string }>(ctx, "inviteUser", { email: `${key}@crash.test`, role_id: role.id }, token);
        return invited.user_id;
      },
      async missing(uids) {
        const absent = new Set(await absentDocs(ctx.db, "users", uids));
        for (let i = 0; i < uids.length; i += 100) {
          const { notFound } = await ctx.auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
          for (const id of notFound) absent.add((id as { uid: string }).uid);
        }
        return [...absent];
      },
    },
    demo: {
      async write(key) {
        const form = new FormData();
        form.append("artist_name", "Crash Test");
        form.append("email", `${key}@crash.test`);
        form.append("track_title", key);
        form.append(DEMO_UPLOAD_FILE_FIELD, new Blob([Buffer.from(audio)]), `${key}.wav`);
        const res = await fetch(`${ctx.functionsBase}/submitDemo`, { method: "POST", body: form, headers: asNextClient(ctx) });
        if (res.status !== 201) throw new Error(`submitDemo: ${res.status}`);
        return key;
      },
      async missing(titles) {
        const snap = await ctx.db.collection("demos").get();
        const files = new Set(await readdir(ctx.fileStoreDir).catch(() => [] as string[]));
        const complete = new Set(snap.docs.filter((d) => files.has(String(d.get("audio_path")))).map((d) => String(d.get("track_title"))));
        return titles.filter((t) => !complete.has(t));
      },
    },
    preSave: {
      async write(key) {
        await call(ctx, "trackPreSave", {
          release_id: preSaveRelease.id,
          email: `${key}@crash.test`,
          email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE,
        });
        return `${key}@crash.test`;
      },
      async missing(emails) {
        const saved = await valuesOf(ctx.db, "pre_saves", "email");
        return emails.filter((e) => !saved.has(e));
      },
    },
  };
}

/** Demo files no record names, and demo records whose file is not there: both must be 0 after a restart. */
export async function demoOrphans(ctx: ProbeContext): Promise<{ files: number; records: number }> {
  const names = (await readdir(ctx.fileStoreDir).catch(() => [] as string[])).filter((n) => !n.endsWith(".meta.json"));
  const paths = await valuesOf(ctx.db, "demos", "audio_path");
  const present = new Set(names);
  return { files: names.filter((n) => !paths.has(n)).length, records: [...paths].filter((p) => !present.has(p)).length };
}
