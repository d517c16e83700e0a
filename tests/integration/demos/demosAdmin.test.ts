import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { PermissionId } from "../../../src/lib/domain/access";
import type { Demo } from "../../../src/lib/domain/demos";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";
import { makeDemo } from "../../factories";
import { clearFiles, files } from "./demoSupport";
import { callFunction, repositories, resetDatabase, signInTestUser } from "../support";

const repos = repositories();
// Demo ids are UUIDs (the request schemas refuse anything else).
const OLD = "d0000000-0000-4000-8000-0000000000a1";
const NEW = "d0000000-0000-4000-8000-0000000000a2";
const GONE = "d0000000-0000-4000-8000-0000000000a3";
const audio = new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, "tone.wav")));

type Person = { uid: string; idToken: string };
const ROLE_GRANTS: Record<string, PermissionId[]> = {
  "role-viewer": ["demos.view"],
  "role-editor": ["demos.view", "demos.edit"],
  "role-deleter": ["demos.view", "demos.delete"],
  "role-artists": ["artists.view", "artists.edit", "artists.delete"],
};
let cast: Record<"viewer" | "editor" | "deleter" | "artists" | "fan" | "superAdmin", Person>;

async function addDemo(overrides: Partial<Demo>): Promise<Demo> {
  const demo = makeDemo(overrides);
  await files.put(demo.audio_path, audio, demo.content_type);
  return repos.demos.set(demo);
}

beforeEach(async () => {
  await resetDatabase();
  await clearFiles();
  const people = ["viewer", "editor", "deleter", "artists", "fan", "superAdmin"] as const;
  const signedIn = await Promise.all(people.map((p) => signInTestUser(`demos-${p}@label.test`)));
  cast = Object.fromEntries(people.map((p, i) => [p, signedIn[i]!])) as typeof cast;
  await repos.roles.set({ id: "role-super", name: "Super Admin", description: null });
  for (const [roleId, grants] of Object.entries(ROLE_GRANTS)) {
    await repos.roles.set({ id: roleId, name: roleId, description: null });
    for (const permission_id of grants) await repos.rolePermissions.set({ role_id: roleId, permission_id, artist_id: null });
  }
  const roleOf = {
    viewer: ["role-viewer"],
    editor: ["role-editor"],
    deleter: ["role-deleter"],
    artists: ["role-artists"],
    fan: [],
    superAdmin: ["role-super"],
  };
  for (const person of people) {
    await repos.users.set({
      user_id: cast[person].uid,
      email: `demos-${person}@label.test`,
      created_at: new Date(),
      role_ids: roleOf[person],
    });
  }
  await addDemo({ id: OLD, track_title: "Old", submitted_at: new Date("2025-01-01T00:00:00Z"), audio_path: "1735689600000-aaaa.wav" });
  await addDemo({
    id: NEW,
    track_title: "New",
    submitted_at: new Date("2025-03-01T00:00:00Z"),
    audio_path: "1740787200000-bbbb.wav",
    status: "reviewed",
  });
});

/** Every refusal: the right code, and the demos and files untouched. */
async function expectRefused(name: string, data: unknown, who: Person | undefined, status: string) {
  const before = { demos: await repos.demos.list(), files: await files.list() };
  const response = await callFunction(name, data, who?.idToken);
  expect(response.error?.status).toBe(status);
  expect({ demos: await repos.demos.list(), files: await files.list() }).toEqual(before);
}

