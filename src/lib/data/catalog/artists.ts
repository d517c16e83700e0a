import type { Firestore } from "firebase-admin/firestore";
import { artistSchema, byArtistName, type Artist } from "../../domain/catalog";
import { artistListKey } from "../../domain/shared";
import { artistMediaIds } from "../../domain/media";
import { Repository } from "../repository";

export class ArtistsRepository extends Repository<Artist> {
  constructor(db: Firestore) {
    super(db, {
      name: "artists",
      schema: artistSchema,
      idField: "id",
      idOf: (a) => a.id,
      // An artist-scoped grant on artists names the artist itself.
      listed: { key: artistListKey, text: (a) => a.name, scope: (a) => a.id, contains: { media: artistMediaIds } },
    });
  }

  /** Every artist by name (tests and tools; the admin pages through `readListPage`). */
  listAll() {
    return this.query((c) => c.orderBy("name", "asc"));
  }

  /** Public artists list and the site's catalog: published, by name (the catalog's one order, ordering.ts). */
  listPublished() {
    return this.queryOrderedBy((c) => this.selectModelFields(c.where("is_published", "==", true)), byArtistName);
  }

  /** Home roster fill: newest published artists first. */
  listNewestPublished(limit: number) {
    return this.query((c) => c.where("is_published", "==", true).orderBy("created_at", "desc").limit(limit));
  }

  findPublishedBySlug(slug: string) {
    return this.first((c) => c.where("slug", "==", slug).where("is_published", "==", true));
  }

  findBySlug(slug: string) {
    return this.first((c) => c.where("slug", "==", slug));
  }

  findBySpotifyId(spotifyArtistId: string) {
    return this.first((c) => c.where("spotify_artist_id", "==", spotifyArtistId));
  }
}
