import { describe, expect, it } from "vitest";
import { MEDIA_FILE_RATE_LIMIT } from "../../src/lib/domain/media";
import { INVALID_ID, MUST_BE_LOGGED_IN, REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { MEDIA_UPLOAD_FILE_FIELD } from "../../src/lib/domain/media/contract";
import { freshRateLimitWindow, fromClient, functionUrl, RATE_LIMIT_TEST_TIMEOUT, repositories } from "./support";
import { BEACON_HEADERS, expectClientError, FIVE_MB, HTTP_FUNCTION_PROBES, sendProbe, STACK_OR_PATH, sweepCast } from "./sweepSupport";

/**
 * The HTTP functions beside the callables (image upload and serving, the
 * local demo audio route, the site's forms and beacons, previews, the
 * email-preferences page), fed what an outside probe sends: ids that are
 * paths, prototype keys and megabytes, bodies that are not forms, forged
 * links, JSON nested thousands of levels deep, unpaired surrogates, control
 * characters, forged tokens of kilobytes. The answer is always a 4xx without
 * a stack trace or path, and nothing is stored.
 */
const PIXEL = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function send(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

function uploadForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(MEDIA_UPLOAD_FILE_FIELD, new Blob([PIXEL]), "p.png");
  return form;
}

const castOf = sweepCast();

describe("uploadMedia refuses bad input with a 4xx, never a 5xx", { timeout: 120_000 }, () => {
  const url = () => functionUrl("uploadMedia");
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("ids that are paths, prototype keys or 5 MB are refused as 'Invalid id', even for a Super Admin", async () => {
    for (const id of ["a/b", "__proto__", "../../x", FIVE_MB]) {
      for (const field of ["item_id", "artist_id"]) {
        const answer = await send(url(), {
          method: "POST",
          headers: bearer(castOf().superAdmin.idToken),
          body: uploadForm({ resource: "releases", [field]: id }),
        });
        expect(answer.status, `${field}=${id.slice(0, 20)}`).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({ error: { message: INVALID_ID } });
      }
    }
    expect(await repositories().media.listNewest()).toEqual([]);
  });

  it("an unknown or oversize resource, a body that is not a form, another method", async () => {
    const token = castOf().superAdmin.idToken;
    expectClientError(
      await send(url(), { method: "POST", headers: bearer(token), body: uploadForm({ resource: "users" }) }),
      "resource users",
    );
    expectClientError(
      await send(url(), { method: "POST", headers: bearer(token), body: uploadForm({ resource: FIVE_MB }) }),
      "resource 5 MB",
    );
    expectClientError(
      await send(url(), {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ resource: "press" }),
      }),
      "json",
    );
    expectClientError(
      await send(url(), {
        method: "POST",
        headers: { ...bearer(token), "content-type": "multipart/form-data; boundary=zz" },
        body: "--zz\r\nbroken",
      }),
      "broken multipart",
    );
    expectClientError(await send(url(), { method: "GET", headers: bearer(token) }), "GET");
    expect(await repositories().media.listNewest()).toEqual([]);
  });

  it("no token, a forged token and a long one are 401", async () => {
    for (const headers of [{}, bearer("not-a-token"), bearer(FIVE_MB.slice(0, 4096))]) {
      const answer = await send(url(), { method: "POST", headers, body: uploadForm({ resource: "press" }) });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toEqual({ error: { message: MUST_BE_LOGGED_IN } });
    }
  });
});

