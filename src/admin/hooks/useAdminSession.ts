import { useEffect, useState } from "react";
import { call } from "../../lib/client/callables";
import { watchSession, type SessionUser } from "../../lib/client/auth";
import type { CallerGrants } from "../../lib/domain";

export type AdminSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "not-admin"; user: SessionUser }
  /** `access`: the caller's own grants, null when they could not be loaded. */
  | { status: "admin"; user: SessionUser; access: CallerGrants | null };

/**
 * Session plus admin flag (spec sections 4 and 6): the admin check runs after
 * every sign-in, one at a time; an error or anything but `true` is non-admin,
 * and a signed-out event clears everything. The caller's grants (which
 * sections to show) are asked for at the same time, not after, so a page
 * waits for one round trip rather than two.
 */
export function useAdminSession(): AdminSession {
  const [session, setSession] = useState<AdminSession>({ status: "loading" });
  useEffect(() => {
    let check = 0;
    return watchSession((user) => {
      const current = ++check;
      if (!user) {
        setSession({ status: "signed-out" });
        return;
      }
      setSession({ status: "loading" });
      const adminCheck = call("isAdmin", { userId: user.uid })
        .then((isAdmin) => isAdmin === true)
        .catch((error: unknown) => {
          console.error("Admin check failed", error);
          return false;
        });
      const access = call("myAccess", {}).catch((error: unknown) => {
        console.error("Loading the caller's grants failed", error);
        return null;
      });
      void Promise.all([adminCheck, access]).then(([isAdmin, grants]) => {
        // A newer auth event supersedes this check: only the latest one counts.
        if (current === check) setSession(isAdmin ? { status: "admin", user, access: grants } : { status: "not-admin", user });
      });
    });
  }, []);
  return session;
}
