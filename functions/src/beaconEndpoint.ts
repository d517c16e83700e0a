import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { requestInputProblem } from "../../src/lib/domain/shared";
import { serverConfig } from "../../src/lib/config";
import { corsOrigins } from "./http/corsOrigins";
import { readRequestBody } from "./http/requestBody";
import { access } from "./operations/accessRules";
import { definePublicHttpFunction } from "./http/httpFunction";

/** What a beacon handler answers: 204 without a body, anything else with the message as JSON. */
export interface BeaconAnswer {
  status: number;
  message?: string;
}

/**
 * A public endpoint the site's pages post small reports to (the 404 log,
 * the listen-link beacon): called from the site's origin, answered 204 or a
 * JSON error, never a stack trace. `failure` is the message of an
 * unexpected error, whose cause goes to the log; `reason` why anyone may
 * send it (its declared access).
 */
export function beaconEndpoint(reason: string, failure: string, handle: (request: Request) => Promise<BeaconAnswer>, maxInstances: number) {
  const declaration = { access: access.public(reason), options: { cors: corsOrigins(serverConfig().siteUrl), maxInstances } };
  return definePublicHttpFunction(declaration, async (request, response) => {
    try {
      const { status, message } = await handle(request);
      if (status === 204) response.status(204).end();
      else response.status(status).json({ error: { message } });
    } catch (error) {
      logger.error(failure, error);
      response.status(500).json({ error: { message: failure } });
    }
  });
}

/**
 * The JSON a page sent as text/plain (a simple request: no CORS preflight),
 * or the answer to give when it is too large or not JSON.
 */
export async function readBeaconJson(request: Request, maxBytes: number): Promise<{ json: unknown } | { answer: BeaconAnswer }> {
  const body = await readRequestBody(request, maxBytes);
  if (!body) return { answer: { status: 413, message: "Report too large" } };
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { answer: { status: 400, message: "Malformed report" } };
  }
  // The rule every request meets, as for the callables: no unpaired surrogate (Firestore cannot store it), no deep nesting.
  const problem = requestInputProblem(json);
  return problem ? { answer: { status: 400, message: problem } } : { json };
}
