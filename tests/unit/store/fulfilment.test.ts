import { describe, expect, it } from "vitest";
import { FULFILMENT_TEXTS } from "../../../src/lib/domain/store/storeAdminTexts";
import {
  downloadLinkMessage,
  downloadUrl,
  markShipped,
  resendRefusal,
  shipRefusal,
  shippedMessage,
  withEvent,
} from "../../../src/lib/domain/store/fulfilment";
import { ORDER_EVENTS_MAX, orderSchema, type Order } from "../../../src/lib/domain/store/order";

const at = new Date("2026-11-20T10:00:00Z");
const line = (ships: boolean, includes_digital: boolean, title: string) => ({
  product_id: "p",
  type: ships ? "physical" : "digital",
  release_id: null,
  artist_id: null,
  title,
  quantity: 2,
  unit_amount: 100,
  amount: 200,
  ships,
  includes_digital,
});
const order = (items: ReturnType<typeof line>[], fulfilment: Order["fulfilment"]["state"]): Order =>
  orderSchema.parse({
    id: "o1",
    number: "7KQ2-M9XD",
    email: "a@b.test",
    email_key: "a@b.test",
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items,
    totals: { subtotal: 200, shipping: 0, tax: 0, total: 200 },
    fulfilment: { state: fulfilment },
    download_token: "x".repeat(43),
    created_at: at,
    sale_day: "2026-11-20",
  });

describe("fulfilment rules", () => {
  it("ships only an order waiting to ship, recording carrier, tracking, time and the staff member", () => {
    const waiting = order([line(true, false, "Shirt — M / Black")], "to_ship");
    expect(shipRefusal(waiting)).toBeNull();
    expect(shipRefusal(order([line(false, true, "Album")], "not_required"))).toBe(FULFILMENT_TEXTS.nothingToShip);
    const shipped = markShipped(waiting, { carrier: "DHL", tracking: "JD0001" }, "staff-1", at);
    expect(shipped.fulfilment).toEqual({ state: "shipped", carrier: "DHL", tracking: "JD0001", shipped_at: at });
    expect(shipped.events.at(-1)).toEqual({ type: "shipped", at, actor: "staff-1", detail: "DHL JD0001" });
    expect(shipRefusal(shipped)).toBe(FULFILMENT_TEXTS.alreadyShipped);
  });

  it("tells the buyer what shipped and how to follow it, leaving out what does not ship", () => {
    const both = markShipped(
      order([line(true, false, "Shirt — M / Black"), line(false, true, "Album")], "to_ship"),
      { carrier: "DHL", tracking: "JD0001" },
      "s",
      at,
    );
    const message = shippedMessage(both, "Label");
    expect(message.subject).toBe("Your Label order 7KQ2-M9XD has shipped");
    expect(message.text).toContain("- Shirt — M / Black × 2");
    expect(message.text).not.toContain("Album");
    expect(message.text).toContain("Carrier: DHL\nTracking number: JD0001");
  });

  it("sends the download link again only for an order with downloads not withdrawn", () => {
    expect(resendRefusal(order([line(true, false, "Shirt")], "to_ship"))).toBe(FULFILMENT_TEXTS.noDownloads);
    const digital = order([line(false, true, "Album")], "not_required");
    expect(resendRefusal(digital)).toBeNull();
    expect(resendRefusal({ ...digital, downloads_withdrawn: true })).toBe(FULFILMENT_TEXTS.downloadsWithdrawn);
    const url = downloadUrl("https://label.test/", digital);
    expect(url).toBe(`https://label.test/download/${"x".repeat(43)}`);
    expect(downloadLinkMessage(digital, "Label", url).text).toContain(url);
  });

  it("keeps the newest events when an order holds the most it keeps", () => {
    const full = {
      ...order([line(false, true, "Album")], "not_required"),
      events: Array.from({ length: ORDER_EVENTS_MAX }, (_, i) => ({ type: "downloaded" as const, at, actor: null, detail: String(i) })),
    };
    const next = withEvent(full, { type: "download_link_sent", at, actor: "s", detail: "" });
    expect(next.events).toHaveLength(ORDER_EVENTS_MAX);
    expect(next.events[0]?.detail).toBe("1");
    expect(next.events.at(-1)?.type).toBe("download_link_sent");
  });
});
