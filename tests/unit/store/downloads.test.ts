import { describe, expect, it } from "vitest";
import { orderDownloads, purchasesMessage } from "../../../src/lib/domain/store/downloads";
import { DOWNLOAD_TEXTS } from "../../../src/lib/domain/store/downloadTexts";
import type { OrderItem } from "../../../src/lib/domain/store/order";
import { downloadLinkState, signedDownloadPath } from "../../../src/lib/server/store/downloadLinks";

const release = (id: string, trackIds: string[]) =>
  ({ id, title: `Album ${id}`, release_date: "2024-03-05", tracks: trackIds.map((t) => ({ id: t, title: `Track ${t}` })) }) as never;
const clock = { now: new Date("2030-01-01T00:00:00Z"), timeZone: "UTC" };
const item = (overrides: Partial<OrderItem>): OrderItem => ({
  product_id: "p",
  type: "digital",
  kind: null,
  release_id: "r1",
  artist_id: null,
  track_id: null,
  variant_id: null,
  sku: null,
  title: "Album",
  quantity: 1,
  unit_amount: 700,
  amount: 700,
  ships: false,
  includes_digital: true,
  formats: ["flac"],
  ...overrides,
});

describe("what an order lets its buyer download", () => {
  const releases = new Map([
    ["r1", release("r1", ["a", "b", "c"])],
    ["r2", release("r2", ["x", "y"])],
  ]);
  const artistOf = (id: string) => `Artist ${id}`;

  it("an album brings every track; single tracks of a release merge with their formats, in the release's order", () => {
    const downloads = orderDownloads(
      {
        downloads_withdrawn: false,
        items: [
          item({}),
          item({ release_id: "r2", track_id: "y", formats: ["mp3-320"] }),
          item({ release_id: "r2", track_id: "x", formats: ["flac", "mp3-320"] }),
        ],
      },
      releases,
      artistOf,
      clock,
    );
    expect(downloads).toEqual([
      {
        releaseId: "r1",
        title: "Album r1",
        artist: "Artist r1",
        formats: ["flac"],
        tracks: ["a", "b", "c"].map((t) => ({ id: t, title: `Track ${t}`, availableOn: null })),
        availableOn: null,
      },
      {
        releaseId: "r2",
        title: "Album r2",
        artist: "Artist r2",
        formats: ["flac", "mp3-320"],
        tracks: ["x", "y"].map((t) => ({ id: t, title: `Track ${t}`, availableOn: null })),
        availableOn: null,
      },
    ]);
  });

  it("a bundle naming no format offers every one; merch without downloads, an unknown release and a withdrawn order bring nothing", () => {
    expect(
      orderDownloads({ downloads_withdrawn: false, items: [item({ type: "physical", formats: [] })] }, releases, artistOf, clock)[0]
        ?.formats,
    ).toEqual(["flac", "mp3-320", "mp3-v0", "aac", "opus", "wav"]);
    expect(
      orderDownloads(
        { downloads_withdrawn: false, items: [item({ includes_digital: false }), item({ release_id: "gone" })] },
        releases,
        artistOf,
        clock,
      ),
    ).toEqual([]);
    expect(orderDownloads({ downloads_withdrawn: true, items: [item({})] }, releases, artistOf, clock)).toEqual([]);
  });
});

describe("the download page's signed links", () => {
  const secret = "s3cret";
  const now = 1_900_000_000_000;
  const query = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);

  it("work for their order and file until they run out, then read as expired; anything changed is invalid", () => {
    const path = signedDownloadPath(secret, "TOKEN", "order-1", "track/a/flac", now + 60_000);
    expect(path).toMatch(/^\/download\/TOKEN\/track\/a\/flac\?e=\d+&s=[\w-]+$/);
    const { e, s } = query(path);
    expect(downloadLinkState(secret, "order-1", "track/a/flac", e, s, now)).toBe("valid");
    expect(downloadLinkState(secret, "order-1", "track/a/flac", e, s, now + 60_000)).toBe("expired");
    expect(downloadLinkState(secret, "order-2", "track/a/flac", e, s, now)).toBe("invalid");
    expect(downloadLinkState(secret, "order-1", "track/a/wav", e, s, now)).toBe("invalid");
    expect(downloadLinkState(secret, "order-1", "track/a/flac", String(Number(e) + 1), s, now)).toBe("invalid");
    expect(downloadLinkState("other", "order-1", "track/a/flac", e, s, now)).toBe("invalid");
    expect(downloadLinkState(secret, "order-1", "track/a/flac", undefined, s, now)).toBe("invalid");
  });
});

describe("the mail of find my purchases", () => {
  it("lists every order with its page, a withdrawn one saying so", () => {
    const at = new Date("2031-02-03T10:00:00Z");
    const { subject, text } = purchasesMessage(
      [
        { number: "AAAA-BBBB", created_at: at, items: [item({ title: "Shorelines — Halden Drift" })], downloads_withdrawn: false },
        { number: "CCCC-DDDD", created_at: at, items: [item({ title: "Low Tide (LP)" })], downloads_withdrawn: true },
      ],
      (i) => `https://label.test/download/t${i}`,
      "North Label",
    );
    expect(subject).toBe("Your downloads from North Label");
    expect(text).toContain("Order AAAA-BBBB (2031-02-03): Shorelines — Halden Drift\nhttps://label.test/download/t0");
    expect(text).toContain(`Order CCCC-DDDD (2031-02-03): Low Tide (LP)\n${DOWNLOAD_TEXTS.withdrawn}`);
    expect(text).not.toContain("download/t1");
  });
});
