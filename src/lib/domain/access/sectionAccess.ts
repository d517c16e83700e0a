/**
 * Which admin sections a caller may open: a section shows a list, so it needs
 * view on its resource, globally or for at least one artist (the rule the
 * list functions apply). Pure, so the dashboard, the direct URLs and the
 * tests read the same answer.
 */
import { abilityAllowsAny, resourceAbilities } from "./abilities";
import type { Resource } from "../shared/constants";
import type { CallerGrants } from "./rolePermission";

export function canViewSection(caller: CallerGrants, resources: Resource | readonly Resource[]): boolean {
  const any = typeof resources === "string" ? [resources] : resources;
  return any.some((resource) => abilityAllowsAny(resourceAbilities(caller.grants, resource, caller), "view"));
}
