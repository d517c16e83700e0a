import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/client/callables";

/**
 * One action at a time from a form, dialog or panel (send, generate, export…):
 * `busy` meanwhile, `onDone` with the answer, and a failure (of the action or
 * of `onDone`) logged and shown as the server's message, else `failure`.
 * Resolves to whether it succeeded.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);

  async function run<R>(what: string, action: () => Promise<R>, failure: string, onDone?: (result: R) => unknown): Promise<boolean> {
    setBusy(true);
    try {
      const result = await action();
      await onDone?.(result);
      return true;
    } catch (error) {
      console.error(`${what} failed`, error);
      toast.error(errorMessage(error, failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
