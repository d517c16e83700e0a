import { beforeEach, describe, expect, it } from "vitest";
import { FULFILMENT_TEXTS } from "../../../src/lib/domain/store/storeAdminTexts";
import { STORE_TEXTS } from "../../../src/lib/domain/store/storeTexts";
import { call, type Cast } from "../accessFixtures";
import { repositories } from "../support";
import { item, saveOrder, storeAccessCast, vinyl } from "./orderFixtures";

/**
 * The order detail's callables (docs/store.md#fulfilment): getOrder,
 * markOrderShipped and resendDownloadLink. Who may call each (store view to
 * read, store edit to fulfil, in every scope of the order), bad input and
 * refusals as 4xx that change nothing, and each change written with the
 * buyer's mail and its audit entry.
 */
const repos = repositories();
let cast: Cast;

const MINE = "d0000000-0000-4000-8000-000000000001";
const MIXED = "d0000000-0000-4000-8000-000000000002";
const DIGITAL = "d0000000-0000-4000-8000-000000000003";

const theCast = storeAccessCast(() =>
  Promise.all([saveOrder(MINE, [vinyl("mine")]), saveOrder(MIXED, [vinyl("mine"), item("other")]), saveOrder(DIGITAL, [item("mine")])]),
);
beforeEach(() => {
  cast = theCast();
});

const auditEntries = async () => (await repos.auditLog.collection.where("entity", "==", "store_orders").get()).docs.map((d) => d.data());
const mails = () => repos.mail.listTo("Buyer@Example.com");
const shipping = { carrier: "Royal Mail", tracking: "RM123456789GB" };

describe("who may read and fulfil an order", () => {
  it("lets staff with store view read an order, its events and what they may do; an artist's editor only orders wholly of their artist", async () => {
    const admin = await call("getOrder", { id: MIXED }, cast.superAdmin);
    expect(admin.result).toMatchObject({ order: { id: MIXED, events: [{ type: "paid" }] }, can_refund: true, can_fulfil: true });

    const editor = await call("getOrder", { id: MINE }, cast.artistEditor);
    expect(editor.result).toMatchObject({ order: { id: MINE }, can_refund: false, can_fulfil: true });
    expect((await call("getOrder", { id: MIXED }, cast.artistEditor)).error?.status).toBe("PERMISSION_DENIED");

    expect((await call("getOrder", { id: MINE }, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("getOrder", { id: MINE }, cast.fan)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("getOrder", { id: MINE })).error?.status).toBe("UNAUTHENTICATED");
    expect((await call("getOrder", { id: "d0000000-0000-4000-8000-00000000ffff" }, cast.superAdmin)).error).toMatchObject({
      status: "NOT_FOUND",
      message: STORE_TEXTS.orderNotFound,
    });
  });

  it("refuses to fulfil an order holding another artist's item, and changes nothing", async () => {
    const shipped = await call("markOrderShipped", { id: MIXED, ...shipping }, cast.artistEditor);
    expect(shipped.error?.status).toBe("PERMISSION_DENIED");
    const resent = await call("resendDownloadLink", { id: MIXED }, cast.artistEditor);
    expect(resent.error?.status).toBe("PERMISSION_DENIED");
    expect((await repos.storeOrders.get(MIXED))?.fulfilment.state).toBe("to_ship");
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });
});

describe("marking an order shipped", () => {
  it("records carrier and tracking, adds the event, mails the buyer and writes the audit entry; a second time is refused", async () => {
    const response = await call("markOrderShipped", { id: MINE, carrier: "  Royal Mail ", tracking: "RM123456789GB" }, cast.artistEditor);
    expect(response.error).toBeUndefined();
    const stored = await repos.storeOrders.get(MINE);
    expect(stored?.fulfilment).toMatchObject({ state: "shipped", carrier: "Royal Mail", tracking: "RM123456789GB" });
    expect(stored?.fulfilment.shipped_at).toBeInstanceOf(Date);
    expect(stored?.events.map((e) => e.type)).toEqual(["paid", "shipped"]);
    expect(stored?.events[1]).toMatchObject({ actor: cast.artistEditor.uid, detail: "Royal Mail RM123456789GB" });

    const [mail] = await mails();
    expect(mail?.message.subject).toContain(stored!.number);
    expect(mail?.message.text).toContain("Tracking number: RM123456789GB");
    expect(mail?.message.text).toContain("Low Tide (LP) × 1");

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ actor: cast.artistEditor.uid, entity: "store_orders", entity_id: MINE, action: "ship" });
    expect(JSON.stringify(entry)).not.toContain("Buyer@Example.com");

    const again = await call("markOrderShipped", { id: MINE, ...shipping }, cast.superAdmin);
    expect(again.error).toMatchObject({ status: "FAILED_PRECONDITION", message: FULFILMENT_TEXTS.alreadyShipped });
    expect(await mails()).toHaveLength(1);
    expect(await auditEntries()).toHaveLength(1);
  });

  it("refuses an order with nothing to ship, and a missing carrier or tracking number, with the message and nothing written", async () => {
    expect((await call("markOrderShipped", { id: DIGITAL, ...shipping }, cast.superAdmin)).error).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: FULFILMENT_TEXTS.nothingToShip,
    });
    expect((await call("markOrderShipped", { id: MINE, carrier: " ", tracking: "X1" }, cast.superAdmin)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "Enter the carrier.",
    });
    expect((await call("markOrderShipped", { id: MINE, carrier: "DHL", tracking: "" }, cast.superAdmin)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "Enter the tracking number.",
    });
    expect((await call("markOrderShipped", { id: MINE, carrier: "DHL", tracking: "x".repeat(101) }, cast.superAdmin)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
    expect((await repos.storeOrders.get(MINE))?.fulfilment.state).toBe("to_ship");
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });
});

describe("sending the download link again", () => {
  it("queues the mail with the order's download page, notes it on the order and audits it", async () => {
    const response = await call("resendDownloadLink", { id: DIGITAL }, cast.artistEditor);
    expect(response.result).toEqual({ queued: true });
    const [mail] = await mails();
    expect(mail?.message.text).toContain(`/download/${"t".repeat(43)}`);
    const stored = await repos.storeOrders.get(DIGITAL);
    expect(stored?.events.map((e) => e.type)).toEqual(["paid", "download_link_sent"]);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ entity: "store_orders", entity_id: DIGITAL, action: "resend_download_link" });
  });

  it("refuses an order whose downloads were withdrawn by a refund, writing nothing", async () => {
    await saveOrder(DIGITAL, [item("mine")], { status: "refunded", downloads_withdrawn: true });
    expect((await call("resendDownloadLink", { id: DIGITAL }, cast.superAdmin)).error).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: FULFILMENT_TEXTS.downloadsWithdrawn,
    });
    expect((await call("resendDownloadLink", { id: "not-a-uuid-but-long-enough-to-be-refused-0000" }, cast.superAdmin)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
    expect(await mails()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });
});
