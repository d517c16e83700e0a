import { randomUUID } from "node:crypto";
import { LABEL } from "../../../config/label";
import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { AlsoInTransaction } from "../../data/media/media";
import type { Order } from "../../domain/store";
import type { Product } from "../../domain/store";
import {
  PRODUCT_ADMIN_TEXTS,
  productArtist,
  productIdOf,
  productSave,
  variantStock,
  zoneConflict,
  type ProductInput,
} from "../../domain/store";
import type { StoreSettings } from "../../domain/store";
import type { ShippingZone } from "../../domain/store";
import type { z } from "zod";
import type { shippingZoneInputSchema } from "../../domain/store";

/**
 * Staff editing the store (docs/store.md#editing-products): products with
 * their stock, the settings and the shipping zones. Who may call each is
 * checked before it runs; these write each change with its audit entry in
 * one transaction, and answer a refusal as StoreEditRefused (a 4xx).
 */

/** A change refused for what is stored (stock held in a checkout, a country in another zone…): a 4xx with the message. */
export class StoreEditRefused extends Error {}

/** Something named in the request does not exist (the release, the zone): a 404 with the message. */
export class StoreItemGone extends Error {}

/** Products as the admin shows them: each physical variant with its units held, sold and left. */
export async function productsWithStock(repos: Pick<Repositories, "stockUnits">, products: readonly Product[]) {
  const physical = products.filter((p) => p.type === "physical").map((p) => p.id);
  const taken = physical.length > 0 ? await repos.stockUnits.takenByVariant(physical) : new Map<string, { held: number; sold: number }>();
  return products.map((product) =>
    product.type === "digital"
      ? product
      : { ...product, variants: product.variants.map((v) => ({ ...v, ...variantStock(v, taken.get(`${product.id}~${v.id}`)) })) },
  );
}

/** The release a product input names (null for a physical product of none); StoreItemGone when it is not there. */
export async function releaseOfInput(repos: Pick<Repositories, "releases">, input: ProductInput) {
  if (input.release_id === null) return null;
  const release = await repos.releases.get(input.release_id);
  if (!release) throw new StoreItemGone(PRODUCT_ADMIN_TEXTS.releaseNotFound);
  return release;
}

/** The id and artist a product input will be saved under. */
export function productTarget(input: ProductInput, release: { artist_id: string | null } | null) {
  return { id: productIdOf(input, randomUUID), artistId: productArtist(input, release) };
}

/**
 * A product write's audit entry and its pages' re-render (its release's
 * pages and /store: docs/store.md#on-the-site), both in the write's
 * transaction, so a saved price is never left unpublished.
 */
export function auditedAndQueued(
  repos: Pick<Repositories, "contentChanges">,
  productId: string,
  audit: AuditWrite,
  actor: string,
  now = new Date(),
): AuditWrite {
  return (tx, before, after) => {
    audit(tx, before, after);
    repos.contentChanges.queueStoreChange(tx, productId, { kind: !before ? "create" : after ? "update" : "delete", actor, at: now });
  };
}

/**
 * In an image's alt-text change (`MediaRepository.setAlt`): the re-render
 * of the store pages of every product showing the image, whose pictures
 * take it as their text (docs/store.md#on-the-site).
 */
export const queueProductsShowingImage =
  (repos: Pick<Repositories, "storeProducts" | "contentChanges">, mediaId: string, actor: string, now = new Date()): AlsoInTransaction =>
  async (tx) => {
    for (const productId of await repos.storeProducts.idsShowingImageIn(tx, mediaId))
      repos.contentChanges.queueStoreChange(tx, productId, { kind: "update", actor, at: now });
  };

