import { SignOutButton } from "../components/TopBar";
import { ADMIN_SECTIONS } from "../routes";
import { LabelAnalytics } from "./LabelAnalytics";

export default function Dashboard() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-black tracking-widest">ADMIN DASHBOARD</h1>
        <div className="flex gap-3 text-sm tracking-widest">
          <a href="/" className="border border-white/30 px-3 py-1 hover:border-accent hover:text-accent">HOME</a>
          <SignOutButton />
        </div>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.path}>
            <a href={`/admin/${s.path}`} className="block border border-white/15 p-6 hover:border-accent">
              <span className="block text-xl font-bold tracking-widest">{s.title}</span>
              <span className="mt-1 block text-sm text-muted">{s.subtitle}</span>
            </a>
          </li>
        ))}
      </ul>
      <LabelAnalytics />
    </div>
  );
}
