import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { LEAK_FIELDS, LEAK_SAMPLE_BYTES, WHO_LEAKED_TEXTS, type LeakAnswer } from "../../../src/lib/domain/promo";
import { serverConfig } from "../../../src/lib/config";
import { bearerToken } from "../operations/authorization";
import { corsOrigins } from "../http/corsOrigins";
import { multipartBoundary, parseMultipart } from "../http/multipart";
import { readRequestBody } from "../http/requestBody";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import { READS_ONLY } from "../operations/operation";
import { findLeakedCopy, type LeakCheck } from "../operations/promo/leaks";

interface Reply {
  status: number;
  body: LeakAnswer;
}
const fail = (status: number, message: string): Reply => ({ status, body: { error: { message } } });

/** The sample plus the two text fields and the multipart framing. */
const MAX_BODY_BYTES = LEAK_SAMPLE_BYTES + 16 * 1024;

/**
 * "Who leaked this file?" (docs/promo.md#downloads-and-tracing): a
 * multipart POST from the campaign screens with the dropped file's SHA-256
 * and size, and the file itself (or its first LEAK_SAMPLE_BYTES, where its
 * tags are). Matched by hash first (hashed here when the whole file came),
 * then by the marker in its tags (findLeakedCopy, releases view somewhere).
 */
export const whoLeaked = defineGuardedHttpFunction({
  access: findLeakedCopy.access,
  audit: READS_ONLY,
  options: { cors: corsOrigins(serverConfig().siteUrl), memory: "1GiB", timeoutSeconds: 120, maxInstances: 5 },
  screen: (request) => (request.method !== "POST" ? fail(405, WHO_LEAKED_TEXTS.failed) : null),
  token: (request) => Promise.resolve(bearerToken(request.headers.authorization)),
  input: readCheck,
  refused: ({ status, message }) => fail(status, message),
  handle: (_request, check, context) => findLeakedCopy.run(check, context),
  send: (response, reply) => void response.status(reply.status).set("cache-control", "no-store").json(reply.body),
  failed: (error) => {
    logger.error("Who-leaked check failed", error);
    return fail(500, WHO_LEAKED_TEXTS.failed);
  },
});

async function readCheck(request: Request): Promise<{ input: LeakCheck } | { reply: Reply }> {
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) return { reply: fail(413, WHO_LEAKED_TEXTS.tooLarge) };
  const boundary = multipartBoundary(request.headers["content-type"]);
  const body = boundary ? await readRequestBody(request, MAX_BODY_BYTES) : null;
  const form = body && boundary ? parseMultipart(body, boundary) : null;
  const sample = form?.files[LEAK_FIELDS.file]?.data;
  const size = Number(form?.fields[LEAK_FIELDS.size]);
  const sha256 = (form?.fields[LEAK_FIELDS.sha256] ?? "").toLowerCase();
  if (!sample || sample.length === 0 || !Number.isSafeInteger(size) || size <= 0) return { reply: fail(400, WHO_LEAKED_TEXTS.empty) };
  if (!/^[0-9a-f]{64}$/.test(sha256) && sample.length < size) return { reply: fail(400, WHO_LEAKED_TEXTS.failed) };
  return { input: { sha256, size, sample } };
}
