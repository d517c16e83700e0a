import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { parseBuffer } from "music-metadata";
import { beforeEach, describe, expect, it } from "vitest";
import { newDownloadToken } from "../../../src/lib/domain/store/code";
import { ORDER_DOWNLOAD_LIMIT, STORE_DOWNLOAD_LIMITS } from "../../../src/lib/domain/store/downloads";
import { DOWNLOAD_TEXTS } from "../../../src/lib/domain/store/downloadTexts";
import type { Order } from "../../../src/lib/domain/store/order";
import { REDEEM_TEXTS } from "../../../src/lib/domain/store/redeemTexts";
import { generateCodeBatch } from "../../../src/lib/server/store/downloadCodes";
import { makeArtist, makeRelease, makeTrack } from "../../factories";
import { storeWavMasters } from "../../storeMasters";
import { zipEntries } from "../../zipEntries";
import { functionUrl, repositories, resetDatabase } from "../support";
import { item, saveOrder } from "./orderFixtures";

/**
 * The buyer's downloads on the local stack (docs/store.md#the-download-page):
 * the page of an order's token with signed links, a track's file and the
 * release's ZIP whose files decode and name the release, the per-order
 * limit, a refund withdrawing them, "find my purchases" and /redeem.
 */
const repos = repositories();
const tmp = mkdtempSync(join(tmpdir(), "store-downloads-it-"));
const master = (frequency: number) => {
  const out = join(tmp, `master-${frequency}.wav`);
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${frequency}:duration=2:sample_rate=44100`,
    "-ac",
    "2",
    "-c:a",
    "pcm_s16le",
    out,
  ]);
  return out;
};
const MASTERS = [master(330), master(440)];

const url = (path: string) => `${functionUrl("storeDownload")}${path}`;
const get = (path: string) => fetch(url(path), { redirect: "manual" });
const post = (name: string, path: string, fields: Record<string, string>) =>
  fetch(`${functionUrl(name)}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields).toString(),
  });
