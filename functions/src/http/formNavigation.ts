import type { Request } from "express";

/**
 * The public forms are answered two ways: a script's request (the page's
 * island, asking for JSON) gets JSON and a status code; the browser's own
 * form submission (JavaScript off, or sent before the island hydrated)
 * navigates, asks for HTML, and gets a 303 to a page of the site that shows
 * the result. Anything that does not ask for HTML gets JSON.
 */
export function isFormNavigation(request: Pick<Request, "headers">): boolean {
  const accept = String(request.headers.accept ?? "");
  return /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/**
 * Where a form navigation lands: a path of the site plus the fragment of the
 * result pre-rendered there (see src/lib/domain/shared/formResults.ts). Only paths
 * the server chose, never one from the request, so this cannot redirect off
 * the site.
 */
export function resultLocation(siteUrl: string, path: string, fragment: string | null): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}${fragment ? `#${fragment}` : ""}`;
}
