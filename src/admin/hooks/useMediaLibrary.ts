import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../lib/client/callables";
import type { MediaLibraryItem } from "../../lib/domain/media";

interface Loaded {
  media: MediaLibraryItem[];
  next: string | null;
  can_delete: boolean;
  can_edit: boolean;
}

/**
 * The media library as its screens read it (docs/decisions.md#uploaded-images):
 * its newest page once `enabled`, then LOAD MORE appends the next one (`listMedia`
 * pages so that a page's "used by" costs the same however large the
 * catalogue). A change made on the screen is applied to the loaded images
 * (`update`, `remove`) rather than read again, so the pages opened stay open.
 */
export function useMediaLibrary(failure: string, { enabled = true }: { enabled?: boolean } = {}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const started = useRef(false);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = await call("listMedia", after ? { after } : {});
        setLoaded((before) => (before && after ? { ...page, media: [...before.media, ...page.media] } : page));
      } catch (error) {
        console.error("listMedia failed", error);
        toast.error(failure, { id: failure });
        // A first page that failed reads as an empty library beside the toast, not LOADING... for ever.
        if (!after) setLoaded((before) => before ?? { media: [], next: null, can_delete: false, can_edit: false });
      } finally {
        setLoading(false);
      }
    },
    [failure],
  );

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void load(null);
  }, [enabled, load]);

  const next = loaded?.next ?? null;
  return {
    media: loaded?.media ?? [],
    /** Until the first page has come. */
    loading: enabled && loaded === null,
    /** A page is on its way (the first, or MORE's). */
    pending: loading,
    canDelete: loaded?.can_delete ?? false,
    canEdit: loaded?.can_edit ?? false,
    /** Null when every page is loaded. */
    more: next ? () => void load(next) : null,
    update: (id: string, patch: Partial<MediaLibraryItem>) =>
      setLoaded((before) => before && { ...before, media: before.media.map((item) => (item.id === id ? { ...item, ...patch } : item)) }),
    remove: (id: string) => setLoaded((before) => before && { ...before, media: before.media.filter((item) => item.id !== id) }),
  };
}
