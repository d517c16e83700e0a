import type { Readable } from "node:stream";
import type { Repositories } from "../../data";
import {
  DOWNLOAD_LINK_TTL_MS,
  downloadFilePart,
  orderDownloads,
  ORDER_DOWNLOAD_LIMIT,
  storeZipFilename,
  type DownloadRelease,
  type DownloadRoute,
} from "../../domain/store";
import { DOWNLOAD_TEXTS } from "../../domain/store";
import { storeTrackFilename, storeTrackTags, type StoreFile } from "../../domain/store";
import { withEvent } from "../../domain/store";
import { PREORDER_TEXTS } from "../../domain/store";
import type { DownloadFormat } from "../../domain/store";
import { LABEL } from "../../../config/label";
import type { Order } from "../../domain/store";
import type { AudioStore } from "../../files/audioStore";
import { signedDownloadPath, downloadLinkState } from "./downloadLinks";
import type { DownloadPageView } from "./downloadPageHtml";
import type { ZipEntry } from "./releaseZip";
import { storeFileFor, type CoverSource } from "./storeFiles";

/**
 * What the download page's function does (docs/store.md#the-download-page):
 * the page's view of an order with freshly signed links, and a file or a
 * release's ZIP checked against the order, its link and its limit.
 */

type Repos = Pick<Repositories, "storeOrders" | "releases" | "artists" | "storeFiles" | "jobLeases" | "trackAudio">;

export interface DownloadContext {
  /** Signs the page's file links (the server's reminder secret, as promo links are signed). */
  secret: string;
  store: AudioStore;
  coverOf: CoverSource;
  now: Date;
}

/** The order a download page's token opens, or null (the same 404 whatever is wrong). */
export const orderOfToken = (repos: Pick<Repositories, "storeOrders">, token: string) => repos.storeOrders.getByToken(token);

/** The releases an order lets its buyer download, read now (a renamed track reads renamed). */
async function releasesOf(repos: Pick<Repositories, "releases" | "artists">, order: Order, now: Date): Promise<DownloadRelease[]> {
  const ids = [...new Set(order.items.flatMap((i) => (i.includes_digital && i.release_id ? [i.release_id] : [])))];
  const releases = await repos.releases.getMany(ids);
  const artistIds = [...new Set(releases.flatMap((r) => (r.artist_id ? [r.artist_id] : [])))];
  const artists = new Map((await repos.artists.getMany(artistIds)).map((a) => [a.id, a.name]));
  const byId = new Map(releases.map((r) => [r.id, r]));
  return orderDownloads(order, byId, (id) => artists.get(byId.get(id)?.artist_id ?? "") ?? "", { now, timeZone: LABEL.timeZone });
}

/** The page's view: each release's ZIP per format and each track's file per format, signed for DOWNLOAD_LINK_TTL_MS. */
export async function downloadPageView(
  repos: Pick<Repositories, "releases" | "artists">,
  order: Order,
  token: string,
  context: Pick<DownloadContext, "secret" | "now">,
): Promise<DownloadPageView> {
  const until = context.now.getTime() + DOWNLOAD_LINK_TTL_MS;
  const sign = (part: string) => signedDownloadPath(context.secret, token, order.id, part, until);
  const releases = await releasesOf(repos, order, context.now);
  // A pre-order's locked tracks (and its ZIP) show the day they unlock instead of links.
  const links = (
    release: DownloadRelease,
    part: (format: DownloadFormat) => string,
    label: (format: DownloadFormat) => string,
    availableOn: string | null,
  ) => (availableOn ? [] : release.formats.map((format) => ({ href: sign(part(format)), label: label(format) })));
  return {
    number: order.number,
    left: Math.max(0, ORDER_DOWNLOAD_LIMIT - order.downloads),
    token,
    releases: releases.map((release) => ({
      title: release.title,
      artist: release.artist,
      zips: links(
        release,
        (format) => downloadFilePart({ kind: "zip", releaseId: release.releaseId, format }),
        DOWNLOAD_TEXTS.zipLink,
        release.availableOn,
      ),
      zipsAvailableOn: release.availableOn,
      tracks: release.tracks.map((track) => ({
        title: track.title,
        links: links(
          release,
          (format) => downloadFilePart({ kind: "track", trackId: track.id, format }),
          (format) => DOWNLOAD_TEXTS.trackLink(track.title, format),
          track.availableOn,
        ),
        availableOn: track.availableOn,
      })),
    })),
  };
}

/** A refused download: its status, its message, and whether the buyer is sent back to the page for a fresh link. */
export interface DownloadRefusal {
  status: number;
  message: string;
  backToPage: boolean;
}
const refused = (status: number, message: string, backToPage = false): DownloadRefusal => ({ status, message, backToPage });

