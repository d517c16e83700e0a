interface ImportMetaEnv {
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FUNCTIONS_REGION?: string;
  /** Local mode only: where the browser finds the Auth and Functions emulators. */
  readonly PUBLIC_AUTH_EMULATOR_URL?: string;
  readonly PUBLIC_FUNCTIONS_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
