import { functionsRuntimeEnv } from "./inProcessFunctions";

// Before any test file's imports: firebase-functions reads FIREBASE_DEBUG_MODE (the emulator's token decoding) when first imported.
for (const [key, value] of Object.entries(functionsRuntimeEnv(process.env))) process.env[key] ??= value;
