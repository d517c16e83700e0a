import type { ComponentType } from "react";
import Dashboard from "./screens/Dashboard";
import SectionPending from "./screens/SectionPending";
import ArtistsScreen from "./screens/Artists/ArtistsScreen";
import ReleasesScreen from "./screens/Releases/ReleasesScreen";
import PressScreen from "./screens/Press/index";
import UsersScreen from "./screens/Users/UsersScreen";
import RolesScreen from "./screens/Roles/RolesScreen";
import DemosScreen from "./screens/Demos/DemosScreen";
import AuditScreen from "./screens/Audit/AuditScreen";
import SubscribersScreen from "./screens/Subscribers/SubscribersScreen";
import MediaScreen from "./screens/Media/MediaScreen";
import NewslettersScreen from "./screens/Newsletters/index";
import PromoScreen from "./screens/Promo/PromoScreen";
import StoreScreen from "./screens/Store/StoreScreen";
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