/** The page's links, as a browser follows them. */
const linksOf = (html: string) => [...html.matchAll(/href="(\/download\/[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const linkTo = (html: string, pattern: RegExp) => linksOf(html).find((href) => pattern.test(href))!;

/** A release of two tracks with masters in the private store, and a paid order of its album in FLAC and MP3 320. */
async function albumOrder(overrides: Partial<Order> = {}) {
  const artist = makeArtist({ name: "Halden Drift" });
  const tracks = [makeTrack({ id: randomUUID(), title: "Low Tide" }), makeTrack({ id: randomUUID(), title: "Undertow" })];
  const release = makeRelease({ title: "Shorelines", artist_id: artist.id, release_date: "2025-05-01", image_url: null, tracks });
  await Promise.all([repos.artists.set(artist), repos.releases.set(release)]);
  await storeWavMasters(repos, release.id, tracks, (index) => MASTERS[index]!, 2);
  const token = newDownloadToken();
  const order = await saveOrder(
    randomUUID(),
    [item("mine", { release_id: release.id, artist_id: artist.id, title: "Shorelines — Halden Drift", formats: ["flac", "mp3-320"] })],
    { download_token: token, ...overrides },
  );
  return { release, tracks, token, order };
}

beforeEach(resetDatabase);

describe("the download page", () => {
  it("lists the order's release with a ZIP per format and each track per format; the MP3 and the FLAC ZIP decode and name the release", async () => {
    const { token, order } = await albumOrder();
    const page = await get(`/download/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Shorelines");
    expect(html).toContain(DOWNLOAD_TEXTS.left(ORDER_DOWNLOAD_LIMIT));
    // Two ZIPs (FLAC, MP3 320) and two tracks in two formats.
    expect(linksOf(html)).toHaveLength(6);

    const mp3 = await get(linkTo(html, /\/track\/.+\/mp3-320\?/));
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get("content-type")).toBe("audio/mpeg");
    expect(mp3.headers.get("content-disposition")).toContain("01 Low Tide.mp3");
    const mp3Tags = await parseBuffer(Buffer.from(await mp3.arrayBuffer()), { mimeType: "audio/mpeg" });
    expect({
      title: mp3Tags.common.title,
      album: mp3Tags.common.album,
      artist: mp3Tags.common.artist,
      codec: mp3Tags.format.codec,
    }).toMatchObject({ title: "Low Tide", album: "Shorelines", artist: "Halden Drift", codec: "MPEG 1 Layer 3" });

    const zip = await get(linkTo(html, /\/zip\/.+\/flac\?/));
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toContain("Halden Drift - Shorelines (FLAC).zip");
    const entries = zipEntries(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(["01 Low Tide.flac", "02 Undertow.flac"]);
    for (const [index, entry] of entries.entries()) {
      const { common, format } = await parseBuffer(entry.bytes, { mimeType: "audio/flac" });
      expect({ codec: format.codec, title: common.title, album: common.album, track: common.track, year: common.year }).toEqual({
        codec: "FLAC",
        title: ["Low Tide", "Undertow"][index],
        album: "Shorelines",
        track: { no: index + 1, of: 2 },
        year: 2025,
      });
      expect(format.duration).toBeGreaterThan(1.9);
    }
    // Each download counted on the order with its event.
    const counted = (await repos.storeOrders.get(order.id))!;
    expect(counted.downloads).toBe(2);
    expect(counted.events.filter((e) => e.type === "downloaded").map((e) => e.detail)).toEqual([
      "mp3-320: 01 Low Tide.mp3",
      "flac: Halden Drift - Shorelines (FLAC).zip",
    ]);
  });

  it("refuses a download past the order's limit, and a link whose signature is not the server's", async () => {
    const { token, order } = await albumOrder({ downloads: ORDER_DOWNLOAD_LIMIT - 1 });
    const html = await (await get(`/download/${token}`)).text();
    expect(html).toContain(DOWNLOAD_TEXTS.left(1));
    const link = linkTo(html, /\/track\/.+\/flac\?/);
    expect((await get(link)).status).toBe(200);
    const past = await get(link);
    expect(past.status).toBe(403);
    expect(await past.text()).toContain(DOWNLOAD_TEXTS.limitReached);
    expect((await repos.storeOrders.get(order.id))?.downloads).toBe(ORDER_DOWNLOAD_LIMIT);

    // Another format than the one signed (the order holds no WAV), another expiry: not the server's signature.
    expect((await get(link.replace(/\/flac\?/, "/wav?"))).status).toBe(403);
    const forged = link.replace(/s=[^&]+/, "s=forged");
    expect((await get(forged)).status).toBe(403);
    const moved = await get(link.replace(/e=\d+/, `e=${Date.now() + 10 * 86_400_000}`));
    expect(moved.status).toBe(403);
    expect(await moved.text()).toContain(`href="/download/${token}"`);
  });

  it("answers an unknown token with a clear 404 page", async () => {
    await albumOrder();
    for (const path of [`/download/${newDownloadToken()}`, "/download/nope", `/download/${newDownloadToken()}/zip/x/flac?e=1&s=x`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain(DOWNLOAD_TEXTS.notFound);
    }
  });

  it("says a fully refunded order's downloads were withdrawn, and offers none", async () => {
    const { token } = await albumOrder();
    const html = await (await get(`/download/${token}`)).text();
    const link = linkTo(html, /\/track\//);
    const order = (await repos.storeOrders.getByToken(token))!;
    await repos.storeOrders.set({ ...order, status: "refunded", downloads_withdrawn: true });
    const page = await get(`/download/${token}`);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain(DOWNLOAD_TEXTS.withdrawn);
    expect(linksOf(text)).toEqual([]);
    expect((await get(link)).status).toBe(410);
  });
});

describe("find my purchases", () => {
  it("answers the same for an address that bought and one that did not, and mails the buyer one list of their download pages", async () => {
    const { token } = await albumOrder();
    const second = await saveOrder(randomUUID(), [item("other")], { download_token: newDownloadToken() });
    const known = await post("storeDownload", "/download", { email: "buyer@example.com" });
    const unknown = await post("storeDownload", "/download", { email: "nobody@example.com" });
    expect([known.status, unknown.status]).toEqual([303, 303]);
    expect(known.headers.get("location")).toBe(unknown.headers.get("location"));
    const shown = await get(known.headers.get("location")!);
    expect(await shown.text()).toContain(DOWNLOAD_TEXTS.findSent);

    const mails = await repos.mail.listTo("buyer@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain(`/download/${token}`);
    expect(mails[0]!.message.text).toContain(`/download/${second.download_token}`);
    expect(await repos.mail.listTo("nobody@example.com")).toEqual([]);
  });

  it("refuses what is not an email with its message, and mails nothing", async () => {
    await albumOrder();
    const answer = await post("storeDownload", "/download", { email: "not an address" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(DOWNLOAD_TEXTS.invalidEmail);
    expect(await repos.mail.count()).toBe(0);
  });
});

describe("/redeem", () => {
  async function codes(count: number) {
    const { release } = await albumOrder();
    const batch = await generateCodeBatch(repos, { release, count, label: "", actor: "test" }, (id) =>
      repos.auditLog.recorder({ actor: "test", entity: "store_code_batches", action: "generate", entityId: id, label: null }),
    );
    return (await repos.downloadCodes.listForBatch(batch.id)).map((c) => c.id);
  }

  it("turns a code into an order of amount 0 and sends the buyer to its download page; the code used again is refused", async () => {
    const [code] = await codes(1);
    const first = await post("redeem", "", { code: code!.toLowerCase(), email: "fan@example.com" });
    expect(first.status).toBe(303);
    const order = (await repos.storeOrders.listByEmail("fan@example.com"))[0]!;
    expect(order).toMatchObject({ source: "code", totals: { total: 0 } });
    expect(first.headers.get("location")).toBe(`/download/${order.download_token}`);
    expect((await get(`/download/${order.download_token}`)).status).toBe(200);

    const again = await post("redeem", "", { code: code!, email: "other@example.com" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(REDEEM_TEXTS.used);
    expect(await repos.storeOrders.listByEmail("other@example.com")).toEqual([]);
  });

  it("refuses an unknown code with the same words as a malformed one, and stops a guesser after its limit", async () => {
    await codes(1);
    for (const code of ["2222-2222-2222", "nonsense"]) {
      const answer = await post("redeem", "", { code, email: "fan@example.com" });
      expect(answer.status, code).toBe(400);
      expect(await answer.text(), code).toContain(REDEEM_TEXTS.invalid);
    }
    const statuses: number[] = [];
    for (let n = 3; n <= STORE_DOWNLOAD_LIMITS.redeem.limit; n++)
      statuses.push((await post("redeem", "", { code: "2222-2222-2223", email: "fan@example.com" })).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const stopped = await post("redeem", "", { code: "2222-2222-2224", email: "fan@example.com" });
    expect(stopped.status).toBe(429);
    expect(await stopped.text()).toContain(REDEEM_TEXTS.tooMany);
  });
});
