/**
 * The admin's store callables (docs/store.md#what-staff-see): names and
 * request/response schemas. Grants: `store` view for orders and sales,
 * edit for products, shipping, settings, codes and fulfilment, delete for
 * refunds; each scoped per artist like releases.
 */
import { z } from "zod";
import { noInput, recordIdRequest, recordIdSchema, uuidPattern, wireDate } from "../shared/fields";
import { ADMIN_SEARCH_MAX, listPageSchema } from "../shared/adminLists";
import { isIsoDate } from "../shared/dates";
import { INVALID_DATE } from "../shared/validationTexts";
import { CODE_BATCH_MAX } from "./code";
import { currencySchema, minorAmountSchema } from "./money";
import { codeBatchSchema } from "./code";
import { orderEventSchema, orderSchema, fulfilmentSchema, ORDER_STATUSES, FULFILMENT_STATES, ORDER_SOURCES } from "./order";
import { downloadFormatSchema, digitalProductSchema, physicalProductSchema, priceSchema, PHYSICAL_KINDS, PRODUCT_STATUSES, trackPriceSchema, variantOptionsSchema } from "./product";
import { countryCodeSchema, shippingZoneSchema } from "./shipping";
import { storeSettingsSchema } from "./settings";

/** A product id sent by a caller: `digital_{releaseId}` or a physical product's UUID. */
export const productIdSchema = z
  .string()
  .max(44)
  .refine((id) => uuidPattern.test(id.replace(/^digital_/, "")), { error: "Invalid ID format" });

/** A calendar day "YYYY-MM-DD" a caller sends (bounded before it is read). */
const dayField = z.string().max(10, { error: INVALID_DATE, abort: true }).refine(isIsoDate, INVALID_DATE);

const withWireDates = <S extends z.ZodObject>(schema: S) => schema.extend({ created_at: wireDate, updated_at: wireDate });

/** A variant as staff edit it: what is on the shelf now, not the slot ceiling. */
const variantInputSchema = z.object({
  /** Absent for a new variant (the server names it). */
  id: z.string().max(40).regex(/^[A-Za-z0-9_-]{1,40}$/).nullish(),
  sku: z.string().trim().min(1, { error: "Enter a SKU." }).max(64),
  options: variantOptionsSchema.default({ size: null, colour: null }),
  in_stock: z.int().min(0).max(100_000),
});

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

export const digitalProductWireSchema = withWireDates(digitalProductSchema);
export const physicalProductWireSchema = withWireDates(physicalProductSchema).extend({ variants: z.array(variantRowSchema) });
export const productWireSchema = z.discriminatedUnion("type", [digitalProductWireSchema, physicalProductWireSchema]);
export type ProductWire = z.output<typeof productWireSchema>;

export const orderWireSchema = orderSchema.extend({
  created_at: wireDate,
  events: z.array(orderEventSchema.extend({ at: wireDate })),
  fulfilment: fulfilmentSchema.extend({ shipped_at: wireDate.nullable() }),
});
export type OrderWire = z.output<typeof orderWireSchema>;

/** One row of the orders list. */
export const orderRowSchema = orderWireSchema.pick({ id: true, number: true, email: true, source: true, status: true, currency: true, totals: true, created_at: true, fulfilment: true }).extend({
  items: z.int().min(1),
  summary: z.string(),
});
export type OrderRow = z.output<typeof orderRowSchema>;

