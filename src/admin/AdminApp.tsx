import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import { LOADING_TEXTS } from "../lib/domain";
import { useAdminSession } from "./hooks/useAdminSession";
import { adminScreenFor } from "./routes";

/**
 * The admin app mounted on every /admin route. The guard shows LOADING...
 * until the admin check ends, then sends signed-out and non-admin visitors to
 * /auth. The server checks permissions again on every call regardless.
 */
export default function AdminApp() {
  const session = useAdminSession();
  const shouldLeave = session.status === "signed-out" || session.status === "not-admin";

  useEffect(() => {
    if (shouldLeave) window.location.replace("/auth");
  }, [shouldLeave]);

  if (session.status !== "admin") {
    return (
      <p role="status" className="p-10 text-center tracking-widest">
        {LOADING_TEXTS.generic}
      </p>
    );
  }
  // Read at run time: Hosting serves every /admin/** deep link from one page.
  const Screen = adminScreenFor(window.location.pathname);
  return (
    <>
      <Toaster position="top-right" />
      <Screen />
    </>
  );
}
