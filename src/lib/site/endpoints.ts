/**
 * Where the 404 page reports a missing path. In production Firebase Hosting
 * rewrites /api/missing-path to the logMissingPath function (firebase.json);
 * locally the static server has no rewrites, so the page calls the
 * Functions emulator directly.
 */
export const MISSING_PATH_ROUTE = "/api/missing-path";

export function missingPathEndpoint(env: { PUBLIC_FUNCTIONS_EMULATOR_HOST?: string; PUBLIC_FIREBASE_PROJECT_ID?: string; PUBLIC_FUNCTIONS_REGION?: string }): string {
  const host = env.PUBLIC_FUNCTIONS_EMULATOR_HOST;
  if (!host) return MISSING_PATH_ROUTE;
  return `http://${host}/${env.PUBLIC_FIREBASE_PROJECT_ID ?? "demo-label"}/${env.PUBLIC_FUNCTIONS_REGION ?? "us-central1"}/logMissingPath`;
}

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
