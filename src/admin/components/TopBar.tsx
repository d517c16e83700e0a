import { signOut } from "../../lib/client/auth";
import { confirmLeave } from "../hooks/useFormCare";

/** The bar on every admin screen: site, dashboard, breadcrumb, sign out. */
export function TopBar({ breadcrumb }: { breadcrumb?: string }) {
  return (
    <header className="flex items-center justify-between border-b border-white/10 px-6 py-4 text-sm tracking-widest">
      <nav aria-label="Admin" className="flex items-center gap-3">
        <a href="/" className="hover:text-accent">
          HOME
        </a>
        <span aria-hidden="true">/</span>
        <a href="/admin" className="hover:text-accent">
          ADMIN
        </a>
        {breadcrumb && (
          <>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{breadcrumb}</span>
          </>
        )}
      </nav>
      <SignOutButton />
    </header>
  );
}

export function SignOutButton() {
  return (
    <button
      type="button"
      className="border border-white/30 px-3 py-1 hover:border-accent hover:text-accent"
      onClick={() => {
        if (confirmLeave()) void signOut().then(() => window.location.assign("/auth"));
      }}
    >
      SIGN OUT
    </button>
  );
}
