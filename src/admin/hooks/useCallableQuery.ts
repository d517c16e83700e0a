import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../lib/client/callables";
import type { CallableName, CallableRequest, CallableResponse } from "../../lib/domain/callables";

/**
 * Loads data through a callable: `loading` until the first answer, `reload`
 * after a write. A failure shows `failureToast` (the spec's 'Failed to load
 * …'), or, when null, only ends loading (spec: demos fail silently).
 */
export function useCallableQuery<N extends CallableName>(name: N, request: CallableRequest<N>, failureToast: string | null) {
  const [data, setData] = useState<CallableResponse<N> | null>(null);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(request);

  const reload = useCallback(async () => {
    try {
      setData(await call(name, JSON.parse(key) as CallableRequest<N>));
    } catch (error) {
      console.error(`${name} failed`, error);
      if (failureToast) toast.error(errorMessage(error, failureToast));
    } finally {
      setLoading(false);
    }
  }, [name, key, failureToast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload, setData };
}
