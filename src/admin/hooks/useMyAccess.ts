import { createContext, useContext } from "react";
import type { CallerGrants } from "../../lib/domain/access";

/**
 * The signed-in user's own grants, loaded once by the admin app, for hiding
 * what they cannot do; null until loaded (and on failure), which hides every
 * action. The server checks every call regardless.
 */
export const MyAccessContext = createContext<CallerGrants | null>(null);

export function useMyAccess(): CallerGrants | null {
  return useContext(MyAccessContext);
}
