import type { Firestore } from "firebase-admin/firestore";
import { byPublishedAtDesc, pressPostSchema, type PressPost } from "../../domain/catalog";
import { newestCreatedKey } from "../../domain/shared";
import { postMediaIds } from "../../domain/media";
import { Repository } from "../repository";

export class PressPostsRepository extends Repository<PressPost> {
  constructor(db: Firestore) {
    super(db, {
      name: "press_posts",
      schema: pressPostSchema,
      idField: "id",
      idOf: (p) => p.id,
      listed: { key: (p) => newestCreatedKey(p.id, p.created_at), text: (p) => p.title, contains: { media: postMediaIds } },
    });
  }

  /** Newest created first (tests and tools; the admin pages through `readListPage`). */
  listAll() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /**
   * Public press list, home (limit 6) and feed: newest published first.
   * published_at is null on drafts, so the order is applied in code.
   */
  listPublished(limit?: number) {
    return this.queryOrderedBy((c) => this.selectModelFields(c.where("is_published", "==", true)), byPublishedAtDesc, limit);
  }

  /** Any post with this slug, published or not (slugs are unique). */
  findBySlug(slug: string) {
    return this.first((c) => c.where("slug", "==", slug));
  }

  findPublishedBySlug(slug: string) {
    return this.first((c) => c.where("slug", "==", slug).where("is_published", "==", true));
  }
}
