import { DEMO_SUBMIT_TOASTS } from "../domain";
import { demoUploadResponseSchema } from "../domain/contracts/demoUpload";

/**
 * Where the browser posts demo uploads: the `submitDemo` function through the
 * Hosting rewrite in production, the Functions emulator in local mode.
 */
const UPLOAD_URL: string = import.meta.env.PUBLIC_DEMO_UPLOAD_URL || "/api/submit-demo";

/** A refused or failed upload; `message` is the text to show under 'Submission failed'. */
export class DemoUploadError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed. */
    readonly status: number,
  ) {
    super(message);
  }
}

function parseAnswer(text: string) {
  try {
    return demoUploadResponseSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Posts the multipart form. XMLHttpRequest rather than fetch: only it reports
 * upload progress, and a 10 MB file on a phone takes a while.
 * `onProgress` receives the fraction sent, 0 to 1.
 */
export function uploadDemo(form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = parseAnswer(request.responseText);
      if (request.status >= 200 && request.status < 300 && answer?.success && "ok" in answer.data) return resolve();
      const message = answer?.success && "error" in answer.data ? answer.data.error.message : DEMO_SUBMIT_TOASTS.fallbackDescription;
      reject(new DemoUploadError(message, request.status));
    });
    request.addEventListener("error", () => reject(new DemoUploadError(DEMO_SUBMIT_TOASTS.fallbackDescription, 0)));
    request.addEventListener("abort", () => reject(new DemoUploadError(DEMO_SUBMIT_TOASTS.fallbackDescription, 0)));
    request.send(form);
  });
}
