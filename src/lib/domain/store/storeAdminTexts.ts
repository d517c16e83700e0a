/** The words of the store's back office: fulfilling orders and the sales report (docs/store.md#fulfilment, docs/store.md#sales). */
export const FULFILMENT_TEXTS = {
  nothingToShip: "This order has nothing to ship.",
  alreadyShipped: "This order is already marked shipped.",
  noDownloads: "This order has no downloads.",
  downloadsWithdrawn: "This order was refunded: its downloads are withdrawn.",
  shippedSubject: (label: string, number: string) => `Your ${label} order ${number} has shipped`,
  linkSubject: (label: string, number: string) => `Your downloads from ${label} (order ${number})`,
} as const;

/** The longest range one sales report reads: a year, leap day included. */
export const SALES_RANGE_MAX_DAYS = 366;

export const SALES_TEXTS = {
  rangeBackwards: "The end date must be on or after the start date.",
  rangeTooLong: `Choose at most ${SALES_RANGE_MAX_DAYS} days.`,
  noRelease: "No release",
  labelOwn: "The label",
  digital: "Digital",
  /** Beside FEES when some orders' fees are not known yet (docs/store.md#stripe-fees): the figure and the net are provisional. */
  feesPending: (orders: number) => (orders === 1 ? "1 fee pending" : `${orders} fees pending`),
} as const;

/** The STORE section's screens: toasts, empty states and labels (docs/store.md#what-staff-see). */
export const STORE_SCREEN_TEXTS = {
  productsLoadFailed: "Failed to load products",
  productSaved: "Product saved",
  productSaveFailed: "Failed to save product",
  productDeleted: "Product deleted",
  productDeleteFailed: "Failed to delete product",
  confirmDeleteProduct: "Delete this product? This cannot be undone.",
  noProducts: "No products yet",
  noProductMatches: "No products match",
  ordersLoadFailed: "Failed to load orders",
  noOrders: "No orders yet",
  searchOrders: "ORDER NUMBER OR EMAIL",
  searchProducts: "SEARCH PRODUCTS",
  noOrderMatches: "No orders match",
  fulfilmentFilter: "FULFILMENT",
  fromDay: "FROM",
  toDay: "TO",
  daysOutOfOrder: "The first day must be on or before the last.",
  orderLoadFailed: "Failed to load order",
  shipped: "Marked shipped: the buyer is mailed",
  shipFailed: "Failed to mark shipped",
  linkResent: "Download link sent again",
  resendFailed: "Failed to send the download link",
  refunded: "Refund made",
  refundFailed: "Failed to refund",
  confirmRefund: "Refund this order through Stripe? The buyer gets the money back.",
  settingsLoadFailed: "Failed to load store settings",
  settingsSaved: "Store settings saved",
  settingsSaveFailed: "Failed to save store settings",
  zoneSaved: "Shipping zone saved",
  zoneSaveFailed: "Failed to save shipping zone",
  noZones: "No shipping zones yet: physical products cannot be shipped anywhere.",
  codesLoadFailed: "Failed to load code batches",
  codesGenerated: (count: number) => `${count} codes generated`,
  codesGenerateFailed: "Failed to generate codes",
  codesExportFailed: "Failed to export codes",
  noBatches: "No code batches yet",
  salesLoadFailed: "Failed to load sales",
  salesExportFailed: "Failed to export sales",
  noSales: "No sales in these days",
  invalidAmount: "Enter an amount, such as 7 or 7.50.",
  mediaLoadFailed: "Failed to load the media library",
  confirmRemoveZone: (name: string) =>
    `Remove the shipping zone ${name}? Its countries can no longer check out things that ship; checkouts already started keep their rates.`,
  zoneRemoved: "Shipping zone removed",
  zoneRemoveFailed: "Failed to remove shipping zone",
  tracksLoadFailed: "Failed to load the release's tracks",
  invalidTrackPrice: "Enter a price above 0, such as 1 or 1.50, or leave it empty.",
} as const;

/** Refusals of staff edits to products, stock and shipping zones (docs/store.md#editing-products). */
export const PRODUCT_ADMIN_TEXTS = {
  releaseNotFound: "Release not found.",
  heldInCheckout: (sku: string, held: number) =>
    `${held} of ${sku} ${held === 1 ? "is" : "are"} in buyers' checkouts right now: stock cannot go below that. Try again once they finish.`,
  variantInCheckout: (sku: string) =>
    `${sku} is in a buyer's checkout right now: it cannot be removed. Try again once the checkout finishes.`,
  duplicateSku: (sku: string) => `Two variants have the SKU ${sku}: each needs its own.`,
  typeChanged: "A product cannot change between digital and physical.",
  hasSales: "This product has sales: hide it instead of deleting it.",
  countryInOtherZone: (country: string, zone: string) => `${country} is already in the zone ${zone}: a country belongs to one zone.`,
  zoneNotFound: "Shipping zone not found.",
  trackNotOfRelease: "A single track priced is not a track of this release.",
  imageNotInLibrary: "An image is no longer in the media library: choose the product's images again.",
} as const;

/** Product and order statuses as the STORE screens name them. */
export const PRODUCT_STATUS_LABELS = [
  ["on_sale", "On sale"],
  ["hidden", "Hidden"],
  ["sold_out", "Sold out"],
] as const;

/** The orders list's fulfilment filter: what still has to be sent, what was, what sends nothing. */
export const ORDER_FULFILMENT_LABELS = [
  ["to_ship", "To ship"],
  ["shipped", "Shipped"],
  ["not_required", "Nothing to ship"],
] as const;

export const ORDER_STATUS_LABELS = [
  ["paid", "Paid"],
  ["partially_refunded", "Partly refunded"],
  ["refunded", "Refunded"],
] as const;
