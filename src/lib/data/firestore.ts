import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { serverConfig } from "../config";

// firebase-admin picks up FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST
// from the environment, so the same code talks to the emulators locally and
// to the real project in production.
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: serverConfig().projectId, storageBucket: serverConfig().storageBucket });
}

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(adminApp());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}
