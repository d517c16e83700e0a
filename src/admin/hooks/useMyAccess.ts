import type { CallerGrants } from "../../lib/domain";
import { useCallableQuery } from "./useCallableQuery";

/**
 * The signed-in user's own grants, for hiding what they cannot do; null
 * until loaded (and on failure), which hides every action. The server checks
 * every call regardless.
 */
export function useMyAccess(): CallerGrants | null {
  return useCallableQuery("myAccess", {}, null).data;
}
