/**
 * `npm run migrate:press-html`: re-sanitizes the stored HTML of every press
 * post in the Firestore the environment names (GOOGLE_APPLICATION_CREDENTIALS
 * + FIREBASE_PROJECT_ID, as for `npm run site:publish`), with the current
 * rules (no `style`, editor classes only). Each changed post gets a content
 * change, so the next `site:publish` round re-renders its pages. Safe to run
 * twice: clean posts are left alone. The local stack runs it on start when
 * the rules changed (scripts/stack/startupMigrations.ts).
 */
import { createRepositories } from "../src/lib/data";
import { resanitizePressPosts } from "../src/lib/data/catalog/resanitizePressPosts";
import { sanitizeRichText } from "../src/lib/server/sanitizeHtml";

const cleaned = await resanitizePressPosts(createRepositories(), sanitizeRichText);
console.log(cleaned.length === 0 ? "press posts: all clean" : `press posts cleaned: ${cleaned.join(", ")}`);