describe("mediaFile: public, so bounded and rate-limited", () => {
  const get = (path: string, init: RequestInit = {}) => send(`${functionUrl("mediaFile")}${path}`, init);

  it("paths that are not a variant's are 404; other methods 405", async () => {
    const id = "c0000000-0000-4000-8000-000000000001";
    for (const path of [
      "/media/..%2f..%2fetc/passwd",
      "/media/a/b",
      "/media/__proto__/640x480.webp",
      `/media/${id}/original-${id}.jpg`,
      `/media/${"x".repeat(6000)}`,
      `/media/${id}/640x480.webp`,
    ]) {
      const answer = await get(path, { headers: fromClient("192.0.2.10") });
      expect(answer.status, path.slice(0, 60)).toBe(404);
      expect(answer.text).not.toMatch(STACK_OR_PATH);
    }
    expect((await get(`/media/${id}/640x480.webp`, { method: "POST", headers: fromClient("192.0.2.10") })).status).toBe(405);
  });

  it(
    `serves at most ${MEDIA_FILE_RATE_LIMIT.limit} requests per client and minute, then 429; another client still gets through`,
    async () => {
      await freshRateLimitWindow(MEDIA_FILE_RATE_LIMIT.windowMs);
      const path = "/media/c0000000-0000-4000-8000-000000000002/640x480.webp";
      const statuses: number[] = [];
      for (let i = 0; i <= MEDIA_FILE_RATE_LIMIT.limit; i++) statuses.push((await get(path, { headers: fromClient("192.0.2.77") })).status);
      expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await get(path, { headers: fromClient("192.0.2.78") })).status).toBe(404);
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});

describe("demoAudio (local signed links) refuses forged and malformed links", () => {
  const audio = (query: string, init: RequestInit = {}) => send(`${functionUrl("demoAudio")}?${query}`, init);
  const later = Date.now() + 10 * 60 * 1000;

  it("without a valid signature nothing is served, whatever the id", async () => {
    for (const query of [
      "id=a%2Fb",
      `id=__proto__&expires=${later}&sig=x`,
      `id=d0000000-0000-4000-8000-000000000001&expires=${later}&sig=${"A".repeat(43)}`,
      `id=d0000000-0000-4000-8000-000000000001&expires=not-a-number&sig=x`,
      `id=${"x".repeat(6000)}&expires=${later}&sig=x`,
    ]) {
      const answer = await audio(query);
      expect(answer.status, query.slice(0, 60)).toBe(401);
      expect(answer.text).not.toMatch(STACK_OR_PATH);
    }
    expectClientError(await audio("id=x", { method: "POST" }), "POST");
  });
});

describe.each(Object.keys(HTTP_FUNCTION_PROBES))("%s refuses hostile text with a 4xx, never a 5xx", (name) => {
  const probe = HTTP_FUNCTION_PROBES[name]!;

  it("deep JSON, unpaired surrogates, control characters, a 12 KB forged token", async () => {
    const deep = `{"data":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    const ordinary = probe("x");
    for (const [label, request] of [
      ["JSON nested 5,000 levels deep", { method: "POST", path: ordinary.path, headers: BEACON_HEADERS, body: deep }],
      ["an unpaired surrogate", probe("x\ud800")],
      ["control characters", probe("\u0000\u0001\u001b\u007f x")],
      [
        "a 12 KB forged token",
        {
          ...ordinary,
          headers: { ...ordinary.headers, authorization: `Bearer ${"A".repeat(12_000)}`, cookie: `session=${"c".repeat(3_000)}` },
        },
      ],
    ] as const) {
      expectClientError(await sendProbe(name, request), `${name} · ${label}`);
    }
  });
});

describe("the site's beacons (listen clicks, the 404 log)", () => {
  it("name what is wrong with deep JSON or an unpaired surrogate, as the callables do, and store nothing", async () => {
    for (const name of ["countListenClick", "logMissingPath"]) {
      // 400 levels: a beacon's body is at most 1 KB (a bigger one is 413 before it is read).
      const deep = await sendProbe(name, {
        method: "POST",
        headers: BEACON_HEADERS,
        body: `{"path":${"[".repeat(400)}${"]".repeat(400)}}`,
      });
      expect(deep.status, name).toBe(400);
      expect(JSON.parse(deep.text), name).toEqual({ error: { message: REQUEST_INPUT_ERRORS.tooDeep } });
      const surrogate = await sendProbe(name, { method: "POST", headers: BEACON_HEADERS, body: JSON.stringify({ path: "/x\ud800" }) });
      expect(surrogate.status, name).toBe(400);
      expect(JSON.parse(surrogate.text), name).toEqual({ error: { message: REQUEST_INPUT_ERRORS.invalidCharacter } });
    }
    expect(await repositories().missingPaths.count()).toBe(0);
  });
});
