import { useEffect, useState } from "react";
import { call } from "../../lib/client/callables";
import { watchSession, type SessionUser } from "../../lib/client/auth";

export type AdminSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "not-admin"; user: SessionUser }
  | { status: "admin"; user: SessionUser };

/**
 * Session plus admin flag (docs/product.md#admin-guard): the admin check runs after
 * every sign-in, one at a time; an error or anything but `true` is non-admin,
 * and a signed-out event clears everything.
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
      call("isAdmin", { userId: user.uid })
        .then((isAdmin) => isAdmin === true)
        .catch((error: unknown) => {
          console.error("Admin check failed", error);
          return false;
        })
        .then((isAdmin) => {
          // A newer auth event supersedes this check: only the latest one counts.
          if (current === check) setSession(isAdmin ? { status: "admin", user } : { status: "not-admin", user });
        });
    });
  }, []);
  return session;
}
