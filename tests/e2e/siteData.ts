import { stackConfig, stackEnv } from "../../scripts/stack/config";
import type { Repositories } from "../../src/lib/data";
import { testStackEnv } from "../stackPorts";

/**
 * Direct access to the e2e stack's Firestore, for tests that change content
 * the way an admin write does (repository write + content change) and then
 * watch the public site pick it up.
 */
let repos: Promise<Repositories> | undefined;

export function e2eRepositories(): Promise<Repositories> {
  repos ??= (async () => {
    const env = testStackEnv("e2e");
    Object.assign(process.env, stackEnv(stackConfig({ ...process.env, ...env })));
    // Imported only now: firebase-admin reads the emulator host when it starts.
    const { createRepositories } = await import("../../src/lib/data");
    return createRepositories();
  })();
  return repos;
}
