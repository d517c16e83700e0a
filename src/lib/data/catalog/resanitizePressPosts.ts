import { SYSTEM_ACTOR } from "../../domain/publishing";
import { contentWriter, type ContentRepositories } from "./contentWriter";

/**
 * Migration: runs the current sanitizer over the stored HTML of every press
 * post and saves the posts it changes (e.g. `style` attributes written before
 * the sanitizer refused them) through the content writer, so each save and
 * its change record share one transaction and the site builder re-renders
 * its pages. Idempotent: clean content sanitizes to itself and is left
 * alone, but it reads every post: the local stack runs it on start only
 * when the rules changed (scripts/stack/startupMigrations.ts). Production:
 * `npm run migrate:press-html` (scripts/resanitizePressPosts.ts).
 */
export async function resanitizePressPosts(
  repos: ContentRepositories,
  sanitize: (html: string) => string,
  now = () => new Date(),
): Promise<string[]> {
  const writer = contentWriter(repos, SYSTEM_ACTOR, undefined, now);
  const cleaned: string[] = [];
  // Posts that do not parse are left as they are: no page or screen can show them.
  const posts = (await repos.pressPosts.collection.get()).docs.flatMap((doc) => repos.pressPosts.tryFromSnapshot(doc) ?? []);
  for (const post of posts) {
    if (sanitize(post.content) === post.content) continue;
    const changed = await writer.run(async (unit) => {
      const current = await unit.get("press_posts", post.id);
      if (!current) return false;
      const content = sanitize(current.content);
      if (content === current.content) return false;
      unit.replace("press_posts", current, { ...current, content }, "update");
      return true;
    });
    if (changed) cleaned.push(post.id);
  }
  return cleaned;
}
