import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../../../src/lib/data/firestore";

/** The uid of a verified Firebase ID token sent as `Authorization: Bearer …`, or null. */
export async function verifiedBearer(authorization: string | undefined): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!token) return null;
  return getAuth(adminApp())
    .verifyIdToken(token)
    .then((decoded) => decoded.uid)
    .catch(() => null);
}
