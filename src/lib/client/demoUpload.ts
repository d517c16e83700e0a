import { DEMO_SUBMIT_TOASTS } from "../domain/shared/toastTexts";
import type { DemoUploadResponse } from "../domain/demos/uploadContract";
import { DEMO_UPLOAD_ROUTE } from "../site/endpoints";
import { answerErrorMessage } from "./formAnswer";

/**
 * Where the demo form posts: the site's route to the `submitDemo` function
 * (the Hosting rewrite; the local server applies it too). The form's own
 * `action`, so a submission without JavaScript goes to the same place.
 */
export const DEMO_UPLOAD_URL: string = DEMO_UPLOAD_ROUTE;

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

/** The answer's JSON (demoUploadResponseSchema on the server), or null when it is not one. */
function parseAnswer(text: string): DemoUploadResponse | null {
  try {
    const answer: unknown = JSON.parse(text);
    if (typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === true) return { ok: true };
    const message = answerErrorMessage(answer);
    return message === null ? null : { error: { message } };
  } catch {
    return null;
  }
}

/**
 * Posts the multipart form. XMLHttpRequest rather than fetch: only it reports
 * upload progress, and a 10 MB file on a phone takes a while. Asks for JSON,
 * which tells the function this is the script, not a form navigation.
 * `onProgress` receives the fraction sent, 0 to 1.
 */
export function uploadDemo(form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", DEMO_UPLOAD_URL);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = parseAnswer(request.responseText);
      if (request.status >= 200 && request.status < 300 && answer && "ok" in answer) return resolve();
      const message = answer && "error" in answer ? answer.error.message : DEMO_SUBMIT_TOASTS.fallbackDescription;
      reject(new DemoUploadError(message, request.status));
    });
    request.addEventListener("error", () => reject(new DemoUploadError(DEMO_SUBMIT_TOASTS.fallbackDescription, 0)));
    request.addEventListener("abort", () => reject(new DemoUploadError(DEMO_SUBMIT_TOASTS.fallbackDescription, 0)));
    request.send(form);
  });
}
