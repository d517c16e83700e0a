/**
 * Origins allowed to call the demo functions from a browser: the site's own.
 * A loopback site (local mode) is reachable as localhost and as 127.0.0.1,
 * so both spellings are allowed there. In production the site reaches the
 * upload through the Hosting rewrite, on its own origin.
 */
export function corsOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl);
  const origins = [site.origin];
  const twin = site.hostname === "localhost" ? "127.0.0.1" : site.hostname === "127.0.0.1" ? "localhost" : null;
  if (twin) origins.push(`${site.protocol}//${twin}${site.port ? `:${site.port}` : ""}`);
  return origins;
}
