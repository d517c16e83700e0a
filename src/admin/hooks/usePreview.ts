import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../lib/client/callables";
import { PREVIEW_TEXTS } from "../../lib/domain/publishing";
import type { CallableRequest } from "../../lib/domain/callables";

/** How often the admin asks whether the site builder has rendered the preview, and for how long. */
const POLL_MS = 1000;
const GIVE_UP_MS = 5 * 60_000;

export type PreviewState =
  | { step: "idle" }
  | { step: "preparing" }
  /** Rendered: the URL OPEN PREVIEW posts the caller's ID token to. */
  | { step: "ready"; url: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PREVIEW of a form's values (docs/preview.md): asks for a preview, polls
 * until the site builder has rendered it, then offers OPEN PREVIEW. Any new
 * request replaces the previous one.
 */
export function usePreview() {
  const [state, setState] = useState<PreviewState>({ step: "idle" });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  async function request(data: CallableRequest<"requestPreview">) {
    const mine = ++run.current;
    setState({ step: "preparing" });
    try {
      const { id } = await call("requestPreview", data);
      const until = Date.now() + GIVE_UP_MS;
      while (run.current === mine && Date.now() < until) {
        const status = await call("previewStatus", { id });
        if (status.status === "failed") break;
        if (status.status === "ready") {
          if (run.current === mine) setState({ step: "ready", url: status.url });
          return;
        }
        await wait(POLL_MS);
      }
      if (run.current === mine) throw new Error("preview not rendered");
    } catch (error) {
      if (run.current !== mine) return;
      console.error("preview failed", error);
      toast.error(errorMessage(error, PREVIEW_TEXTS.failed));
      setState({ step: "idle" });
    }
  }

  return { state, request };
}
