import { ADMIN_ACCESS_TEXTS } from "../../lib/domain/access";
import { SignOutButton } from "../components/TopBar";
import { useMyAccess } from "../hooks/useMyAccess";
import { viewableSections } from "../sections";
import { LabelAnalytics } from "./campaigns/LabelAnalytics";

/** /admin: one tile per section the caller may open. */
export default function Dashboard() {
  const sections = viewableSections(useMyAccess());
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-black tracking-widest">ADMIN DASHBOARD</h1>
        <div className="flex gap-3 text-sm tracking-widest">
          <a href="/" className="border border-white/30 px-3 py-1 hover:border-accent hover:text-accent">
            HOME
          </a>
          <SignOutButton />
        </div>
      </div>
      {sections.length === 0 && <p className="mt-10 text-muted">{ADMIN_ACCESS_TEXTS.accountHasNoAccess}</p>}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((s) => (
          <li key={s.path}>
            <a href={`/admin/${s.path}`} className="block border border-white/15 p-6 hover:border-accent">
              <span className="block text-xl font-bold tracking-widest">{s.title}</span>
              <span className="mt-1 block text-sm text-muted">{s.subtitle}</span>
            </a>
          </li>
        ))}
      </ul>
      {sections.some((s) => s.resource === "releases") && <LabelAnalytics />}
    </main>
  );
}
