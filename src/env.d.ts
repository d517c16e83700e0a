interface ImportMetaEnv {
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FUNCTIONS_REGION?: string;
  /** Local mode only: where the browser finds the Auth and Functions emulators. */
  readonly PUBLIC_AUTH_EMULATOR_URL?: string;
  readonly PUBLIC_FUNCTIONS_EMULATOR_HOST?: string;
  /** Where the demo form posts uploads (default /api/submit-demo, the Hosting rewrite). */
  readonly PUBLIC_DEMO_UPLOAD_URL?: string;
  /** Where the admin posts image uploads (default /api/upload-media, the Hosting rewrite). */
  readonly PUBLIC_MEDIA_UPLOAD_URL?: string;
  /** Where the pre-save form posts (default /api/pre-save, the Hosting rewrite). */
  readonly PUBLIC_PRE_SAVE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
