import { randomUUID } from "node:crypto";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Repositories } from "./index";

/**
 * Migration: runs the current sanitizer over the stored HTML of every press
 * post and saves the posts it changes (e.g. `style` attributes written before
 * the sanitizer refused them), each with a content change in the same
 * transaction so the site builder re-renders its pages. Idempotent: clean
 * content sanitizes to itself and is left alone, so running it on every
 * start of the local stack costs one read of the posts.
 * Production: `npm run migrate:press-html` (scripts/resanitizePressPosts.ts).
 */
export async function resanitizePressPosts(repos: Repositories, sanitize: (html: string) => string, now = new Date()): Promise<string[]> {
  const cleaned: string[] = [];
  for (const post of await repos.pressPosts.listAll()) {
    if (sanitize(post.content) === post.content) continue;
    const changed = await repos.db.runTransaction(async (tx) => {
      const ref = repos.pressPosts.collection.doc(post.id);
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const current = repos.pressPosts.fromSnapshot(snap as QueryDocumentSnapshot);
      const content = sanitize(current.content);
      if (content === current.content) return false;
      tx.set(ref, repos.pressPosts.toDocument({ ...current, content }));
      const change = { id: randomUUID(), entity: "press_posts" as const, entity_id: post.id, at: now };
      tx.create(repos.contentChanges.collection.doc(change.id), repos.contentChanges.toDocument(change));
      return true;
    });
    if (changed) cleaned.push(post.id);
  }
  return cleaned;
}
