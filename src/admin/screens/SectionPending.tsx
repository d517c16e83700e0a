import { TopBar } from "../components/TopBar";

/** Shown for an /admin/... path that names no section. */
export default function SectionPending() {
  return (
    <>
      <TopBar />
      <p className="p-10 text-center text-muted">This section is not available in this version of the back office.</p>
    </>
  );
}
