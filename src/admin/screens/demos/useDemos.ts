import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import { NO_ABILITIES } from "../../../lib/domain/access";
import { type DemoListQueryInput } from "../../../lib/domain/demos";
import { DELETE_CONFIRMATIONS, DEMO_TOASTS } from "../../../lib/domain/shared";
import type { DemoView } from "../../../lib/domain/demos";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { confirmDelete } from "../../lib/formErrors";
import { titledToast } from "../../../components/shared/titledToast";
import { SEARCH_DELAY_MS } from "../../hooks/useSettled";
import { type DemoStatus } from "../../../lib/domain/demos";

/**
 * One page of demos for the search, filters and sort, and the admin's
 * actions on them. A failed load only ends loading (docs/product.md#admin-demos); each
 * action updates the page in place with what the server returns and shows
 * its toast (docs/product.md#demo-toasts).
 */
export function useDemos(query: DemoListQueryInput) {
  const [asked, setAsked] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), query.query === asked.query ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, asked.query]);
  const { data, loading, setData, reload } = useCallableQuery("listDemos", asked, null);

  const replace = (demo: DemoView) =>
    setData((current) => current && { ...current, demos: current.demos.map((d) => (d.id === demo.id ? demo : d)) });

  /** The updated demo once saved, null on failure. */
  async function setStatus(id: string, status: DemoStatus): Promise<DemoView | null> {
    try {
      const updated = await call("updateDemoStatus", { id, status });
      replace(updated);
      titledToast("success", DEMO_TOASTS.statusUpdated(status));
      // The counts change, and under a status filter the demo may leave the page.
      void reload();
      return updated;
    } catch (error) {
      console.error("updateDemoStatus failed", error);
      titledToast("error", DEMO_TOASTS.statusUpdateFailed);
      return null;
    }
  }

  /** Resolves true once saved, so the card can take the saved text as unchanged. */
  async function saveNotes(id: string, adminNotes: string): Promise<boolean> {
    try {
      replace(await call("updateDemoNotes", { id, admin_notes: adminNotes }));
      titledToast("success", DEMO_TOASTS.notesSaved);
      return true;
    } catch (error) {
      console.error("updateDemoNotes failed", error);
      toast.error(DEMO_TOASTS.notesSaveFailed);
      return false;
    }
  }

  async function remove(id: string) {
    if (!confirmDelete(DELETE_CONFIRMATIONS.demo)) return;
    try {
      await call("deleteDemo", { id });
      setData((current) => current && { ...current, demos: current.demos.filter((d) => d.id !== id) });
      titledToast("success", DEMO_TOASTS.deleted);
    } catch (error) {
      console.error("deleteDemo failed", error);
      toast.error(DEMO_TOASTS.deleteFailed);
    }
  }

  return {
    page: data,
    demos: data?.demos ?? [],
    abilities: data?.abilities ?? NO_ABILITIES,
    loading,
    replace,
    setStatus,
    saveNotes,
    remove,
  };
}
