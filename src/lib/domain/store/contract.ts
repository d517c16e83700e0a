/**
 * The admin's store callables (docs/store.md#what-staff-see): names and
 * request/response schemas. Grants: `store` view for orders and sales,
 * edit for products, shipping, settings, codes and fulfilment, delete for
 * refunds; each scoped per artist like releases.
 */
import { z } from "zod";
import { recordIdRequest, recordIdSchema, uuidPattern, wireDate } from "../shared/fields";
import { ADMIN_SEARCH_MAX, listPageSchema, ONE_PAGE_CURSOR } from "../shared/adminLists";
import { resourceAbilitiesSchema } from "../access/abilities";
import { isIsoDate } from "../shared/dates";
import { INVALID_DATE } from "../shared/validationTexts";
import { CODE_BATCH_MAX } from "./code";
import { currencySchema, minorAmountSchema } from "./money";
import { codeBatchSchema } from "./code";
import { orderEventSchema, orderSchema, fulfilmentSchema, FULFILMENT_STATES, ORDER_STATUSES } from "./order";
import { daysInOrder } from "./orderFilters";
import { STORE_SCREEN_TEXTS } from "./storeAdminTexts";
import { digitalProductSchema, physicalProductSchema, variantOptionsSchema, PRODUCT_STATUSES } from "./product";
import { productInputSchema } from "./productAdmin";
import { storeSettingsSchema } from "./settings";
import { countryCodeSchema, shippingZoneSchema } from "./shipping";

/** A product id sent by a caller: `digital_{releaseId}` or a physical product's UUID. */
export const productIdSchema = z
  .string()
  .max(44)
  .refine((id) => uuidPattern.test(id.replace(/^digital_/, "")), { error: "Invalid ID format" });

/** A calendar day "YYYY-MM-DD" a caller sends (bounded before it is read). */
const dayField = z.string().max(10, { error: INVALID_DATE, abort: true }).refine(isIsoDate, INVALID_DATE);

/** A variant as the admin shows it. */
const variantRowSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: variantOptionsSchema,
  stock: z.int(),
  held: z.int().min(0),
  sold: z.int().min(0),
  available: z.int().min(0),
});

const wireDates = { created_at: wireDate, updated_at: wireDate };
export const digitalProductWireSchema = digitalProductSchema.extend(wireDates);
export const physicalProductWireSchema = physicalProductSchema.extend({ ...wireDates, variants: z.array(variantRowSchema) });
export const productWireSchema = z.discriminatedUnion("type", [digitalProductWireSchema, physicalProductWireSchema]);
export type ProductWire = z.output<typeof productWireSchema>;

export const orderWireSchema = orderSchema.extend({
  created_at: wireDate,
  events: z.array(orderEventSchema.extend({ at: wireDate })),
  fulfilment: fulfilmentSchema.extend({ shipped_at: wireDate.nullable() }),
});
export type OrderWire = z.output<typeof orderWireSchema>;

/** One row of the orders list. */
export const orderRowSchema = orderWireSchema
  .pick({
    id: true,
    number: true,
    email: true,
    source: true,
    status: true,
    currency: true,
    totals: true,
    created_at: true,
    fulfilment: true,
  })
  .extend({
    items: z.int().min(1),
    summary: z.string(),
  });
export type OrderRow = z.output<typeof orderRowSchema>;

/** A page of a store list: a search and one cursor at most (as the catalogue lists take them). */
const pageFields = {
  q: z.string().trim().max(ADMIN_SEARCH_MAX).default(""),
  after: recordIdSchema.nullish(),
  before: recordIdSchema.nullish(),
  last: z.boolean().default(false),
};
const oneCursor = (r: { after?: string | null; before?: string | null; last: boolean }) =>
  [r.after, r.before, r.last || null].filter((c) => c !== null && c !== undefined).length <= 1;

/**
 * The orders list's request, as the URL carries it: `q` an order number or
 * an email address (or its start), a status, a fulfilment state, and the
 * days the orders were made on (`from`, `to`: both included, either open).
 */
export const orderListRequestSchema = z
  .object({
    ...pageFields,
    status: z.enum(ORDER_STATUSES).nullish(),
    fulfilment: z.enum(FULFILMENT_STATES).nullish(),
    from: dayField.nullish(),
    to: dayField.nullish(),
  })
  .refine(oneCursor, ONE_PAGE_CURSOR)
  .refine(daysInOrder, { error: STORE_SCREEN_TEXTS.daysOutOfOrder, path: ["to"] });
export type OrderListRequest = z.input<typeof orderListRequestSchema>;

/** The products list's request: `q` searches titles, `status` filters. */
export const productListRequestSchema = z
  .object({ ...pageFields, status: z.enum(PRODUCT_STATUSES).nullish() })
  .refine(oneCursor, ONE_PAGE_CURSOR);

const settingsWireSchema = storeSettingsSchema.extend({ updated_at: wireDate.nullable() });
const shippingZoneWireSchema = shippingZoneSchema.extend(wireDates);
export type ShippingZoneWire = z.output<typeof shippingZoneWireSchema>;

/** A zone as the settings screen saves it (a new one without `id`). */
export const shippingZoneInputSchema = z.object({
  id: recordIdSchema.nullish(),
  name: shippingZoneSchema.shape.name,
  countries: z.array(countryCodeSchema).min(1, { error: "Choose at least one country." }).max(250),
  first_item: minorAmountSchema,
  each_additional: minorAmountSchema,
});

