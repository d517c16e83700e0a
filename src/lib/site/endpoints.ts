/** The build's public settings that say where the public HTTP functions are. */
export interface FunctionsEnv {
  PUBLIC_FUNCTIONS_EMULATOR_HOST?: string;
  PUBLIC_FIREBASE_PROJECT_ID?: string;
  PUBLIC_FUNCTIONS_REGION?: string;
}

/**
 * Where a page calls a public HTTP function: in production the Hosting
 * rewrite `route` on the site's own origin (firebase.json); locally the
 * static server has no rewrites, so the Functions emulator directly.
 */
function publicFunctionEndpoint(route: string, functionId: string, env: FunctionsEnv): string {
  const host = env.PUBLIC_FUNCTIONS_EMULATOR_HOST;
  if (!host) return route;
  return `http://${host}/${env.PUBLIC_FIREBASE_PROJECT_ID ?? "demo-label"}/${env.PUBLIC_FUNCTIONS_REGION ?? "us-central1"}/${functionId}`;
}

/** Where the 404 page reports a missing path (the logMissingPath function). */
export const MISSING_PATH_ROUTE = "/api/missing-path";

export function missingPathEndpoint(env: FunctionsEnv): string {
  return publicFunctionEndpoint(MISSING_PATH_ROUTE, "logMissingPath", env);
}

/** Where the listen-link beacon counts a click (the countListenClick function, docs/analytics.md). */
export const LISTEN_BEACON_ROUTE = "/api/listen";

export function listenBeaconEndpoint(env: FunctionsEnv): string {
  return publicFunctionEndpoint(LISTEN_BEACON_ROUTE, "countListenClick", env);
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
