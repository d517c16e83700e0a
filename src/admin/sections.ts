import { canViewSection, type CallerGrants } from "../lib/domain/access";
import { type Resource } from "../lib/domain/shared";

/**
 * The admin's sections (docs/product.md#admin-dashboard): dashboard tile texts and the
 * resource whose view permission opens each one. Kept apart from the screens
 * so the dashboard can list them without importing the router.
 */
export const ADMIN_SECTIONS = [
  { path: "artists", title: "ARTISTS", subtitle: "Manage roster", resource: "artists" },
  { path: "releases", title: "RELEASES", subtitle: "Manage releases", resource: "releases" },
  { path: "press", title: "PRESS", subtitle: "Manage blog posts", resource: "press" },
  // Uploaded images serve all three content resources: view on any of them opens the library.
  { path: "media", title: "MEDIA", subtitle: "Uploaded images", resource: ["artists", "releases", "press"] },
  // Newsletters to the fan list live under press (docs/fans.md#newsletters).
  { path: "newsletters", title: "NEWSLETTERS", subtitle: "Write to your fans", resource: "press" },
  // Promo (docs/promo.md): the press team's contact book, and campaigns scoped like their releases.
  { path: "promo", title: "PROMO", subtitle: "Send releases before they come out", resource: ["press", "releases"] },
  // The store (docs/store.md#what-staff-see): products, orders, settings, codes and sales, scoped per artist like releases.
  { path: "store", title: "STORE", subtitle: "Sell music and merch", resource: "store" },
  { path: "demos", title: "DEMOS", subtitle: "Review submissions", resource: "demos" },
  { path: "users", title: "USERS", subtitle: "Manage user roles", resource: "user_management" },
  // Fans' addresses are personal data: the same people who manage users see them.
  { path: "subscribers", title: "SUBSCRIBERS", subtitle: "The fan list", resource: "user_management" },
  { path: "roles", title: "ROLES", subtitle: "Configure permissions", resource: "user_management" },
  { path: "audit", title: "AUDIT", subtitle: "Who changed what", resource: "user_management" },
] as const satisfies readonly { path: string; title: string; subtitle: string; resource: Resource | readonly Resource[] }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection["path"];

/** The section a /admin/... path opens; null for the dashboard (and unknown paths). */
export function adminSectionFor(path: string): AdminSection | null {
  const first = path.replace(/^\/?admin\/?/, "").split("/")[0] ?? "";
  return ADMIN_SECTIONS.find((s) => s.path === first) ?? null;
}

/** The sections the caller may open, in dashboard order. */
export function viewableSections(access: CallerGrants | null): AdminSection[] {
  return access ? ADMIN_SECTIONS.filter((s) => canViewSection(access, s.resource)) : [];
}

/** The query /auth reads to tell a signed-in user without a role why they are back there. */
export const NO_ACCESS_QUERY = "no-access";
