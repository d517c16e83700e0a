import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import { ADMIN_ACCESS_TEXTS, canViewSection, type CallerGrants } from "../lib/domain/access";
import { LOADING_TEXTS } from "../lib/domain/shared";
import { AdminPage } from "./components/AdminPage";
import { useAdminSession } from "./hooks/useAdminSession";
import { MyAccessContext } from "./hooks/useMyAccess";
import { adminScreenFor } from "./routes";
import { NO_ACCESS_QUERY, adminSectionFor } from "./sections";

/**
 * The admin app mounted on every /admin route. The guard shows LOADING...
 * until the admin check ends, then sends signed-out visitors to /auth, and
 * signed-in users without a role to /auth with word that their account has
 * no access. The server checks permissions again on every call regardless.
 */
export default function AdminApp() {
  const session = useAdminSession();
  const leaveTo = session.status === "signed-out" ? "/auth" : session.status === "not-admin" ? `/auth?${NO_ACCESS_QUERY}` : null;

  useEffect(() => {
    if (leaveTo) window.location.replace(leaveTo);
  }, [leaveTo]);

  if (session.status !== "admin") return <Loading />;
  return (
    <>
      <Toaster position="top-right" />
      <AdminShell access={session.access} />
    </>
  );
}

/** Shows the route's screen if the caller may view its section. */
function AdminShell({ access }: { access: CallerGrants | null }) {
  // Read at run time: Hosting serves every /admin/** deep link from one page.
  const path = window.location.pathname;
  const section = adminSectionFor(path);
  if (!access) return <Refusal breadcrumb={section?.title} text={ADMIN_ACCESS_TEXTS.accessLoadFailed} />;
  if (section && !canViewSection(access, section.resource)) {
    return <Refusal breadcrumb={section.title} text={ADMIN_ACCESS_TEXTS.noSectionAccess} />;
  }
  const Screen = adminScreenFor(path);
  return (
    <MyAccessContext.Provider value={access}>
      <Screen />
    </MyAccessContext.Provider>
  );
}

function Loading() {
  return (
    <p role="status" className="p-10 text-center tracking-widest">
      {LOADING_TEXTS.generic}
    </p>
  );
}

function Refusal({ breadcrumb, text }: { breadcrumb?: string; text: string }) {
  return (
    <AdminPage breadcrumb={breadcrumb ?? ""}>
      <p role="alert" className="py-10 text-center text-muted">
        {text}
      </p>
    </AdminPage>
  );
}