export const SALES_GROUPS = ["day", "release", "artist", "format"] as const;
const salesRequestSchema = z.object({
  from: dayField,
  to: dayField,
  group_by: z.enum(SALES_GROUPS).default("day"),
});
export const salesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.int().min(0),
  gross: z.int(),
  fees: z.int(),
  tax: z.int(),
  refunds: z.int(),
  net: z.int(),
  /** Orders counted whose Stripe fee is not known yet: `fees` leaves them out, so fees and net are provisional until the store-fees job reads them. */
  fees_pending: z.int().min(0),
});
export type SalesRow = z.output<typeof salesRowSchema>;

const csvResponse = z.object({ filename: z.string(), csv: z.string(), rows: z.int().min(0) });

export const storeCallables = {
  /** PRODUCTS: one page of the products of the caller's artists (store view), searched by title, filtered by status. */
  listProducts: {
    request: productListRequestSchema.default({ q: "", last: false }),
    response: z.object({ products: z.array(productWireSchema), page: listPageSchema, abilities: resourceAbilitiesSchema }),
  },
  /** One product for its form (store view on its artist). */
  getProduct: { request: z.object({ id: productIdSchema }), response: z.object({ product: productWireSchema }) },
  /** Creates or updates a product (store edit on its artist, and on the artist it had). */
  saveProduct: { request: z.object({ product: productInputSchema }), response: z.object({ product: productWireSchema }) },
  /** Deletes a product that never sold (store edit); one with sales is hidden instead. */
  deleteProduct: { request: z.object({ id: productIdSchema }), response: z.object({ deleted: z.boolean() }) },
  /** The store's settings (store view anywhere: every product form shows the currency). */
  getStoreSettings: { request: z.object({}).default({}), response: z.object({ settings: settingsWireSchema }) },
  /** Currency, Stripe Tax, selling on or off (a global store edit grant: the settings are the label's). */
  saveStoreSettings: {
    request: storeSettingsSchema.pick({ currency: true, stripe_tax: true, enabled: true }),
    response: z.object({ settings: settingsWireSchema }),
  },
  listShippingZones: { request: z.object({}).default({}), response: z.object({ zones: z.array(shippingZoneWireSchema) }) },
  /** Creates or updates a zone (a global store edit grant). */
  saveShippingZone: { request: shippingZoneInputSchema, response: z.object({ zone: shippingZoneWireSchema }) },
  /** Removes a zone (a global store edit grant); checkouts already on Stripe keep the rates they were offered. */
  deleteShippingZone: { request: z.object({ id: recordIdSchema }), response: z.object({ deleted: z.literal(true) }) },
  /** ORDERS: one page of the orders of the caller's artists, newest first (store view). */
  listOrders: {
    request: orderListRequestSchema.default({ q: "", last: false }),
    response: z.object({ orders: z.array(orderRowSchema), page: listPageSchema, abilities: resourceAbilitiesSchema }),
  },
  /** One order with its events (store view on one of its artists). */
  getOrder: {
    request: recordIdRequest,
    response: z.object({ order: orderWireSchema, can_refund: z.boolean(), can_fulfil: z.boolean() }),
  },
  /** Refunds through Stripe (store delete on every artist of the order): the whole rest without `amount`. The order changes when Stripe's charge.refunded arrives, and at once here. */
  refundOrder: {
    request: z.object({ id: recordIdSchema, amount: minorAmountSchema.min(1).nullish() }),
    response: z.object({ order: orderWireSchema }),
  },
  /** Queues the receipt's download link again (store edit). */
  resendDownloadLink: {
    request: recordIdRequest,
    response: z.object({ queued: z.boolean() }),
  },
  /** Records shipping and mails the buyer (store edit). */
  markOrderShipped: {
    request: z.object({
      id: recordIdSchema,
      carrier: z.string().trim().min(1, { error: "Enter the carrier." }).max(100),
      tracking: z.string().trim().min(1, { error: "Enter the tracking number." }).max(100),
    }),
    response: z.object({ order: orderWireSchema }),
  },
  /** A batch of single-use codes for a release (store edit on its artist). */
  generateDownloadCodes: {
    request: z.object({
      release_id: recordIdSchema,
      count: z
        .int()
        .min(1)
        .max(CODE_BATCH_MAX, { error: `At most ${CODE_BATCH_MAX} codes a batch.` }),
      label: z.string().trim().max(100).default(""),
    }),
    response: z.object({ batch: codeBatchSchema.extend({ created_at: wireDate }) }),
  },
  listDownloadCodeBatches: {
    request: z.object({ release_id: recordIdSchema.nullish() }).default({}),
    response: z.object({ batches: z.array(codeBatchSchema.extend({ created_at: wireDate })) }),
  },
  /** A batch as CSV (code, redeemed at, order number), formula cells defused. */
  exportDownloadCodes: {
    request: z.object({ batch_id: recordIdSchema }),
    response: csvResponse,
  },
  /** Sales per day, release, artist or format (store view, the caller's artists). */
  storeSalesReport: {
    request: salesRequestSchema,
    response: z.object({
      currency: currencySchema,
      rows: z.array(salesRowSchema),
      totals: salesRowSchema.omit({ key: true, label: true }),
    }),
  },
  /** The same as CSV for the accountant, formula cells defused. */
  exportStoreSales: {
    request: salesRequestSchema,
    response: csvResponse,
  },
} as const;