describe("listDemos", () => {
  it("lists every demo newest first, without the private object name", async () => {
    const response = await callFunction("listDemos", {}, cast.viewer.idToken);
    const demos = (response.result as { demos: Record<string, unknown>[] }).demos;
    expect(demos.map((d) => d.id)).toEqual([NEW, OLD]);
    expect(demos[0]).toMatchObject({ track_title: "New", status: "reviewed", file_size: 1000, submitted_at: "2025-03-01T00:00:00.000Z" });
    expect(demos[0]).not.toHaveProperty("audio_path");
    expect((response.result as { abilities: unknown }).abilities).toEqual({ global: ["view"], byArtist: {} });
    const editor = await callFunction("listDemos", {}, cast.editor.idToken);
    expect((editor.result as { abilities: unknown }).abilities).toEqual({ global: ["edit", "view"], byArtist: {} });
  });

  it("needs demos view permission", async () => {
    await expectRefused("listDemos", {}, undefined, "UNAUTHENTICATED");
    await expectRefused("listDemos", {}, cast.fan, "PERMISSION_DENIED");
    await expectRefused("listDemos", {}, cast.artists, "PERMISSION_DENIED");
    expect((await callFunction("listDemos", {}, cast.superAdmin.idToken)).status).toBe(200);
  });
});

describe("updateDemoStatus and updateDemoNotes", () => {
  it("set any status from any other and save notes as typed", async () => {
    const accepted = await callFunction("updateDemoStatus", { id: NEW, status: "accepted" }, cast.editor.idToken);
    expect(accepted.result).toMatchObject({ id: NEW, status: "accepted" });
    expect((await callFunction("updateDemoStatus", { id: NEW, status: "pending" }, cast.editor.idToken)).result).toMatchObject({
      status: "pending",
    });
    const notes = await callFunction("updateDemoNotes", { id: OLD, admin_notes: "  Great bass line.\nCall back  " }, cast.editor.idToken);
    expect(notes.result).toMatchObject({ id: OLD, admin_notes: "  Great bass line.\nCall back  " });
    expect(await repos.demos.get(NEW)).toMatchObject({ status: "pending", admin_notes: "" });
    expect(await repos.demos.get(OLD)).toMatchObject({ status: "pending", admin_notes: "  Great bass line.\nCall back  " });
  });

  it("need demos edit permission", async () => {
    for (const who of [undefined, cast.fan, cast.artists, cast.viewer, cast.deleter]) {
      const code = who ? "PERMISSION_DENIED" : "UNAUTHENTICATED";
      await expectRefused("updateDemoStatus", { id: NEW, status: "rejected" }, who, code);
      await expectRefused("updateDemoNotes", { id: NEW, admin_notes: "x" }, who, code);
    }
  });

  it("refuse an unknown status, over-long notes and a missing demo", async () => {
    await expectRefused("updateDemoStatus", { id: NEW, status: "archived" }, cast.editor, "INVALID_ARGUMENT");
    await expectRefused("updateDemoNotes", { id: NEW, admin_notes: "x".repeat(5001) }, cast.editor, "INVALID_ARGUMENT");
    const missing = await callFunction("updateDemoStatus", { id: GONE, status: "accepted" }, cast.editor.idToken);
    expect(missing.error).toEqual({ status: "NOT_FOUND", message: "Demo not found" });
    expect(await repos.demos.get(GONE)).toBeNull();
  });
});

describe("deleteDemo", () => {
  it("removes the record and its file", async () => {
    expect((await callFunction("deleteDemo", { id: OLD }, cast.deleter.idToken)).result).toEqual({ id: OLD });
    expect((await repos.demos.list()).map((d) => d.id)).toEqual([NEW]);
    expect(await files.list()).toEqual(["1740787200000-bbbb.wav"]);
  });

  it("finishes a delete whose file is already gone", async () => {
    await files.delete("1735689600000-aaaa.wav");
    expect((await callFunction("deleteDemo", { id: OLD }, cast.deleter.idToken)).result).toEqual({ id: OLD });
    expect(await repos.demos.get(OLD)).toBeNull();
  });

  it("needs demos delete permission, and an existing demo", async () => {
    for (const who of [undefined, cast.fan, cast.artists, cast.viewer, cast.editor]) {
      await expectRefused("deleteDemo", { id: OLD }, who, who ? "PERMISSION_DENIED" : "UNAUTHENTICATED");
    }
    await expectRefused("deleteDemo", { id: GONE }, cast.deleter, "NOT_FOUND");
  });
});

