import { ORDER_FULFILMENT_LABELS, STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { FilterSelect } from "../../components/FilterControls";
import { COMPACT_CONTROL } from "../../components/form/controls";
import type { StoreListNav } from "./useStoreList";

/**
 * The orders list's own filters: what still has to be shipped, and the days
 * the orders were made on (the label's time zone, both days included). Each
 * change goes to the URL and back to the first page; days out of order say
 * so here, and the server refuses them with the same words.
 */
export function OrderFilters({ list }: { list: StoreListNav }) {
  const { fulfilment, from, to } = list.location;
  const outOfOrder = list.daysOutOfOrder;
  return (
    <>
      <FilterSelect
        label={STORE_SCREEN_TEXTS.fulfilmentFilter}
        allLabel="All"
        value={(fulfilment || null) as (typeof ORDER_FULFILMENT_LABELS)[number][0] | null}
        options={ORDER_FULFILMENT_LABELS}
        onChange={(value) => list.setFilters({ fulfilment: value ?? "" })}
      />
      <label htmlFor="orders-from" className="text-xs tracking-widest">
        {STORE_SCREEN_TEXTS.fromDay}
        <input
          id="orders-from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => list.setFilters({ from: e.target.value })}
          className={`${COMPACT_CONTROL} mt-1 block`}
        />
      </label>
      <label htmlFor="orders-to" className="text-xs tracking-widest">
        {STORE_SCREEN_TEXTS.toDay}
        <input
          id="orders-to"
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={outOfOrder || undefined}
          aria-describedby={outOfOrder ? "orders-days-error" : undefined}
          onChange={(e) => list.setFilters({ to: e.target.value })}
          className={`${COMPACT_CONTROL} mt-1 block`}
        />
      </label>
      {outOfOrder && (
        <p id="orders-days-error" role="alert" className="basis-full text-sm text-red-300">
          {STORE_SCREEN_TEXTS.daysOutOfOrder}
        </p>
      )}
    </>
  );
}
