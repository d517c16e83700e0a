import { useEffect, useState } from "react";
import { formatLongDate } from "../../../lib/domain/shared";
import { formatMoney } from "../../../lib/domain/store";
import { ORDER_STATUS_LABELS, STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { Panel } from "../../components/AdminPage";
import { Badge } from "../../components/Badge";
import { OrderDetail } from "./OrderDetail";
import { OrderFilters } from "./OrderFilters";
import { StoreListFilters, StoreListPager } from "./StoreListControls";
import { useStoreList } from "./useStoreList";

const FULFILMENT_LABELS = { not_required: "", to_ship: "To ship", shipped: "Shipped" } as const;

const openOrderId = () => new URLSearchParams(window.location.search).get("order");

function showOrder(id: string | null) {
  const params = new URLSearchParams(window.location.search);
  if (id) params.set("order", id);
  else params.delete("order");
  const search = params.toString();
  window.history.pushState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

/** ORDERS: newest first, searched by order number or email, filtered by status, fulfilment and days (all in the URL); a row opens the order's detail. */
export function OrdersPage() {
  const list = useStoreList("listOrders", STORE_SCREEN_TEXTS.ordersLoadFailed);
  const [open, setOpen] = useState(openOrderId);
  useEffect(() => {
    const back = () => setOpen(openOrderId());
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);
  const orders = list.data?.orders ?? [];
  const go = (id: string | null) => {
    showOrder(id);
    setOpen(id);
  };

  if (open) return <OrderDetail id={open} onBack={() => go(null)} onChanged={() => void list.reload()} />;

  return (
    <Panel title="ORDERS" id="store-orders-title">
      <StoreListFilters
        id="orders"
        list={list}
        searchLabel={STORE_SCREEN_TEXTS.searchOrders}
        statuses={ORDER_STATUS_LABELS}
        loading={list.loading}
        empty={orders.length === 0}
        emptyTexts={{ none: STORE_SCREEN_TEXTS.noOrders, noMatches: STORE_SCREEN_TEXTS.noOrderMatches }}
      >
        <OrderFilters list={list} />
      </StoreListFilters>
      {!list.loading && orders.length > 0 && (
        <ul aria-label="Orders" aria-busy={list.pending} className="mt-4 space-y-2">
          {orders.map((order) => (
            <li key={order.id}>
              <a
                href={`?order=${order.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  go(order.id);
                }}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 border border-white/10 p-3 hover:border-accent focus-visible:border-accent"
              >
                <span className="font-mono font-bold">{order.number}</span>
                <span className="min-w-0 flex-1 truncate text-sm">{order.summary}</span>
                <span className="text-sm text-muted">{order.email}</span>
                <span className="text-sm">{formatMoney(order.totals.total, order.currency)}</span>
                <span className="text-xs text-muted">{formatLongDate(order.created_at.toISOString().slice(0, 10))}</span>
                <Badge variant={order.status === "paid" ? "default" : "secondary"}>
                  {ORDER_STATUS_LABELS.find(([s]) => s === order.status)?.[1]}
                </Badge>
                {FULFILMENT_LABELS[order.fulfilment.state] && (
                  <Badge variant="secondary">{FULFILMENT_LABELS[order.fulfilment.state]}</Badge>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      <StoreListPager label="Orders" page={list.data?.page} list={list} />
    </Panel>
  );
}
