import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/client/callables";

/**
 * One action on one row of an admin list (delete, publish…): the row is busy
 * meanwhile, success shows its toast, failure the server's message or the
 * screen's fallback (docs/product.md#messages). Resolves to whether it succeeded.
 */
export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run<R>(
    rowId: string,
    what: string,
    action: () => Promise<R>,
    texts: { success: string | ((result: R) => string); failure: string },
  ): Promise<boolean> {
    setBusyId(rowId);
    try {
      const result = await action();
      toast.success(typeof texts.success === "function" ? texts.success(result) : texts.success);
      return true;
    } catch (error) {
      console.error(`${what} failed`, error);
      toast.error(errorMessage(error, texts.failure));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run };
}
