import { createRepositories } from "../src/lib/data";
import { refreshListFields } from "../src/lib/data/listFieldsRefresh";

/**
 * `npm run lists:refresh`: gives every artist, release, press post and user
 * the derived fields the paged admin lists query (docs/admin-lists.md), and
 * every release its pre-save total and its credits document, and every
 * demo stored before references were kept its reference, in
 * the Firestore the environment names (GOOGLE_APPLICATION_CREDENTIALS +
 * FIREBASE_PROJECT_ID, or an emulator). Writes only documents whose fields
 * are missing or stale; safe to run again. `npm run deploy` runs it; the
 * local stack does the same on start when the rules changed
 * (scripts/stack/startupMigrations.ts).
 */
const repos = createRepositories();
const updated = await refreshListFields(repos);
console.log(`admin list fields: ${updated} document(s) updated`);
console.log(`pre-save totals: ${await repos.preSaves.recountTotals()} release(s) set`);
console.log(`release credits: ${await repos.releaseCredits.addMissing(repos.releases, repos.releaseArtists)} release(s) given theirs`);
console.log(`demo references: ${await repos.demos.assignMissingReferences()} demo(s) given theirs`);
process.exit(0);
