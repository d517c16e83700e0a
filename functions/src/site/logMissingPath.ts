import { onRequest, type Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { MISSING_PATH_RATE_LIMIT, firstErrorMessage, missingPathReportSchema } from "../../../src/lib/domain";
import { createRepositories } from "../../../src/lib/data";
import { serverConfig } from "../../../src/lib/server/config";
import { withinClientLimit } from "../clientLimit";
import { corsOrigins } from "../demos/corsOrigins";
import { readRequestBody } from "../demos/requestBody";

/** A report is a path and a referrer: anything bigger is not one. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The 404 page's log of missing paths (spec section 2). Public: called by
 * the page directly in local mode and through the Hosting rewrite
 * /api/missing-path in production. Stores the path, the referrer (origin and
 * path) and the time, never the IP, and at most MISSING_PATH_RATE_LIMIT per client.
 * Answers 204 when logged, 400 for a malformed report, 429 past the limit.
 */
export const logMissingPath = onRequest({ cors: corsOrigins(serverConfig().siteUrl), maxInstances: 5 }, async (request, response) => {
  try {
    const { status, message } = await handle(request);
    if (status === 204) response.status(204).end();
    else response.status(status).json({ error: { message } });
  } catch (error) {
    logger.error("Could not log a missing path", error);
    response.status(500).json({ error: { message: "Could not log the missing path" } });
  }
});

async function handle(request: Request): Promise<{ status: number; message?: string }> {
  if (request.method !== "POST") return { status: 405, message: "Use POST" };
  const repos = createRepositories();
  if (!(await withinClientLimit(repos, MISSING_PATH_RATE_LIMIT, request, "hosting"))) {
    return { status: 429, message: "Too many requests" };
  }
  // Sent as text/plain so the browser makes no preflight request; JSON inside.
  const body = await readRequestBody(request, MAX_BODY_BYTES);
  if (!body) return { status: 413, message: "Report too large" };
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { status: 400, message: "Malformed report" };
  }
  const report = missingPathReportSchema.safeParse(json);
  if (!report.success) return { status: 400, message: firstErrorMessage(report.error) };
  await repos.missingPaths.record(report.data);
  return { status: 204 };
}
