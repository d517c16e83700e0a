import { stackConfig } from "./stack/config";
import { reachable } from "./stack/reachable";
import { localStackEnv } from "./stack/localEnv";
import { detectOfficialEmulators } from "./stack/officialEmulators";

/**
 * `npm run demo:images`: gives every artist, release and press post of the
 * running local stack (`npm start`, same PORT / FIRESTORE_PORT /
 * STACK_DATA_DIR variables) an uploaded image instead of the seed's SVGs,
 * as staff uploading real photos would: a synthetic photo per item, through
 * the upload's own processing and storage code (scripts/benchImages.ts:
 * sharp variants, media store, media record), saved with the admin's
 * content writes, so the site builder re-renders the affected pages. The
 * pages then serve <picture> with AVIF/WebP srcsets, the condition of the
 * Lighthouse figures in docs/benchmarks.md. Emulators only (a demo- project).
 *
 * Sizes: artist portraits 1200×1600, release covers 1600×1600, press images
 * 2400×1600.
 */
const config = stackConfig();
const local = localStackEnv(config, detectOfficialEmulators());
for (const [key, value] of Object.entries(local)) process.env[key] ??= value;

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost || !config.projectId.startsWith("demo-")) {
  console.error("Runs against the local stack's emulators only.");
  process.exit(2);
}
if (!(await reachable(emulatorHost))) {
  console.error(`Nothing answers at ${emulatorHost} (Firestore). Start the local stack first (npm start).`);
  process.exit(1);
}

const { createRepositories } = await import("../src/lib/data");
const { mediaStore } = await import("../src/lib/files");
const { contentWriter } = await import("../src/lib/data/catalog/contentWriter");
const { updateContent } = await import("../src/lib/data/catalog/contentTransactions");
const { SYSTEM_ACTOR } = await import("../src/lib/domain/publishing");
const { uploadBenchImage } = await import("./benchImages");

const repos = createRepositories();
const files = mediaStore();
const writer = contentWriter(repos, SYSTEM_ACTOR);
let seed = 0;
const upload = async (width: number, height: number) => (await uploadBenchImage(repos, files, width, height, seed++)).url;

const artists = await repos.artists.query((c) => c);
for (const artist of artists) await updateContent(writer, "artists", artist.id, { image_url: await upload(1200, 1600) });
const releases = await repos.releases.query((c) => c);
for (const release of releases)
  await updateContent(writer, "releases", release.id, { image_url: await upload(1600, 1600), updated_at: new Date() });
const posts = await repos.pressPosts.query((c) => c);
for (const post of posts) await updateContent(writer, "press_posts", post.id, { featured_image_url: await upload(2400, 1600) });
console.log(
  `Uploaded ${seed} images: ${artists.length} artists, ${releases.length} releases, ${posts.length} press posts. The site builder re-renders their pages within seconds.`,
);
process.exit(0);
