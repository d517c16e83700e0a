import { canViewSection, type CallerGrants } from "../lib/domain/access";
import { type Resource } from "../lib/domain/shared";

/**
 * The pages of the PROMO section (docs/promo.md), each at /admin/promo/<path>,
 * listed on the section's landing page to those whose grants open them:
 * contacts are the press team's (press view), campaigns follow their
 * release's artist (releases view, possibly for one artist).
 */
export const PROMO_PAGES = [
  { path: "campaigns", title: "CAMPAIGNS", subtitle: "Private listening before release", resource: "releases" },
  { path: "contacts", title: "CONTACTS", subtitle: "Press, radio, DJs and curators", resource: "press" },
] as const satisfies readonly { path: string; title: string; subtitle: string; resource: Resource }[];

export type PromoPage = (typeof PROMO_PAGES)[number];

/** The promo page a /admin/promo/... path opens; null for the landing page (and unknown paths). */
export function promoPageFor(path: string): PromoPage | null {
  const second = path.replace(/^\/?admin\/promo\/?/, "").split("/")[0] ?? "";
  return PROMO_PAGES.find((p) => p.path === second) ?? null;
}

/** The promo pages the caller may open. */
export const viewablePromoPages = (access: CallerGrants | null): PromoPage[] =>
  access ? PROMO_PAGES.filter((p) => canViewSection(access, p.resource)) : [];