/** The orders list's filters, as the URL carries them. */
export const orderFiltersSchema = z.object({
  /** An email address (whole) or an order number. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX).default(""),
  status: z.enum(ORDER_STATUSES).nullish(),
  source: z.enum(ORDER_SOURCES).nullish(),
  fulfilment: z.enum(FULFILMENT_STATES).nullish(),
  release_id: recordIdSchema.nullish(),
  from: dayField.nullish(),
  to: dayField.nullish(),
  after: recordIdSchema.nullish(),
  before: recordIdSchema.nullish(),
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
});
export type SalesRow = z.output<typeof salesRowSchema>;

const csvResponse = z.object({ filename: z.string(), csv: z.string(), rows: z.int().min(0) });

export const storeCallables = {
  /** Products and their stock (store view), optionally of one release. */
  listStoreProducts: {
    request: z.object({ release_id: recordIdSchema.nullish() }).default({}),
    response: z.object({ products: z.array(productWireSchema), currency: currencySchema }),
  },
  /** A release's digital album: created or replaced (store edit on the release's artist). */
  saveDigitalProduct: {
    request: z.object({
      release_id: recordIdSchema,
      price: priceSchema,
      track_prices: z.array(trackPriceSchema.extend({ track_id: z.string().min(1).max(128) })).max(100).default([]),
      formats: z.array(downloadFormatSchema).min(1, { error: "Offer at least one format." }).max(6),
      status: z.enum(PRODUCT_STATUSES),
    }),
    response: z.object({ product: productWireSchema }),
  },
  /** A physical product: created without `id`, replaced with it (store edit on its artist; global without one). */
  savePhysicalProduct: {
    request: z.object({
      id: recordIdSchema.nullish(),
      release_id: recordIdSchema.nullish(),
      /** The artist of a product tied to no release; null: the label's own. */
      artist_id: recordIdSchema.nullish(),
      kind: z.enum(PHYSICAL_KINDS),
      title: z.string().trim().min(1, { error: "Enter a title." }).max(200),
      description: z.string().max(5000).default(""),
      price: minorAmountSchema.min(1, { error: "Enter a price." }),
      variants: z.array(variantInputSchema).min(1).max(100),
      weight_grams: z.int().min(0).max(100_000),
      includes_digital: z.boolean().default(false),
      image_ids: z.array(z.string().max(128)).max(20).default([]),
      status: z.enum(PRODUCT_STATUSES),
    }),
    response: z.object({ product: productWireSchema }),
  },
  /** Deletes a product nobody has bought (store edit); a sold one can only be hidden. */
  deleteStoreProduct: {
    request: z.object({ id: productIdSchema }),
    response: z.object({ deleted: z.boolean() }),
  },
  listShippingZones: {
    request: noInput,
    response: z.object({ zones: z.array(withWireDates(shippingZoneSchema)) }),
  },
  /** Created without `id`, replaced with it (store edit, global). */
  saveShippingZone: {
    request: z.object({
      id: recordIdSchema.nullish(),
      name: z.string().trim().min(1).max(100),
      countries: z.array(countryCodeSchema).min(1).max(250),
      first_item: minorAmountSchema,
      each_additional: minorAmountSchema,
    }),
    response: z.object({ zone: withWireDates(shippingZoneSchema) }),
  },
  deleteShippingZone: {
    request: recordIdRequest,
    response: z.object({ deleted: z.boolean() }),
  },
  getStoreSettings: {
    request: noInput,
    response: storeSettingsSchema.extend({ updated_at: wireDate.nullable(), stripe_configured: z.boolean() }),
  },
  /** Currency, Stripe Tax, on/off (store edit, global). */
  saveStoreSettings: {
    request: storeSettingsSchema.pick({ currency: true, stripe_tax: true, enabled: true }),
    response: storeSettingsSchema.extend({ updated_at: wireDate.nullable(), stripe_configured: z.boolean() }),
  },
  /** Orders (store view), newest first, narrowed to the caller's artists. */
  listOrders: {
    request: orderFiltersSchema.default({ q: "" }),
    response: z.object({ rows: z.array(orderRowSchema), page: listPageSchema }),
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
    request: z.object({ id: recordIdSchema, carrier: z.string().trim().min(1, { error: "Enter the carrier." }).max(100), tracking: z.string().trim().min(1, { error: "Enter the tracking number." }).max(100) }),
    response: z.object({ order: orderWireSchema }),
  },
  /** A batch of single-use codes for a release (store edit on its artist). */
  generateDownloadCodes: {
    request: z.object({ release_id: recordIdSchema, count: z.int().min(1).max(CODE_BATCH_MAX, { error: `At most ${CODE_BATCH_MAX} codes a batch.` }), label: z.string().trim().max(100).default("") }),
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
    response: z.object({ currency: currencySchema, rows: z.array(salesRowSchema), totals: salesRowSchema.omit({ key: true, label: true }) }),
  },
  /** The same as CSV for the accountant, formula cells defused. */
  exportStoreSales: {
    request: salesRequestSchema,
    response: csvResponse,
  },
} as const;
