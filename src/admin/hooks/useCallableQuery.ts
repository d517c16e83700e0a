import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../lib/client/callables";
import type { CallableName, CallableRequest, CallableResponse } from "../../lib/domain/callables";

/**
 * Loads data through a callable: `loading` until the first answer, `pending`
 * while any request is under way (a changed request, a reload), `reload`
 * after a write. A failure shows `failureToast`, the spec's 'Failed to load
 * …' as written (the cause goes to the console), or, when null, only ends
 * loading (demos fail silently: docs/product.md#admin-demos). A function instead gets the error, for
 * screens whose toasts carry its message (the roles screen's titles).
 * With `enabled` false no request is sent (one the server would refuse,
 * which the screen already says is wrong): the last answer stays, nothing
 * is pending, and an answer still on its way is dropped.
 */
export function useCallableQuery<N extends CallableName>(
  name: N,
  request: CallableRequest<N>,
  failureToast: string | null | ((error: unknown) => void),
  { enabled = true }: { enabled?: boolean } = {},
) {
  const [data, setData] = useState<CallableResponse<N> | null>(null);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState(true);
  const key = JSON.stringify(request);
  // Kept in a ref: an inline handler is a new function on every render and must not re-trigger the load.
  const onFailure = useRef(failureToast);
  useEffect(() => {
    onFailure.current = failureToast;
  });

  // Only the newest request's answer is shown: a slow earlier one (a cold start, the
  // unfiltered first page) must not overwrite the answer to a newer filter or reload.
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setPending(true);
    try {
      const answer = await call(name, JSON.parse(key) as CallableRequest<N>);
      if (ticket === latest.current) setData(answer);
    } catch (error) {
      console.error(`${name} failed`, error);
      if (ticket !== latest.current) return;
      const failure = onFailure.current;
      if (typeof failure === "function") failure(error);
      else if (failure) toast.error(failure, { id: failure });
    } finally {
      if (ticket === latest.current) {
        setLoading(false);
        setPending(false);
      }
    }
  }, [name, key]);

  useEffect(() => {
    if (enabled) void reload();
    // Skipped: an answer still on its way is no longer the newest.
    else latest.current++;
  }, [reload, enabled]);

  return { data, loading: enabled && loading, pending: enabled && pending, reload, setData };
}
