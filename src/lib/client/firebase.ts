import { getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, type Functions } from "firebase/functions";

/**
 * The browser's only Firebase entry point: Auth and callable functions. The
 * browser never opens Firestore or Storage (see firestore.rules).
 */
const env = import.meta.env;

function app(): FirebaseApp {
  return (
    getApps()[0] ??
    initializeApp({
      apiKey: env.PUBLIC_FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: env.PUBLIC_FIREBASE_PROJECT_ID ?? "demo-label",
    })
  );
}

let auth: Auth | undefined;
let functions: Functions | undefined;

/** Auth with the session kept in local storage, as docs/product.md#login-page says. */
export function clientAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(app(), { persistence: browserLocalPersistence });
    if (env.PUBLIC_AUTH_EMULATOR_URL) connectAuthEmulator(auth, env.PUBLIC_AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

export function clientFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(app(), env.PUBLIC_FUNCTIONS_REGION ?? "us-central1");
    const host = env.PUBLIC_FUNCTIONS_EMULATOR_HOST;
    if (host) {
      const [hostname = "127.0.0.1", port = "5001"] = host.split(":");
      connectFunctionsEmulator(functions, hostname, Number(port));
    }
  }
  return functions;
}