export type DownloadReady = { kind: "track"; file: StoreFile } | { kind: "zip"; filename: string; entries: ZipEntry[] };

/**
 * Counts one download against the order's limit, with its event, in one
 * transaction: refused once the order holds ORDER_DOWNLOAD_LIMIT or a full
 * refund withdrew its downloads.
 */
async function claimDownload(
  repos: Pick<Repositories, "storeOrders">,
  order: Order,
  detail: string,
  now: Date,
): Promise<DownloadRefusal | null> {
  const claimed = await repos.storeOrders.change(order.id, (stored) => {
    if (stored.downloads_withdrawn) return DOWNLOAD_TEXTS.withdrawn;
    if (stored.downloads >= ORDER_DOWNLOAD_LIMIT) return DOWNLOAD_TEXTS.limitReached;
    return withEvent({ ...stored, downloads: stored.downloads + 1 }, { type: "downloaded", at: now, actor: null, detail });
  });
  if (claimed === null || claimed === DOWNLOAD_TEXTS.withdrawn) return refused(410, DOWNLOAD_TEXTS.withdrawn);
  return typeof claimed === "string" ? refused(403, claimed) : null;
}

/**
 * A file link's download, checked in this order: the order's downloads not
 * withdrawn; the link signed for this order and file and not run out (run
 * out: back to the page for a fresh one); the file one the order holds;
 * below the order's limit (read first, so a buyer past it costs no
 * encoding); the files made (a track's now; a ZIP's tracks each when its
 * turn comes, their masters checked first); then the download counted,
 * once the track's file exists, or before a ZIP starts streaming.
 */
export async function prepareDownload(
  repos: Repos,
  order: Order,
  route: Extract<DownloadRoute, { kind: "track" | "zip" }>,
  query: { e: unknown; s: unknown },
  context: DownloadContext,
): Promise<DownloadRefusal | DownloadReady> {
  if (order.downloads_withdrawn) return refused(410, DOWNLOAD_TEXTS.withdrawn);
  const link = downloadLinkState(context.secret, order.id, downloadFilePart(route), query.e, query.s, context.now.getTime());
  if (link !== "valid")
    return link === "expired" ? refused(410, DOWNLOAD_TEXTS.expired, true) : refused(403, DOWNLOAD_TEXTS.notFound, true);
  const downloadable = await releasesOf(repos, order, context.now);
  const release = downloadable.find((r) =>
    route.kind === "zip" ? r.releaseId === route.releaseId : r.tracks.some((t) => t.id === route.trackId),
  );
  const tracks = release?.tracks.filter((t) => route.kind === "zip" || t.id === route.trackId) ?? [];
  if (!release || !release.formats.includes(route.format) || tracks.length === 0) return refused(404, DOWNLOAD_TEXTS.notFound, true);
  // A pre-order before its release moment: a locked track, or the ZIP while any of its tracks is locked (the release-day job, or the clock, unlocks them).
  const locked = tracks.find((t) => t.availableOn)?.availableOn;
  if (locked) return refused(403, PREORDER_TEXTS.locked(locked), true);
  if (order.downloads >= ORDER_DOWNLOAD_LIMIT) return refused(403, DOWNLOAD_TEXTS.limitReached);
  const stored = await repos.releases.get(release.releaseId);
  if (!stored) return refused(404, DOWNLOAD_TEXTS.notFound, true);
  const fileOf = (trackId: string) =>
    storeFileFor(repos, context.store, context.coverOf, { release: stored, trackId, format: route.format }, context.now);

  if (route.kind === "track") {
    const file = await fileOf(route.trackId);
    if (!file) return refused(503, DOWNLOAD_TEXTS.notReady);
    return (await claimDownload(repos, order, `${route.format}: ${file.filename}`, context.now)) ?? { kind: "track", file };
  }
  const audios = await repos.trackAudio.getMany(tracks.map((t) => t.id));
  if (audios.filter((a) => a.master && a.release_id === stored.id).length < tracks.length) return refused(503, DOWNLOAD_TEXTS.notReady);
  const filename = storeZipFilename(release.artist, release.title, route.format);
  const claim = await claimDownload(repos, order, `${route.format}: ${filename}`, context.now);
  if (claim) return claim;
  const open = async (trackId: string): Promise<Readable | null> => {
    const file = await fileOf(trackId);
    return file ? context.store.stream(file.path, 0, Math.max(file.bytes - 1, 0)) : null;
  };
  // Each entry named as its track's file is ("01 Low Tide.flac"): the release's numbering, whatever part of it the order holds.
  const entries = tracks.map((track) => ({
    name: storeTrackFilename(storeTrackTags(stored, track.id, release.artist)!, route.format),
    open: () => open(track.id),
  }));
  return { kind: "zip", filename, entries };
}
