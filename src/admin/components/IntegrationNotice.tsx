import { useEffect, useState } from "react";
import { call } from "../../lib/client/callables";

/**
 * Says when the streaming-service functions answer from the local fake, so
 * nobody mistakes its sample data for the real catalogue. Silent when the
 * status cannot be read: it is only a hint, so it is asked only once the
 * screen's own data has loaded (`ready`) and never delays it.
 */
export function IntegrationNotice({ ready }: { ready: boolean }) {
  const [fake, setFake] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    call("integrationStatus", {})
      .then((status) => active && setFake(status.spotify === "fake"))
      .catch((error: unknown) => console.warn("integrationStatus failed", error));
    return () => {
      active = false;
    };
  }, [ready]);
  if (!fake) return null;
  return (
    <p role="note" className="mb-6 border border-accent/50 px-4 py-3 text-xs tracking-wide text-accent">
      Spotify is not connected here: fetching, importing and streaming links use a local fake with sample data.
    </p>
  );
}
