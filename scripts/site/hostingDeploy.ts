import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * Deploys the site folder (firebase.json's hosting.public) with the
 * firebase-tools of this repository. Hosting hashes every file and uploads
 * only those it does not hold yet, so after an incremental pass only the
 * re-rendered pages travel; removed pages are absent from the new version.
 */
export function hostingDeploy(root: string, env: NodeJS.ProcessEnv) {
  return (message: string) =>
    new Promise<void>((resolve, reject) => {
      const project = env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT;
      const args = [
        "deploy",
        "--only",
        "hosting",
        "--non-interactive",
        "--message",
        message.slice(0, 255),
        ...(project ? ["--project", project] : []),
      ];
      const child = spawn(join(root, "node_modules/.bin/firebase"), args, { cwd: root, env, stdio: "inherit" });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`firebase deploy exited with ${code}`))));
    });
}
