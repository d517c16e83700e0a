import type { ComponentType } from "react";
import Dashboard from "./screens/Dashboard";
import SectionPending from "./screens/SectionPending";
import ArtistsScreen from "./screens/catalog/Artists/ArtistsScreen";
import ReleasesScreen from "./screens/catalog/Releases/ReleasesScreen";
import PressScreen from "./screens/catalog/Press/index";
import UsersScreen from "./screens/access/Users/UsersScreen";
import RolesScreen from "./screens/access/Roles/RolesScreen";
import DemosScreen from "./screens/demos/DemosScreen";
import AuditScreen from "./screens/publishing/Audit/AuditScreen";
import SubscribersScreen from "./screens/fans/Subscribers/SubscribersScreen";
import MediaScreen from "./screens/media/MediaScreen";
import NewslettersScreen from "./screens/fans/Newsletters/index";
import PromoScreen from "./screens/promo/PromoScreen";
import StoreScreen from "./screens/store/StoreScreen";
import { adminSectionFor, type AdminSectionPath } from "./sections";

/** The screen each admin route shows (docs/product.md#admin-dashboard). */
const screens: Record<AdminSectionPath, ComponentType> = {
  artists: ArtistsScreen,
  releases: ReleasesScreen,
  press: PressScreen,
  media: MediaScreen,
  demos: DemosScreen,
  users: UsersScreen,
  subscribers: SubscribersScreen,
  roles: RolesScreen,
  audit: AuditScreen,
  newsletters: NewslettersScreen,
  promo: PromoScreen,
  store: StoreScreen,
};

export function adminScreenFor(path: string): ComponentType {
  const section = adminSectionFor(path);
  if (section) return screens[section.path];
  return path.replace(/^\/?admin\/?/, "") === "" ? Dashboard : SectionPending;
}
