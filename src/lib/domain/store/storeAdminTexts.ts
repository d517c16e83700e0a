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
} as const;
