import { describe, expect, it } from "vitest";
import { orderDownloads } from "../../../src/lib/domain/store/downloads";
import type { Order, OrderItem } from "../../../src/lib/domain/store/order";
import {
  downloadReadyEmail,
  downloadReadyLead,
  isPreorder,
  preorderDate,
  preorderOrders,
  trackAvailableOn,
} from "../../../src/lib/domain/store/preorder";
import { PREORDER_TEXTS } from "../../../src/lib/domain/store/preorderTexts";
import { reminderEmail, type MailSender } from "../../../src/lib/domain/campaigns/reminderEmail";
import { releaseAnnouncementEmail } from "../../../src/lib/domain/fans/newsletterEmail";

const DAY = "2030-03-05";
const BEFORE = new Date("2030-03-04T23:59:59Z");
const MOMENT = new Date("2030-03-05T00:00:00Z");
const sender: MailSender = { name: "Test Label", postalAddress: "Test Label, 1 Road", contactEmail: "hello@label.test" };

describe("pre-order rules", () => {
  it("a release sells as a pre-order until its release moment on the label's clock, or until the release-day job brought it out", () => {
    expect(isPreorder({ release_date: DAY }, BEFORE, "UTC")).toBe(true);
    expect(isPreorder({ release_date: DAY }, MOMENT, "UTC")).toBe(false);
    // On a clock ahead of UTC the moment comes earlier.
    expect(isPreorder({ release_date: DAY }, new Date("2030-03-04T23:30:00Z"), "Europe/Berlin")).toBe(false);
    expect(isPreorder({ release_date: DAY, released_on: DAY }, BEFORE, "UTC")).toBe(false);
    expect(isPreorder({ release_date: null }, BEFORE, "UTC")).toBe(false);
    expect(preorderDate({ release_date: DAY }, BEFORE, "UTC")).toBe("March 5, 2030");
    expect(preorderDate({ release_date: DAY }, MOMENT, "UTC")).toBeNull();
  });

  it("focus tracks download at once; the others say their day until the moment", () => {
    expect(trackAvailableOn({ release_date: DAY }, { focus: true }, BEFORE, "UTC")).toBeNull();
    expect(trackAvailableOn({ release_date: DAY }, { focus: false }, BEFORE, "UTC")).toBe("March 5, 2030");
    expect(trackAvailableOn({ release_date: DAY }, { focus: false }, MOMENT, "UTC")).toBeNull();
  });

  it("the download page's release lists locked tracks with their day, and its ZIP waits while any is locked", () => {
    const release = {
      id: "r1",
      title: "Shorelines",
      release_date: DAY,
      tracks: [
        { id: "a", title: "Low Tide", focus: true },
        { id: "b", title: "Undertow", focus: false },
      ],
    } as never;
    const items = [{ release_id: "r1", track_id: null, includes_digital: true, formats: ["flac"] } as unknown as OrderItem];
    const [before] = orderDownloads({ downloads_withdrawn: false, items }, new Map([["r1", release]]), () => "Halden Drift", {
      now: BEFORE,
      timeZone: "UTC",
    });
    expect(before?.tracks).toEqual([
      { id: "a", title: "Low Tide", availableOn: null },
      { id: "b", title: "Undertow", availableOn: "March 5, 2030" },
    ]);
    expect(before?.availableOn).toBe("March 5, 2030");
    const [after] = orderDownloads({ downloads_withdrawn: false, items }, new Map([["r1", release]]), () => "Halden Drift", {
      now: MOMENT,
      timeZone: "UTC",
    });
    expect(after?.tracks.map((t) => t.availableOn)).toEqual([null, null]);
    expect(after?.availableOn).toBeNull();
  });

  it("the orders mailed on the day: paid before the moment, bringing the release's downloads, not refunded in full", () => {
    const order = (id: string, overrides: Partial<Order>) => ({
      id,
      created_at: BEFORE,
      downloads_withdrawn: false,
      items: [{ release_id: "r1", includes_digital: true } as OrderItem],
      ...overrides,
    });
    const orders = [
      order("pre", {}),
      order("after", { created_at: MOMENT }),
      order("refunded", { downloads_withdrawn: true }),
      order("merch-only", { items: [{ release_id: "r1", includes_digital: false } as OrderItem] }),
      order("other", { items: [{ release_id: "r2", includes_digital: true } as OrderItem] }),
    ];
    expect(preorderOrders(orders, "r1", MOMENT).map((o) => o.id)).toEqual(["pre"]);
  });
});

describe("the release-day email of a pre-order buyer", () => {
  const downloads = [
    { number: "7KQ2-M9XD", url: "https://label.test/download/tok1" },
    { number: "8HTP-4KQ2", url: "https://label.test/download/tok2" },
  ];

  it('alone: "Out now: your download is ready" with each order\'s download page, no unsubscribe link', () => {
    const mail = downloadReadyEmail({ title: "Shorelines", artistNames: "Halden Drift", downloads, sender });
    expect(mail.subject).toBe("Out now: your download is ready");
    expect(mail.text).toContain("Shorelines by Halden Drift is out today");
    expect(mail.text).toContain("Order 7KQ2-M9XD: https://label.test/download/tok1");
    expect(mail.text).toContain("Order 8HTP-4KQ2: https://label.test/download/tok2");
    expect(mail.html).toContain('href="https://label.test/download/tok2"');
    expect(mail.text).toContain(PREORDER_TEXTS.why("Test Label"));
    expect(mail.html).not.toContain("Unsubscribe");
  });

  it("merged: the reminder or the announcement the address gets that day leads with the downloads and takes the issue's subject", () => {
    const view = {
      title: "Shorelines",
      artistNames: "Halden Drift",
      coverUrl: null,
      links: [],
      releaseUrl: "https://label.test/r",
      unsubscribeUrl: "https://label.test/u",
      sender,
    };
    const lead = downloadReadyLead("Shorelines", "Halden Drift", downloads);
    for (const mail of [reminderEmail(view, null, lead), releaseAnnouncementEmail(view, "Halden Drift", lead)]) {
      expect(mail.subject).toBe("Out now: your download is ready");
      expect(mail.text.indexOf("https://label.test/download/tok1")).toBeLessThan(mail.text.indexOf("https://label.test/r"));
      expect(mail.html).toContain('href="https://label.test/download/tok1"');
      expect(mail.headers["List-Unsubscribe"]).toBe("<https://label.test/u>");
    }
    expect(reminderEmail(view).subject).toBe("Out now: Shorelines by Halden Drift");
  });
});
