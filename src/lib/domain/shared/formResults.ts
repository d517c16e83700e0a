/**
 * Answers to the public forms when they are sent without JavaScript (or
 * before the page's script has loaded). The function answers with a 303 to
 * the form's page and a fragment naming the result; the page holds every
 * result pre-rendered and shows the targeted one with CSS (:target), so the
 * answer needs no script and never puts what the visitor typed in a URL.
 * Each form's results sit in its room (campaigns/preSaveResults.ts,
 * demos/demoResults.ts, fans/subscribeResults.ts).
 */

export interface FormResult {
  tone: "success" | "error";
  title: string;
  description?: string;
}

/** The element id (and URL fragment) of a result on its form's page. */
export const formResultId = (form: "pre-save" | "demo" | "subscribe", result: string) => `${form}-result-${result}`;
