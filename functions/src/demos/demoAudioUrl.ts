import { HttpsError } from "firebase-functions/https";
import { DEMO_AUDIO_LINK_TTL_MS, DEMO_UPLOAD_ERRORS, demoDownloadName, MUST_BE_LOGGED_IN } from "../../../src/lib/domain";
import { fileStore } from "../../../src/lib/files";
import { CloudFileStore } from "../../../src/lib/files/cloudFileStore";
import { serverConfig } from "../../../src/lib/server/config";
import { bearerToken, requireGrant } from "../authorization";
import { defineCallable } from "../callable";

/**
 * A link staff can play or download a demo from, for callers with demos
 * view permission. Production: a Cloud Storage URL signed for 15 minutes.
 * Local mode (no signing keys offline): the `demoAudio` route, which checks
 * the caller's ID token, carried in the link, and permission on every request;
 * the link lasts as long as that token.
 */
export const demoAudioUrl = defineCallable("demoAudioUrl", async ({ id, download }, context) => {
  await requireGrant(context, "demos", "view");
  const demo = await context.repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  if (demo.audio_removed_at) throw new HttpsError("failed-precondition", DEMO_UPLOAD_ERRORS.audioRemoved);

  const localRoute = serverConfig().demoAudioUrl;
  if (localRoute) {
    const idToken = bearerToken(context.request.rawRequest.headers.authorization);
    const expiresInSeconds = context.request.auth?.token.exp;
    if (!idToken || !expiresInSeconds) throw new HttpsError("unauthenticated", MUST_BE_LOGGED_IN);
    const url = new URL(localRoute);
    url.searchParams.set("id", id);
    if (download) url.searchParams.set("download", "1");
    url.searchParams.set("token", idToken);
    return { url: url.toString(), expiresAt: new Date(expiresInSeconds * 1000) };
  }

  const store = fileStore();
  if (!(store instanceof CloudFileStore)) throw new HttpsError("failed-precondition", "Demo audio links need Cloud Storage or DEMO_AUDIO_URL");
  const url = await store.signedUrl(demo.audio_path, DEMO_AUDIO_LINK_TTL_MS, download ? demoDownloadName(demo) : undefined);
  return { url, expiresAt: new Date(Date.now() + DEMO_AUDIO_LINK_TTL_MS) };
});
