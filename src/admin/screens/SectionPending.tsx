import { TopBar } from "../components/TopBar";
import { ADMIN_SECTIONS } from "../routes";

/** Shown for an admin section whose screen this build does not include yet. */
export default function SectionPending() {
  const section = window.location.pathname.split("/")[2] ?? "";
  const title = ADMIN_SECTIONS.find((s) => s.path === section)?.title;
  return (
    <>
      <TopBar breadcrumb={title} />
      <p className="p-10 text-center text-muted">This section is not available in this version of the back office.</p>
    </>
  );
}
