import { PRE_SAVE_TOASTS } from "../domain/shared/toastTexts";
import { PRE_SAVE_ROUTE } from "../site/endpoints";
import { answerErrorMessage, answerString } from "./formAnswer";

/**
 * Where the pre-save form posts, script or not (also the form's own
 * `action`): the site's route to the `submitPreSave` function (the Hosting
 * rewrite; the local server applies it too).
 */
export const PRE_SAVE_URL: string = PRE_SAVE_ROUTE;

/**
 * Sends the pre-save form's fields (urlencoded, as the browser would without
 * JavaScript) and asks for JSON. Resolves to where the fan goes next; rejects
 * with the message to show (the server's, else 'Failed to record pre-save').
 */
export async function sendPreSave(fields: FormData): Promise<string> {
  // The answer's JSON is preSaveFormResponseSchema's: { redirectUrl } or { error: { message } }.
  let answer: unknown = null;
  try {
    const body = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === "string") body.append(name, value);
    const response = await fetch(PRE_SAVE_URL, { method: "POST", body, headers: { Accept: "application/json" } });
    answer = await response.json();
  } catch (error) {
    console.error("Pre-save failed", error);
  }
  const redirectUrl = answerString(answer, "redirectUrl");
  if (redirectUrl) return redirectUrl;
  throw new Error(answerErrorMessage(answer) ?? PRE_SAVE_TOASTS.failed);
}