/** Saves a product and its stock (productSave's rules) with its audit entry; answers it as the admin shows it. */
export async function saveProduct(
  repos: Repositories,
  input: ProductInput,
  target: { id: string; artistId: string | null; releaseTitle: string; releaseTrackIds: readonly string[] },
  auditOf: (id: string) => AuditWrite,
  now = new Date(),
) {
  // Only images of the media library: its records are immutable, so reading them before the save's transaction is enough (the site skips one deleted later).
  if (input.type === "physical" && input.image_ids.length > 0) {
    const found = await repos.media.getMany(input.image_ids);
    if (found.length !== new Set(input.image_ids).size) throw new StoreEditRefused(PRODUCT_ADMIN_TEXTS.imageNotInLibrary);
  }
  const saved = await repos.storeProducts.saveWithStock(
    target.id,
    repos.stockUnits,
    (before, units) => productSave(input, { ...target, before, units, now, newVariantId: () => randomUUID().slice(0, 8) }),
    auditOf(target.id),
  );
  if (typeof saved === "string") throw new StoreEditRefused(saved);
  const [shown] = await productsWithStock(repos, [saved]);
  return shown!;
}

/** Deletes a product that never sold; one with sales is refused (hide it instead). */
export async function deleteProduct(repos: Repositories, id: string, audit: AuditWrite): Promise<void> {
  const deleted = await repos.storeProducts.deleteUnsold(id, repos.stockUnits, repos.storeOrders, PRODUCT_ADMIN_TEXTS.hasSales, audit);
  if (typeof deleted === "string") throw new StoreEditRefused(deleted);
}

export const readStoreSettings = (repos: Pick<Repositories, "storeSettings">) => repos.storeSettings.read(LABEL.currency);

export function saveStoreSettings(
  repos: Pick<Repositories, "storeSettings">,
  settings: Pick<StoreSettings, "currency" | "stripe_tax" | "enabled">,
  audit: AuditWrite,
  now = new Date(),
) {
  return repos.storeSettings.saveAudited({ ...settings, updated_at: now }, audit);
}

export async function listShippingZones(repos: Pick<Repositories, "shippingZones">): Promise<ShippingZone[]> {
  return (await repos.shippingZones.listAll()).sort((a, b) => a.name.localeCompare(b.name));
}

/** Creates or updates a zone; a country already in another zone is refused. */
export async function saveShippingZone(
  repos: Pick<Repositories, "shippingZones">,
  input: z.output<typeof shippingZoneInputSchema>,
  auditOf: (id: string) => AuditWrite,
  now = new Date(),
): Promise<ShippingZone> {
  const id = input.id ?? randomUUID();
  const countries = [...new Set(input.countries)].sort();
  const saved = await repos.shippingZones.saveChecked(
    id,
    !input.id,
    (zones, before) =>
      zoneConflict(zones, id, countries) ?? {
        id,
        name: input.name,
        countries,
        first_item: input.first_item,
        each_additional: input.each_additional,
        created_at: before?.created_at ?? now,
        updated_at: now,
      },
    auditOf(id),
  );
  if (saved === null) throw new StoreItemGone(PRODUCT_ADMIN_TEXTS.zoneNotFound);
  if (typeof saved === "string") throw new StoreEditRefused(saved);
  return saved;
}

/**
 * Removes a zone, audited in the delete's transaction. A checkout already
 * on Stripe keeps the rates it was sent and its order records what Stripe
 * charged; the next checkout no longer offers the zone's countries.
 */
export async function deleteShippingZone(repos: Pick<Repositories, "shippingZones">, id: string, audit: AuditWrite): Promise<void> {
  if (!(await repos.shippingZones.deleteAudited(id, audit))) throw new StoreItemGone(PRODUCT_ADMIN_TEXTS.zoneNotFound);
}

/** One row of the orders list: what the row shows, not the whole order. */
export function orderRow(order: Order) {
  const { id, number, email, source, status, currency, totals, created_at, fulfilment } = order;
  const first = order.items[0]!.title;
  const summary = order.items.length > 1 ? `${first} and ${order.items.length - 1} more` : first;
  return { id, number, email, source, status, currency, totals, created_at, fulfilment, items: order.items.length, summary };
}
