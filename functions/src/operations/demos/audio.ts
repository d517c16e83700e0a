import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS, demoDownloadName, type Demo } from "../../../../src/lib/domain/demos";
import { uuidPattern } from "../../../../src/lib/domain/shared";
import { fileStore, type StoredFile } from "../../../../src/lib/files";
import { CloudFileStore } from "../../../../src/lib/files/cloudFileStore";
import { serverConfig } from "../../../../src/lib/config";
import { signDemoAudioLink } from "../../../../src/lib/server/demos/demoAudioLink";
import type { Repositories } from "../../../../src/lib/data";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";
import { DEMO_AUDIO_LINK_TTL_MS } from "../../../../src/lib/domain/demos";

// A demo's audio: the links staff play it from, the local stand-in that streams it, and removing a demo.

/**
 * A link staff can play or download a demo from. Production: a Cloud
 * Storage URL signed for 15 minutes. Local mode (no signing keys offline):
 * the `demoAudio` route with a link signed for 15 minutes with the stack's
 * secret (never the ID token).
 */
export const demoAudioUrl = defineOperation(
  "demoAudioUrl",
  { access: access.grant("demos", "view"), audit: READS_ONLY },
  async ({ id, download }: CallableInput<"demoAudioUrl">, { repos }) => {
    const demo = await repos.demos.get(id);
    if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
    if (demo.audio_removed_at) throw new HttpsError("failed-precondition", DEMO_UPLOAD_ERRORS.audioRemoved);

    const { demoAudioUrl: localRoute, localStackSecret } = serverConfig();
    if (localRoute && localStackSecret) {
      const expires = Date.now() + DEMO_AUDIO_LINK_TTL_MS;
      return { url: signDemoAudioLink(localRoute, localStackSecret, { id, download, expires }), expiresAt: new Date(expires) };
    }

    const store = fileStore();
    if (!(store instanceof CloudFileStore))
      throw new HttpsError("failed-precondition", "Demo audio links need Cloud Storage or DEMO_AUDIO_URL");
    const url = await store.signedUrl(demo.audio_path, DEMO_AUDIO_LINK_TTL_MS, download ? demoDownloadName(demo) : undefined);
    return { url, expiresAt: new Date(Date.now() + DEMO_AUDIO_LINK_TTL_MS) };
  },
);

/** A demo's audio as the local route serves it: the file, gone (its audio removed after retention), or nothing under that id. */
export type DemoAudioRead = { found: { demo: Demo; file: StoredFile } } | { gone: true } | { missing: true };

async function readDemoAudio(repos: Repositories, id: string | undefined): Promise<DemoAudioRead> {
  const demo = id && uuidPattern.test(id) ? await repos.demos.get(id) : null;
  if (demo?.audio_removed_at) return { gone: true };
  const file = demo ? await fileStore().read(demo.audio_path) : null;
  return demo && file ? { found: { demo, file } } : { missing: true };
}

/** The audio of a demo for a caller with demos view (the local route, with the caller's ID token). */
export const demoAudioForStaff = defineOperation(
  "demoAudioForStaff",
  { access: access.grant("demos", "view"), audit: READS_ONLY },
  ({ id }: { id: string | undefined }, { repos }) => readDemoAudio(repos, id),
);

/**
 * The audio of a demo for the holder of a link `demoAudioUrl` signed with the
 * stack's secret: the route verifies the signature before it runs this, so
 * the link stands in for the caller who asked for it.
 */
export const demoAudioForSignedLink = defineOperation(
  "demoAudioForSignedLink",
  {
    access: access.public(
      "a link signed with the local stack's secret for one demo, which the route verified, stands in for the staff member it was made for",
    ),
    audit: READS_ONLY,
  },
  ({ id }: { id: string | undefined }, { repos }) => readDemoAudio(repos, id),
);

/**
 * Removes a demo: its audio file, then its record. In this order a failure
 * at either step leaves the record in place, the admin sees 'Failed to
 * delete demo' and deleting again finishes the job (a missing file is not an
 * error); the other order could leave a file that no record names.
 */
export const deleteDemo = defineOperation(
  "deleteDemo",
  { access: access.grant("demos", "delete"), audit: { entity: "demos", action: "delete" } },
  async ({ id }: CallableInput<"deleteDemo">, { repos, audit }) => {
    const demo = await repos.demos.get(id);
    if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
    await fileStore().delete(demo.audio_path);
    await repos.demos.delete(id, audit(id, demo.artist_name));
    // The review records go with it; a failure here leaves only records no screen reaches.
    const { demoComments, demoRatings, demoListens, demoPeaks } = repos;
    const [comments, ratings] = await Promise.all([demoComments.listForDemo(id), demoRatings.listForDemo(id)]);
    await Promise.all([
      ...comments.map((c) => demoComments.delete(c.id)),
      ...ratings.map((r) => demoRatings.delete(demoRatings.spec.idOf(r))),
      demoListens.deleteForDemo(id),
      demoPeaks.delete(id),
    ]);
    return { id };
  },
);
