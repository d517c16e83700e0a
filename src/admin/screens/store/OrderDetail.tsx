import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import type { OrderWire } from "../../../lib/domain/store";
import { formatMoney, parseAmount } from "../../../lib/domain/store";
import { STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, TextInput } from "../../components/form/controls";
import { useBusyAction } from "../../hooks/useBusyAction";
import { useCallableQuery } from "../../hooks/useCallableQuery";

const EVENT_LABELS: Record<OrderWire["events"][number]["type"], string> = {
  paid: "Paid",
  redeemed: "Code redeemed",
  refunded: "Refunded",
  shipped: "Shipped",
  download_link_sent: "Download link sent",
  downloaded: "Downloaded",
  receipt_queued: "Receipt sent",
};

/** An order's detail: items, totals, address, events, and MARK SHIPPED, RESEND DOWNLOAD LINK and REFUND as the caller's grants allow. */
export function OrderDetail({ id, onBack, onChanged }: { id: string; onBack: () => void; onChanged: () => void }) {
  const detail = useCallableQuery("getOrder", { id }, STORE_SCREEN_TEXTS.orderLoadFailed);
  const { busy, run } = useBusyAction();
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  const [refund, setRefund] = useState("");
  const data = detail.data;

  const changed = async () => {
    await detail.reload();
    onChanged();
  };

  if (!data) {
    return (
      <Panel title="ORDER" id="store-order-title">
        <Button className="mt-4" onClick={onBack}>
          BACK TO ORDERS
        </Button>
        <ListState loading={detail.loading} empty emptyText="Order not found." />
      </Panel>
    );
  }
  const { order, can_refund, can_fulfil } = data;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const left = order.totals.total - order.totals.refunded;

  return (
    <Panel title={`ORDER ${order.number}`} id="store-order-title">
      <Button className="mt-4" onClick={onBack}>
        BACK TO ORDERS
      </Button>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Buyer</dt>
        <dd>{order.email}</dd>
        <dt className="text-muted">Status</dt>
        <dd>{order.status.replace("_", " ")}</dd>
        <dt className="text-muted">Total</dt>
        <dd>
          {money(order.totals.total)} (subtotal {money(order.totals.subtotal)}, shipping {money(order.totals.shipping)}, tax{" "}
          {money(order.totals.tax)}
          {order.totals.refunded > 0 && `, refunded ${money(order.totals.refunded)}`})
        </dd>
        {order.shipping_address && (
          <>
            <dt className="text-muted">Ship to</dt>
            <dd>
              {[
                order.shipping_address.name,
                order.shipping_address.line1,
                order.shipping_address.line2,
                order.shipping_address.city,
                order.shipping_address.postal_code,
                order.shipping_address.country,
              ]
                .filter(Boolean)
                .join(", ")}
            </dd>
          </>
        )}
        {order.fulfilment.state === "shipped" && (
          <>
            <dt className="text-muted">Shipped</dt>
            <dd>
              {order.fulfilment.carrier} {order.fulfilment.tracking}
            </dd>
          </>
        )}
      </dl>
      <h3 className="mt-6 text-xs tracking-widest">ITEMS</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {order.items.map((item, i) => (
          <li key={i}>
            {item.title} × {item.quantity}: {money(item.amount)}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-xs tracking-widest">EVENTS</h3>
      <ol className="mt-2 space-y-1 text-sm">
        {order.events.map((event, i) => (
          <li key={i}>
            <span className="text-muted">{event.at.toISOString().replace("T", " ").slice(0, 16)}</span> {EVENT_LABELS[event.type]}{" "}
            {event.detail}
          </li>
        ))}
      </ol>
      {can_fulfil && order.fulfilment.state === "to_ship" && (
        <form
          method="post"
          className="mt-6 border-t border-white/10 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              "markOrderShipped",
              () => call("markOrderShipped", { id, carrier, tracking }),
              STORE_SCREEN_TEXTS.shipFailed,
              async () => {
                toast.success(STORE_SCREEN_TEXTS.shipped);
                await changed();
              },
            );
          }}
        >
          <h3 className="text-xs tracking-widest">FULFILMENT</h3>
          <Field label="CARRIER" htmlFor="ship-carrier">
            <TextInput id="ship-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} required maxLength={100} />
          </Field>
          <Field label="TRACKING NUMBER" htmlFor="ship-tracking">
            <TextInput id="ship-tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} required maxLength={100} />
          </Field>
          <Button type="submit" variant="primary" className="mt-4" disabled={busy}>
            {busy ? "SAVING..." : "MARK SHIPPED"}
          </Button>
        </form>
      )}
      <div className="mt-6 flex flex-wrap items-end gap-3 border-t border-white/10 pt-4">
        {order.fulfilment.state !== "not_required" && <Button onClick={() => window.print()}>PRINT PACKING SLIP</Button>}
        {can_fulfil && order.items.some((item) => item.includes_digital) && !order.downloads_withdrawn && (
          <Button
            disabled={busy}
            onClick={() =>
              void run(
                "resendDownloadLink",
                () => call("resendDownloadLink", { id }),
                STORE_SCREEN_TEXTS.resendFailed,
                async () => {
                  toast.success(STORE_SCREEN_TEXTS.linkResent);
                  await changed();
                },
              )
            }
          >
            RESEND DOWNLOAD LINK
          </Button>
        )}
        {can_refund && order.source === "stripe" && left > 0 && (
          <form
            method="post"
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const amount = refund.trim() ? parseAmount(refund, order.currency) : null;
              if (refund.trim() && amount === null) {
                toast.error(STORE_SCREEN_TEXTS.invalidAmount);
                return;
              }
              if (!window.confirm(STORE_SCREEN_TEXTS.confirmRefund)) return;
              void run(
                "refundOrder",
                () => call("refundOrder", { id, amount }),
                STORE_SCREEN_TEXTS.refundFailed,
                async () => {
                  toast.success(STORE_SCREEN_TEXTS.refunded);
                  setRefund("");
                  await changed();
                },
              );
            }}
          >
            <label htmlFor="refund-amount" className="text-xs tracking-widest">
              AMOUNT (EMPTY: ALL {money(left)})
              <TextInput
                id="refund-amount"
                inputMode="decimal"
                value={refund}
                onChange={(e) => setRefund(e.target.value)}
                className="w-40"
              />
            </label>
            <Button type="submit" variant="danger" disabled={busy}>
              REFUND
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}
