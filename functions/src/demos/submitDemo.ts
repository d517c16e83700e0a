import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { DEMO_UPLOAD_ERRORS, demoResultOf, demoSubmissionSchema, type DemoResult } from "../../../src/lib/domain/demos";
import {
  DEMO_FILE_ERRORS,
  DEMO_SUBMIT_TOASTS,
  firstErrorMessage,
  formResultId,
  retryAfterSeconds,
  type ToastText,
} from "../../../src/lib/domain/shared";
import type { DemoUploadResponse } from "../../../src/lib/domain/demos";
import { serverConfig } from "../../../src/lib/config";
import { admitDemoUpload, storeDemo, SUBMIT_DEMO_ACCESS } from "../operations/demos/submission";
import { hostingVisitor } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";
import { isFormNavigation, resultLocation } from "../http/formNavigation";
import { checkDemoAudio } from "./audioType";
import { corsOrigins } from "../http/corsOrigins";
import { multipartBoundary, parseMultipart } from "../http/multipart";
import { readRequestBody } from "../http/requestBody";
import { DEMO_MAX_BYTES, DEMO_UPLOAD_FILE_FIELD, DEMO_UPLOAD_RATE_LIMIT } from "../../../src/lib/domain/demos";

/** The file plus the text fields and multipart framing; a bigger body cannot hold a file within the limit. */
const MAX_BODY_BYTES = DEMO_MAX_BYTES + 64 * 1024;

/** The form's page, where a submission sent without JavaScript comes back to. */
const FORM_PATH = "/submit-demo";

interface Reply {
  status: number;
  body: DemoUploadResponse;
  /** The result the form's page shows after a submission without JavaScript. */
  result: DemoResult;
  headers?: Record<string, string>;
}

const CREATED: Reply = { status: 201, body: { ok: true }, result: "submitted" };
const fail = (status: number, message: string, result: DemoResult = demoResultOf(message)): Reply => ({
  status,
  body: { error: { message } },
  result,
});
const fileFail = (status: number, { title, description }: ToastText, result: DemoResult): Reply => ({
  status,
  body: { error: { title, message: description } },
  result,
});
const tryAgain = (status: number) => fail(status, DEMO_SUBMIT_TOASTS.fallbackDescription, "failed");

/**
 * The public demo upload (docs/product.md#submitting-a-demo). Reached by the browser as a
 * multipart/form-data POST through the Hosting rewrite /api/submit-demo
 * (the local server applies it too). Answers the page's script (which
 * asks for JSON) with the catalogue's messages and a status code, and a form sent
 * without JavaScript with a 303 back to the form's page showing the result.
 * Stores nothing unless every check passes.
 */
const declaration = {
  access: SUBMIT_DEMO_ACCESS,
  options: { cors: corsOrigins(serverConfig().siteUrl), memory: "512MiB" as const, maxInstances: 10 },
};

export const submitDemo = definePublicHttpFunction(declaration, async (request, response) => {
  const reply = await handleUpload(request).catch((error: unknown) => {
    logger.error("Demo upload failed", error);
    return tryAgain(500);
  });
  if (isFormNavigation(request)) {
    response.redirect(303, resultLocation(serverConfig().siteUrl, FORM_PATH, formResultId("demo", reply.result)));
    return;
  }
  response
    .status(reply.status)
    .set(reply.headers ?? {})
    .json(reply.body);
});

async function handleUpload(request: Request): Promise<Reply> {
  if (request.method !== "POST") return { ...tryAgain(405), headers: { allow: "POST" } };
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) return fileFail(413, DEMO_FILE_ERRORS.tooLarge, "file-too-large");

  // Counted before any parsing: refused and malformed attempts use up the allowance too.
  const now = Date.now();
  if (!(await admitDemoUpload.run({ now }, hostingVisitor(request)))) {
    return {
      ...fail(429, DEMO_UPLOAD_ERRORS.rateLimited, "rate-limited"),
      headers: { "retry-after": String(retryAfterSeconds(DEMO_UPLOAD_RATE_LIMIT, now)) },
    };
  }

  const boundary = multipartBoundary(request.headers["content-type"]);
  if (!boundary) return tryAgain(400);
  const body = await readRequestBody(request, MAX_BODY_BYTES);
  if (!body) return fileFail(413, DEMO_FILE_ERRORS.tooLarge, "file-too-large");
  const form = parseMultipart(body, boundary);
  if (!form) return tryAgain(400);

  // Honeypot: people never see the field, so whoever fills it is a bot. It is told
  // "stored" so it learns nothing, and nothing is stored.
  if (form.fields.website) {
    logger.info("Demo upload discarded: honeypot filled");
    return CREATED;
  }
  const submission = demoSubmissionSchema.safeParse(form.fields);
  if (!submission.success) return fail(400, firstErrorMessage(submission.error));

  const file = form.files[DEMO_UPLOAD_FILE_FIELD];
  if (!file || file.filename === "") return fileFail(400, DEMO_FILE_ERRORS.missing, "file-missing");
  if (file.data.length > DEMO_MAX_BYTES) return fileFail(413, DEMO_FILE_ERRORS.tooLarge, "file-too-large");
  // Read from the bytes and decoded whole: what is not cleanly the audio its name claims is refused with the type message.
  const audio = await checkDemoAudio(file.filename, file.data);
  if (!audio) return fileFail(415, DEMO_FILE_ERRORS.invalidType, "file-type");

  // Per address, once the demo is otherwise acceptable: a typo in a field does not use up the day's allowance.
  const stored = await storeDemo.run({ submission: submission.data, audio: { bytes: file.data, ...audio }, now }, { uid: null });
  if ("addressRateLimited" in stored) return fail(429, DEMO_UPLOAD_ERRORS.addressRateLimited, "address-rate-limited");
  const { demo } = stored;
  logger.info("Demo stored", { id: demo.id, bytes: demo.file_size, type: demo.content_type, duplicateOf: demo.duplicate_of });
  return CREATED;
}
