/**
 * Where the 404 page reports a missing path: Firebase Hosting rewrites
 * /api/missing-path to the logMissingPath function (firebase.json), and the
 * local server applies the same rewrite.
 */
export const MISSING_PATH_ROUTE = "/api/missing-path";

/**
 * Not-found texts of the 404 page, by the shape of the missing path: an
 * address that looks like an artist, release, post or pre-save page gets
 * that page's not-found state (spec section 8), anything else the generic one.
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
