import type { ComponentType } from "react";
import Dashboard from "./screens/Dashboard";
import SectionPending from "./screens/SectionPending";

/** Admin routes (spec section 2) and the screen each one shows. */
export const ADMIN_SECTIONS = [
  { path: "artists", title: "ARTISTS", subtitle: "Manage roster" },
  { path: "releases", title: "RELEASES", subtitle: "Manage releases" },
  { path: "press", title: "PRESS", subtitle: "Manage blog posts" },
  { path: "demos", title: "DEMOS", subtitle: "Review submissions" },
  { path: "users", title: "USERS", subtitle: "Manage user roles" },
  { path: "roles", title: "ROLES", subtitle: "Configure permissions" },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["path"];

const screens: Partial<Record<AdminSectionPath, ComponentType>> = {};

export function adminScreenFor(path: string): ComponentType {
  const section = path.replace(/^\/?admin\/?/, "").split("/")[0] ?? "";
  if (section === "") return Dashboard;
  return screens[section as AdminSectionPath] ?? SectionPending;
}
