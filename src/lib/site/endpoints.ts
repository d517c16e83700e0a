/**
 * Where pages reach the public HTTP functions: Firebase Hosting rewrites
 * these routes to them (firebase.json), and the local server applies the
 * same rewrites, so a page uses the same same-origin route everywhere.
 */

/** Where the 404 page reports a missing path (the logMissingPath function). */
export const MISSING_PATH_ROUTE = "/api/missing-path";

/** Where the listen-link beacon counts a click (the countListenClick function, docs/analytics.md). */
export const LISTEN_BEACON_ROUTE = "/api/listen";

/** Where the pre-save form posts (the submitPreSave function). */
export const PRE_SAVE_ROUTE = "/api/pre-save";

/** Where the fan list's signup forms post: the footer and FOLLOW forms (the subscribeToList function, docs/fans.md). */
export const SUBSCRIBE_ROUTE = "/api/subscribe";

/** The page a signup form sent without JavaScript lands on, with its result. */
export const SUBSCRIBE_PAGE = "/subscribe";

/** Where the demo form posts (the submitDemo function). */
export const DEMO_UPLOAD_ROUTE = "/api/submit-demo";

/** Where the admin posts image uploads (the uploadMedia function). */
export const MEDIA_UPLOAD_ROUTE = "/api/upload-media";

/** Where the campaigns page asks who a dropped file was made for (the whoLeaked function, docs/promo.md#who-leaked-this-file). */
export const WHO_LEAKED_ROUTE = "/api/promo-who-leaked";

/**
 * Not-found texts of the 404 page, by the shape of the missing path: an
 * address that looks like an artist, release, post or pre-save page gets
 * that page's not-found state (docs/product.md#not-found-pages), anything else the generic one.
 */
export type NotFoundKind = "artist" | "release" | "post" | "preSave" | "page";

export function notFoundKind(pathname: string): NotFoundKind {
  const path = pathname.replace(/\/+$/, "");
  if (/^\/artist\/[^/]+$/.test(path)) return "artist";
  if (/^\/releases\/[^/]+\/[^/]+$/.test(path)) return "release";
  if (/^\/press\/[^/]+$/.test(path)) return "post";
  if (/^\/pre-save\/[^/]+\/[^/]+$/.test(path)) return "preSave";
  return "page";
}

/** The BUY form's post (docs/store.md#the-buy-form): a Hosting rewrite to the `buy` function, answered with a 303 to Stripe Checkout. */
export const STORE_BUY_ROUTE = "/api/store/buy";
/** The cart page and its form posts (ADD TO CART, quantity, REMOVE, CHECKOUT): the `cart` function. */
export const STORE_CART_ROUTE = "/cart";
/** Stripe's cancel URL: the `cancelCheckout` function releases the checkout's hold, then sends the buyer to /store/cancelled. */
export const STORE_CANCEL_ROUTE = "/api/store/cancel";
