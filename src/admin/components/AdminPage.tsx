import type { ReactNode } from "react";
import { TopBar } from "./TopBar";

/** Frame of every admin section: the top bar, then the section's content. */
export function AdminPage({ breadcrumb, children }: { breadcrumb: string; children: ReactNode }) {
  return (
    <>
      <TopBar breadcrumb={breadcrumb} />
      <main className="mx-auto max-w-6xl px-6 py-8">{children}</main>
    </>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="border border-white/15 p-6">
      {/* Focusable from code: a list moves focus here when it shows another page. */}
      <h2 id={id} tabIndex={-1} className="text-lg font-bold tracking-widest">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** LOADING... and empty texts in one place, so every list looks the same. */
export function ListState({ loading, empty, emptyText }: { loading: boolean; empty: boolean; emptyText: string }) {
  if (loading)
    return (
      <p role="status" className="py-6 text-center text-sm tracking-widest text-muted">
        LOADING...
      </p>
    );
  if (empty) return <p className="py-6 text-center text-sm text-muted">{emptyText}</p>;
  return null;
}
