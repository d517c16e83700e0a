import { beforeEach, describe, expect, it } from "vitest";
import { PREVIEW_SESSION_SCRIPT, PREVIEW_TEXTS, PREVIEW_TTL_MS, type Preview } from "../../../src/lib/domain/publishing";
import { makeRelease, makeReleaseArtist } from "../../factories";
import { callFunction, functionUrl } from "../support";
import {
  expectError,
  expectOk,
  grantCustom,
  HALDEN,
  OTHER,
  pressInput,
  releaseInput,
  repos,
  setUpStaff,
  type Staff,
} from "../contentSupport";

/**
 * Previews (docs/preview.md): requestPreview and previewStatus (callables)
 * and /preview/{id} (openPreview). Refusals are 4xx, write nothing and never
 * show the page. The builder's rendering is stood in for by storing a page
 * (tests/e2e/publishing/preview.spec.ts renders one with the real builder).
 */
const RELEASE = "b0000000-0000-4000-8000-000000000001";
const OTHERS_RELEASE = "b0000000-0000-4000-8000-000000000002";
const PAGE = "<!doctype html><html><head><title>Tides</title></head><body><h1>SECRET DRAFT TITLE</h1></body></html>";

/** The Functions emulator answers slowly on a loaded machine; these tests make a dozen calls each. */
const SLOW = 120_000;

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
  await Promise.all([
    repos.releases.set(makeRelease({ id: RELEASE, title: "Tides", slug: "tides", artist_id: HALDEN, is_published: true })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: RELEASE, artist_id: HALDEN })),
    repos.releases.set(makeRelease({ id: OTHERS_RELEASE, slug: "elsewhere", artist_id: OTHER, is_published: false })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: OTHERS_RELEASE, artist_id: OTHER })),
  ]);
});

const editRelease = (overrides: Record<string, unknown> = {}, id: string | null = RELEASE) => ({
  entity: "releases",
  id,
  release: releaseInput({ title: "Tides (draft)", slug: "tides", ...overrides }),
});

async function requested(request: unknown, idToken: string): Promise<Preview> {
  const { id } = expectOk(await callFunction("requestPreview", request, idToken)) as { id: string };
  return (await repos.previews.get(id))!;
}

/** Stores a rendered page, as the site builder does. */
async function rendered(preview: Preview): Promise<Preview> {
  await repos.previews.finish(preview.id, { status: "ready", path: "/releases/halden-drift/tides", html: PAGE });
  return (await repos.previews.get(preview.id))!;
}

function open(id: string, init: { method?: string; token?: string; bearer?: string } = {}) {
  const method = init.method ?? "POST";
  const headers: Record<string, string> = init.bearer ? { authorization: `Bearer ${init.bearer}` } : {};
  const body = init.token === undefined ? undefined : new URLSearchParams({ id_token: init.token }).toString();
  if (body) headers["content-type"] = "application/x-www-form-urlencoded";
  return fetch(`${functionUrl("openPreview")}/preview/${id}`, { method, headers, body, redirect: "manual" });
}

