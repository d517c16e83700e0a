/**
 * Holding stock for a checkout (docs/store.md#stock): each unit a physical
 * item needs is a slot document created for the hold; when a variant has no
 * free slot left, the units taken so far are freed and the buyer is told
 * "Sold out" before paying.
 */
import type { Repositories } from "../../data";
import type { OrderItem } from "../../domain/store";
import type { Product } from "../../domain/store";
import { freeSlots } from "../../domain/store";

export type HeldStock = { ok: true; unitIds: string[] } | { ok: false; soldOut: OrderItem };

export async function holdStock(
  repos: Pick<Repositories, "stockUnits">,
  holdId: string,
  items: readonly OrderItem[],
  products: ReadonlyMap<string, Product>,
  now: Date,
): Promise<HeldStock> {
  const physical = items.filter((item) => item.type === "physical" && item.variant_id);
  const taken = await repos.stockUnits.takenByVariant([...new Set(physical.map((item) => item.product_id))]);
  const unitIds: string[] = [];
  for (const item of physical) {
    const product = products.get(item.product_id);
    const variant = product?.type === "physical" ? product.variants.find((v) => v.id === item.variant_id) : undefined;
    const indexes = taken.get(`${item.product_id}~${item.variant_id}`)?.indexes ?? new Set<number>();
    const candidates = freeSlots(variant?.stock ?? 0, indexes, Math.floor(Math.random() * Math.max(variant?.stock ?? 1, 1)));
    let got = 0;
    for (const index of candidates) {
      if (got === item.quantity) break;
      const unit = await repos.stockUnits.take({
        product_id: item.product_id,
        variant_id: item.variant_id!,
        index,
        hold_id: holdId,
        created_at: now,
      });
      if (unit) {
        unitIds.push(unit.id);
        indexes.add(index);
        got += 1;
      }
    }
    if (got < item.quantity) {
      await repos.stockUnits.free(unitIds);
      return { ok: false, soldOut: item };
    }
  }
  return { ok: true, unitIds };
}
