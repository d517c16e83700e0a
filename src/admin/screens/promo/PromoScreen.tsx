import type { ComponentType } from "react";
import { AdminPage } from "../../components/AdminPage";
import { useMyAccess } from "../../hooks/useMyAccess";
import { promoPageFor, viewablePromoPages, type PromoPage } from "../../promoPages";
import CampaignsScreen from "./Campaigns/index";
import ContactsScreen from "./Contacts/ContactsScreen";

/** The screen of each promo page. */
const screens: Record<PromoPage["path"], ComponentType> = {
  contacts: ContactsScreen,
  campaigns: CampaignsScreen,
};

/** /admin/promo (docs/promo.md): a page of its own, or the landing page listing the promo pages the caller may open. */
export default function PromoScreen() {
  const page = promoPageFor(window.location.pathname);
  if (page) {
    const Screen = screens[page.path];
    return <Screen />;
  }
  return <PromoLanding />;
}

function PromoLanding() {
  const pages = viewablePromoPages(useMyAccess());
  return (
    <AdminPage breadcrumb="PROMO">
      <ul className="grid gap-6 sm:grid-cols-2">
        {pages.map((p) => (
          <li key={p.path}>
            <a href={`/admin/promo/${p.path}`} className="block border border-white/15 p-6 hover:border-accent">
              <span className="block text-xl font-bold tracking-widest">{p.title}</span>
              <span className="mt-1 block text-sm text-muted">{p.subtitle}</span>
            </a>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
