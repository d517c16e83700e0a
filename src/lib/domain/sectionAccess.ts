/**
 * Which admin sections a caller may open: a section shows a list, so it needs
 * view on its resource, globally or for at least one artist (the rule the
 * list functions apply). Pure, so the dashboard, the direct URLs and the
 * tests read the same answer.
 */
import { abilityAllowsAny, resourceAbilities } from "./abilities";
import type { Resource } from "./constants";
import type { CallerGrants } from "./schemas/rolePermission";

export function canViewSection(caller: CallerGrants, resource: Resource): boolean {
  return abilityAllowsAny(resourceAbilities(caller.grants, resource, caller), "view");
}