describe("demo audio for staff (local mode)", () => {
  async function linkFor(who: Person, download = false) {
    const response = await callFunction("demoAudioUrl", { id: OLD, download }, who.idToken);
    return (response.result as { url: string; expiresAt: string }).url;
  }

  it("gives a viewer a link that streams the file", async () => {
    const response = await callFunction("demoAudioUrl", { id: OLD }, cast.viewer.idToken);
    const { url, expiresAt } = response.result as { url: string; expiresAt: string };
    expect(url.startsWith(process.env.DEMO_AUDIO_URL!)).toBe(true);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const audioResponse = await fetch(url);
    expect(audioResponse.status).toBe(200);
    expect(audioResponse.headers.get("content-type")).toBe("audio/wav");
    expect(audioResponse.headers.get("content-disposition")).toBe("inline");
    expect(audioResponse.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await audioResponse.arrayBuffer()).equals(Buffer.from(audio))).toBe(true);
  });

  it("serves byte ranges so the player can seek", async () => {
    const url = await linkFor(cast.viewer);
    const partial = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 100-199/${audio.byteLength}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(Buffer.from(audio.subarray(100, 200)))).toBe(true);
    expect((await fetch(url, { headers: { range: `bytes=${audio.byteLength}-` } })).status).toBe(416);
  });

  it("offers a download under the artist and title", async () => {
    const response = await fetch(await linkFor(cast.viewer, true));
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Demo Artist - Old.wav"');
  });

  it("needs demos view permission for the link", async () => {
    await expectRefused("demoAudioUrl", { id: OLD }, undefined, "UNAUTHENTICATED");
    await expectRefused("demoAudioUrl", { id: OLD }, cast.fan, "PERMISSION_DENIED");
    await expectRefused("demoAudioUrl", { id: OLD }, cast.artists, "PERMISSION_DENIED");
    await expectRefused("demoAudioUrl", { id: GONE }, cast.viewer, "NOT_FOUND");
  });

  it("checks the ID token (header only) and the permission when the route is called without a signed link", async () => {
    const route = new URL(process.env.DEMO_AUDIO_URL!);
    route.searchParams.set("id", OLD);
    expect((await fetch(route)).status).toBe(401);
    expect((await fetch(route, { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
    expect((await fetch(route, { headers: { authorization: `Bearer ${cast.fan.idToken}` } })).status).toBe(403);
    expect((await fetch(route, { headers: { authorization: `Bearer ${cast.viewer.idToken}` } })).status).toBe(200);
    // An ID token in the query string is not accepted any more.
    route.searchParams.set("token", cast.viewer.idToken);
    expect((await fetch(route)).status).toBe(401);
  });

  it("hands out a short-lived signed link that carries no ID token, like a signed URL", async () => {
    const url = new URL(await linkFor(cast.viewer));
    expect(url.search).not.toContain(cast.viewer.idToken);
    expect([...url.searchParams.keys()].sort()).toEqual(["expires", "id", "sig"]);
    expect(Number(url.searchParams.get("expires"))).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
    expect((await fetch(url)).status).toBe(200);

    const forged = new URL(url);
    forged.searchParams.set("id", NEW);
    expect((await fetch(forged)).status).toBe(401);
    const extended = new URL(url);
    extended.searchParams.set("expires", String(Date.now() + 24 * 3600 * 1000));
    expect((await fetch(extended)).status).toBe(401);
    const downloadSwitched = new URL(url);
    downloadSwitched.searchParams.set("download", "1");
    expect((await fetch(downloadSwitched)).status).toBe(401);
  });

  it("serves the audio so that no browser treats it as a page", async () => {
    const response = await fetch(await linkFor(cast.viewer));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")?.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", "sandbox"]));
    // A stored type outside the audio types is only ever offered as a download.
    await addDemo({ id: GONE, audio_path: "1740000000000-cccc.wav", content_type: "text/html" });
    const link = await callFunction("demoAudioUrl", { id: GONE }, cast.viewer.idToken);
    const html = await fetch((link.result as { url: string }).url);
    expect(html.headers.get("content-type")).toBe("application/octet-stream");
    expect(html.headers.get("content-disposition")).toMatch(/^attachment;/);
  });
});