describe("requestPreview", () => {
  it("stores the editor's unsaved edits as the published page would show them, for 30 minutes", async () => {
    const before = Date.now();
    const preview = await requested(editRelease(), staff.editor.idToken);
    expect(preview.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(preview).toMatchObject({
      entity: "releases",
      item_id: RELEASE,
      status: "pending",
      html: null,
      requested_by: staff.editor.uid,
      view_scopes: [HALDEN],
    });
    expect(preview.draft.entity === "releases" && [preview.draft.release.title, preview.draft.release.is_published]).toEqual([
      "Tides (draft)",
      true,
    ]);
    expect(preview.expires_at.getTime() - before).toBeGreaterThanOrEqual(PREVIEW_TTL_MS - 1000);
    // The saved release is untouched.
    expect((await repos.releases.get(RELEASE))?.title).toBe("Tides");
  });

  it("previews a new draft release for an artist the caller may create releases for", async () => {
    const preview = await requested(editRelease({ slug: "new-one" }, null), staff.editor.idToken);
    expect(preview.item_id).not.toBe(RELEASE);
    expect(preview.view_scopes).toEqual([HALDEN]);
  });

  it(
    "refuses anonymous, role-less and wrong-artist callers, bad input and moves to another artist, writing nothing",
    { timeout: SLOW },
    async () => {
      expectError(await callFunction("requestPreview", editRelease()), "UNAUTHENTICATED");
      expectError(await callFunction("requestPreview", editRelease(), staff.fan.idToken), "PERMISSION_DENIED");
      expectError(
        await callFunction("requestPreview", editRelease({ artist_id: OTHER, slug: "elsewhere" }, OTHERS_RELEASE), staff.editor.idToken),
        "PERMISSION_DENIED",
      );
      expectError(await callFunction("requestPreview", editRelease({ artist_id: OTHER }), staff.editor.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("requestPreview", editRelease({ artist_id: OTHER }, null), staff.editor.idToken), "PERMISSION_DENIED");
      expectError(
        await callFunction("requestPreview", { entity: "press_posts", id: null, post: pressInput() }, staff.editor.idToken),
        "PERMISSION_DENIED",
      );
      expectError(await callFunction("requestPreview", editRelease({ title: "  " }), staff.editor.idToken), "INVALID_ARGUMENT");
      expectError(await callFunction("requestPreview", { ...editRelease(), id: "../../x" }, staff.editor.idToken), "INVALID_ARGUMENT");
      expectError(await callFunction("requestPreview", { entity: "demos", id: null }, staff.admin.idToken), "INVALID_ARGUMENT");
      expectError(await callFunction("requestPreview", "nonsense", staff.admin.idToken), "INVALID_ARGUMENT");
      expectError(
        await callFunction("requestPreview", editRelease({}, "b0000000-0000-4000-8000-00000000dead"), staff.editor.idToken),
        "NOT_FOUND",
      );
      expect(await repos.previews.count()).toBe(0);
    },
  );

  it("sanitizes a press draft's HTML as a save does", async () => {
    const preview = await requested(
      { entity: "press_posts", post: pressInput({ content: '<p onclick="x()">Hi</p><script>alert(1)</script>' }) },
      staff.admin.idToken,
    );
    expect(preview.draft.entity === "press_posts" && preview.draft.post.content).toBe("<p>Hi</p>");
    expectError(
      await callFunction(
        "requestPreview",
        { entity: "press_posts", post: pressInput({ content: "<script>alert(1)</script>" }) },
        staff.admin.idToken,
      ),
      "INVALID_ARGUMENT",
    );
  });
});

describe("previewStatus", () => {
  it("tells callers with view whether it is rendered; refuses the others", { timeout: SLOW }, async () => {
    const preview = await requested(editRelease(), staff.editor.idToken);
    expect(expectOk(await callFunction("previewStatus", { id: preview.id }, staff.editor.idToken))).toEqual({
      status: "pending",
      url: `/preview/${preview.id}`,
    });
    await rendered(preview);
    expect(expectOk(await callFunction("previewStatus", { id: preview.id }, staff.admin.idToken))).toMatchObject({ status: "ready" });
    expectError(await callFunction("previewStatus", { id: preview.id }), "UNAUTHENTICATED");
    expectError(await callFunction("previewStatus", { id: preview.id }, staff.fan.idToken), "PERMISSION_DENIED");
    await grantCustom([{ resource: "releases", action: "view", artistId: OTHER }]);
    expectError(await callFunction("previewStatus", { id: preview.id }, staff.custom.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("previewStatus", { id: "x" }, staff.editor.idToken), "INVALID_ARGUMENT");
    expectError(await callFunction("previewStatus", { id: "A".repeat(32) }, staff.editor.idToken), "NOT_FOUND", PREVIEW_TEXTS.notFound);
  });
});

describe("/preview/{id}", () => {
  it("shows the rendered page to a caller with view, marked noindex and never cached", { timeout: SLOW }, async () => {
    const preview = await rendered(await requested(editRelease(), staff.editor.idToken));
    for (const response of [
      await open(preview.id, { token: staff.editor.idToken }),
      await open(preview.id, { method: "GET", bearer: staff.admin.idToken }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("SECRET DRAFT TITLE");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain(PREVIEW_TEXTS.banner);
    }
  });

  it(
    "refuses without a valid token (401), without view (403), unknown, unrendered or expired (404), never showing the page",
    { timeout: SLOW },
    async () => {
      const preview = await rendered(await requested(editRelease(), staff.editor.idToken));
      await grantCustom([{ resource: "releases", action: "view", artistId: OTHER }]);
      const pending = await requested(editRelease(), staff.editor.idToken);
      // One at a time: each concurrent request would wake another emulated instance.
      const cases: [() => Promise<Response>, number, string][] = [
        [() => open(preview.id, { method: "GET" }), 401, PREVIEW_TEXTS.signInTitle],
        [() => open(preview.id, {}), 401, PREVIEW_TEXTS.signInTitle],
        [() => open(preview.id, { token: "not-a-token" }), 401, PREVIEW_TEXTS.signInTitle],
        [() => open(preview.id, { token: staff.fan.idToken }), 403, PREVIEW_TEXTS.deniedTitle],
        [() => open(preview.id, { token: staff.custom.idToken }), 403, PREVIEW_TEXTS.deniedTitle],
        [() => open("B".repeat(32), { token: staff.admin.idToken }), 404, PREVIEW_TEXTS.goneTitle],
        [() => open("..%2F..%2Fx", { token: staff.admin.idToken }), 404, PREVIEW_TEXTS.goneTitle],
        [() => open(pending.id, { token: staff.admin.idToken }), 404, PREVIEW_TEXTS.goneTitle],
        [() => open(preview.id, { method: "PUT", token: staff.admin.idToken }), 405, PREVIEW_TEXTS.deniedTitle],
      ];
      for (const [answer, status, title] of cases) {
        const response = await answer();
        const html = await response.text();
        expect([response.status, html.includes(title)]).toEqual([status, true]);
        expect(html).not.toContain("SECRET DRAFT TITLE");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      }

      await repos.previews.update(preview.id, { expires_at: new Date(Date.now() - 1000) });
      const expired = await open(preview.id, { token: staff.admin.idToken });
      expect(expired.status).toBe(404);
      expect(await expired.text()).not.toContain("SECRET DRAFT TITLE");
      // Deleted on the way.
      expect(await repos.previews.get(preview.id)).toBeNull();
    },
  );

  it(
    "a link opened without a token loads the script that looks for the browser's session; a refused token gets none",
    { timeout: SLOW },
    async () => {
      const preview = await rendered(await requested(editRelease(), staff.editor.idToken));
      const script = `<script src="${PREVIEW_SESSION_SCRIPT}"></script>`;
      const bare = await open(preview.id, { method: "GET" });
      expect([bare.status, (await bare.text()).includes(script)]).toEqual([401, true]);
      for (const refused of [
        () => open(preview.id, { token: "not-a-token" }),
        () => open(preview.id, { method: "GET", bearer: "not-a-token" }),
        () => open(preview.id, {}),
      ]) {
        const response = await refused();
        expect([response.status, (await response.text()).includes(script)]).toEqual([401, false]);
      }
    },
  );
});

describe("expired previews", () => {
  it("are deleted in bulk (the site builder's pass), the others kept", async () => {
    const old = await requested(editRelease(), staff.editor.idToken);
    const fresh = await requested(editRelease(), staff.editor.idToken);
    await repos.previews.update(old.id, { expires_at: new Date(Date.now() - 1000) });
    expect(await repos.previews.deleteExpired(new Date())).toBe(1);
    expect((await repos.previews.pending()).map((p) => p.id)).toEqual([fresh.id]);
  });
});
