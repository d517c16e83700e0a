import type { Firestore } from "firebase-admin/firestore";
import { pressPostSchema, type PressPost } from "../domain";
import { Repository } from "./repository";

export class PressPostsRepository extends Repository<PressPost> {
  constructor(db: Firestore) {
    super(db, { name: "press_posts", schema: pressPostSchema, idField: "id", idOf: (p) => p.id });
  }

  /** Admin list: newest created first. */
  listAll() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /** Public press list, home (limit 6) and feed: newest published first. */
  listPublished(limit?: number) {
    return this.query((c) => {
      const q = c.where("is_published", "==", true).orderBy("published_at", "desc");
      return limit === undefined ? q : q.limit(limit);
    });
  }

  findPublishedBySlug(slug: string) {
    return this.first((c) => c.where("slug", "==", slug).where("is_published", "==", true));
  }
}
