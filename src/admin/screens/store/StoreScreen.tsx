import type { ComponentType } from "react";
import { AdminPage } from "../../components/AdminPage";
import { CodesPage } from "./CodesPage";
import { OrdersPage } from "./OrdersPage";
import { ProductsPage } from "./ProductsPage";
import { SalesPage } from "./SalesPage";
import { SettingsPage } from "./SettingsPage";

/** The STORE section's pages, each at /admin/store/<path> (docs/store.md#what-staff-see); PRODUCTS when none is named. */
const PAGES = [
  { path: "products", title: "PRODUCTS", screen: ProductsPage },
  { path: "orders", title: "ORDERS", screen: OrdersPage },
  { path: "codes", title: "DOWNLOAD CODES", screen: CodesPage },
  { path: "sales", title: "SALES", screen: SalesPage },
  { path: "settings", title: "SETTINGS", screen: SettingsPage },
] as const satisfies readonly { path: string; title: string; screen: ComponentType }[];

export function storePageFor(pathname: string) {
  const second = pathname.replace(/^\/?admin\/store\/?/, "").split("/")[0] ?? "";
  return PAGES.find((p) => p.path === second) ?? PAGES[0];
}

export default function StoreScreen() {
  const page = storePageFor(window.location.pathname);
  const Screen = page.screen;
  return (
    <AdminPage breadcrumb={`STORE / ${page.title}`}>
      <nav aria-label="Store" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {PAGES.map((p) => (
            <li key={p.path}>
              <a
                href={`/admin/store/${p.path}`}
                aria-current={p.path === page.path ? "page" : undefined}
                className={`inline-block border px-3 py-1.5 text-xs font-bold tracking-widest ${p.path === page.path ? "border-accent text-accent" : "border-white/30 hover:border-accent"}`}
              >
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Screen />
    </AdminPage>
  );
}
