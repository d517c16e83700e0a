import { FirebaseError } from "firebase/app";
import { onAuthStateChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from "firebase/auth";
import { LOGIN_MESSAGES } from "../domain/shared";
import { clientAuth } from "./firebase";

export type SessionUser = Pick<User, "uid" | "email">;

/** Auth codes that mean "wrong email or password" ('Invalid login credentials', docs/product.md#login-page). */
const BAD_CREDENTIALS = new Set([
  "auth/invalid-credential",
  "auth/wrong-password",
  "auth/user-not-found",
  "auth/invalid-login-credentials",
  "auth/invalid-email",
]);

/**
 * Signs in; resolves to null on success or the message to show:
 * 'Invalid email or password' for bad credentials, the backend's own message
 * for other backend errors, 'An unexpected error occurred' otherwise.
 */
export async function signIn(email: string, password: string): Promise<string | null> {
  try {
    await signInWithEmailAndPassword(clientAuth(), email, password);
    return null;
  } catch (error) {
    if (error instanceof FirebaseError) {
      return BAD_CREDENTIALS.has(error.code) ? LOGIN_MESSAGES.invalidCredentials : error.message;
    }
    return LOGIN_MESSAGES.unexpectedError;
  }
}

export function signOut(): Promise<void> {
  return firebaseSignOut(clientAuth());
}

/** The signed-in user's id, or null (e.g. the press form's 'You must be logged in'). */
export function currentUserId(): string | null {
  return clientAuth().currentUser?.uid ?? null;
}

/** Auth-state subscription; returns the unsubscribe function. */
export function watchSession(listener: (user: SessionUser | null) => void): () => void {
  return onAuthStateChanged(clientAuth(), (user) => listener(user ? { uid: user.uid, email: user.email } : null));
}

/** The signed-in user's Firebase ID token (refreshed when near expiry), for HTTP functions; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  return (await clientAuth().currentUser?.getIdToken()) ?? null;
}

/**
 * The session this browser keeps, once restored from storage: a fresh ID
 * token of its user, or null when nobody is signed in (or the session no
 * longer holds: a deleted or disabled account).
 */
export function sessionIdToken(): Promise<string | null> {
  return new Promise((resolve) => {
    const stop = onAuthStateChanged(clientAuth(), (user) => {
      stop();
      resolve(user ? user.getIdToken().catch(() => null) : null);
    });
  });
}
