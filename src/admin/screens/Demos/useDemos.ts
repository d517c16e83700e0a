import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import { DELETE_CONFIRMATIONS, DEMO_TOASTS, NO_ABILITIES, type DemoStatus } from "../../../lib/domain";
import type { DemoView } from "../../../lib/domain/contracts/demos";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { confirmDelete } from "../../lib/formErrors";
import { titledToast } from "../../../components/shared/titledToast";

/**
 * The demos and the admin's actions on them. A failed load only ends loading
 * (docs/product.md#admin-demos); each action updates the list in place with what the
 * server returns and shows its toast (docs/product.md#demo-toasts).
 */
export function useDemos() {
  const { data, loading, setData } = useCallableQuery("listDemos", {}, null);

  const replace = (demo: DemoView) => setData((current) => current && { ...current, demos: current.demos.map((d) => (d.id === demo.id ? demo : d)) });

  async function setStatus(id: string, status: DemoStatus) {
    try {
      replace(await call("updateDemoStatus", { id, status }));
      titledToast("success", DEMO_TOASTS.statusUpdated(status));
    } catch (error) {
      console.error("updateDemoStatus failed", error);
      titledToast("error", DEMO_TOASTS.statusUpdateFailed);
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

  return { demos: data?.demos ?? [], abilities: data?.abilities ?? NO_ABILITIES, loading, setStatus, saveNotes, remove };
}
