import { useEffect, useState } from "react";
import { call } from "../../lib/client/callables";
import { watchSession, type SessionUser } from "../../lib/client/auth";
import type { CallerGrants } from "../../lib/domain/access";
import { callables } from "../../lib/domain/callables";

export type AdminSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "not-admin"; user: SessionUser }
  /** `access`: the caller's own grants, null when they could not be loaded. */
  | { status: "admin"; user: SessionUser; access: CallerGrants | null };

/**
 * Session plus admin flag (docs/product.md#admin-guard): the admin check runs after
 * every sign-in, one at a time; an error or anything but `true` is non-admin,
 * and a signed-out event clears everything. The caller's grants (which
 * sections to show) are asked for at the same time, not after, so a page
 * waits for one round trip rather than two; within a browser session the
 * grants the last page received are used at once and replaced when the fresh
 * answer comes (the server checks every call regardless).
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
      const access = call("myAccess", {}).then(
        (grants) => {
          rememberGrants(user.uid, grants);
          return grants;
        },
        (error: unknown) => {
          console.error("Loading the caller's grants failed", error);
          return null;
        },
      );
      // A newer auth event supersedes this check: only the latest one counts.
      const settle = (next: AdminSession) => current === check && setSession(next);
      const remembered = rememberedGrants(user.uid);
      void adminCheck.then((isAdmin) => {
        if (!isAdmin) return settle({ status: "not-admin", user });
        if (remembered) settle({ status: "admin", user, access: remembered });
        return access.then((grants) => settle({ status: "admin", user, access: grants ?? remembered }));
      });
    });
  }, []);
  return session;
}

const grantsKey = (uid: string) => `admin-grants:${uid}`;

function rememberGrants(uid: string, grants: CallerGrants): void {
  try {
    sessionStorage.setItem(grantsKey(uid), JSON.stringify(grants));
  } catch {
    // Storage full or blocked: the next page simply waits for the answer.
  }
}

function rememberedGrants(uid: string): CallerGrants | null {
  try {
    const stored = sessionStorage.getItem(grantsKey(uid));
    return stored ? callables.myAccess.response.parse(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}
