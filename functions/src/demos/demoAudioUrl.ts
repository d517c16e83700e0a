import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS, demoDownloadName } from "../../../src/lib/domain/demos";
import { DEMO_AUDIO_LINK_TTL_MS } from "../../../src/lib/domain/shared";
import { fileStore } from "../../../src/lib/files";
import { CloudFileStore } from "../../../src/lib/files/cloudFileStore";
import { serverConfig } from "../../../src/lib/server/config";
import { signDemoAudioLink } from "../../../src/lib/server/demos/demoAudioLink";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * A link staff can play or download a demo from, for callers with demos
 * view permission. Production: a Cloud Storage URL signed for 15 minutes.
 * Local mode (no signing keys offline): the `demoAudio` route with a link
 * signed for 15 minutes with the stack's secret (never the ID token).
 */
export const demoAudioUrl = defineCallable("demoAudioUrl", { access: access.grant("demos", "view") }, async ({ id, download }, context) => {
  const demo = await context.repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  if (demo.audio_removed_at) throw new HttpsError("failed-precondition", DEMO_UPLOAD_ERRORS.audioRemoved);

  const { demoAudioUrl: localRoute, localStackSecret } = serverConfig();
  if (localRoute && localStackSecret) {
    const expires = Date.now() + DEMO_AUDIO_LINK_TTL_MS;
    return { url: signDemoAudioLink(localRoute, localStackSecret, { id, download, expires }), expiresAt: new Date(expires) };
  }

  const store = fileStore();
  if (!(store instanceof CloudFileStore)) throw new HttpsError("failed-precondition", "Demo audio links need Cloud Storage or DEMO_AUDIO_URL");
  const url = await store.signedUrl(demo.audio_path, DEMO_AUDIO_LINK_TTL_MS, download ? demoDownloadName(demo) : undefined);
  return { url, expiresAt: new Date(Date.now() + DEMO_AUDIO_LINK_TTL_MS) };
});
