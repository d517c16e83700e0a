import type { Request } from "firebase-functions/https";
import { firstErrorMessage, missingPathReportSchema } from "../../../src/lib/domain/shared";
import { hostingVisitor } from "../http/clientLimit";
import { beaconEndpoint, readBeaconJson, type BeaconAnswer } from "../beaconEndpoint";
import { LOG_MISSING_PATH_REASON, admitMissingPathReport, recordMissingPath } from "../operations/publishing/missingPaths";

/** A report is a path and a referrer: anything bigger is not one. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The 404 page's log of missing paths (docs/product.md#not-found-pages), stored
 * by the publishing room's operations (operations/publishing/missingPaths.ts). Public: called by
 * the page directly in local mode and through the Hosting rewrite
 * /api/missing-path in production. Stores the path, the referrer (origin and
 * path) and the time, never the IP, and at most MISSING_PATH_RATE_LIMIT per client.
 * Answers 204 when logged, 400 for a malformed report, 429 past the limit.
 */
export const logMissingPath = beaconEndpoint(LOG_MISSING_PATH_REASON, "Could not log the missing path", handle, 5);

async function handle(request: Request): Promise<BeaconAnswer> {
  if (request.method !== "POST") return { status: 405, message: "Use POST" };
  if (!(await admitMissingPathReport.run({}, hostingVisitor(request)))) {
    return { status: 429, message: "Too many requests" };
  }
  const body = await readBeaconJson(request, MAX_BODY_BYTES);
  if ("answer" in body) return body.answer;
  const report = missingPathReportSchema.safeParse(body.json);
  if (!report.success) return { status: 400, message: firstErrorMessage(report.error) };
  await recordMissingPath.run({ report: report.data }, { uid: null });
  return { status: 204 };
}
