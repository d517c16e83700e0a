import type { ComponentType } from "react";
import Dashboard from "./screens/Dashboard";
import SectionPending from "./screens/SectionPending";
import ArtistsScreen from "./screens/Artists/ArtistsScreen";
import ReleasesScreen from "./screens/Releases/ReleasesScreen";
import PressScreen from "./screens/Press";
import UsersScreen from "./screens/Users/UsersScreen";
import RolesScreen from "./screens/Roles/RolesScreen";
import DemosScreen from "./screens/Demos/DemosScreen";
import MediaScreen from "./screens/Media/MediaScreen";

/** Admin routes (docs/product.md#admin-dashboard) and the screen each one shows. */
export const ADMIN_SECTIONS = [
  { path: "artists", title: "ARTISTS", subtitle: "Manage roster" },
  { path: "releases", title: "RELEASES", subtitle: "Manage releases" },
  { path: "press", title: "PRESS", subtitle: "Manage blog posts" },
  { path: "media", title: "MEDIA", subtitle: "Uploaded images" },
  { path: "demos", title: "DEMOS", subtitle: "Review submissions" },
  { path: "users", title: "USERS", subtitle: "Manage user roles" },
  { path: "roles", title: "ROLES", subtitle: "Configure permissions" },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["path"];

const screens: Partial<Record<AdminSectionPath, ComponentType>> = {
  artists: ArtistsScreen,
  releases: ReleasesScreen,
  press: PressScreen,
  media: MediaScreen,
  demos: DemosScreen,
  users: UsersScreen,
  roles: RolesScreen,
};

export function adminScreenFor(path: string): ComponentType {
  const section = path.replace(/^\/?admin\/?/, "").split("/")[0] ?? "";
  if (section === "") return Dashboard;
  return screens[section as AdminSectionPath] ?? SectionPending;
}
