import type { DocumentData, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Repositories } from "./index";
import { listFieldsOf } from "./listPages";
import type { Repository } from "./repository";

/**
 * Brings the derived list fields of every document of the listed
 * collections up to date: documents written before the lists were paged
 * (a restored journal, a production database) or under older derivation
 * rules. Writes only the documents whose fields differ, and only those
 * fields. Returns how many documents it updated.
 */
export async function refreshListFields(
  repos: Pick<Repositories, "db" | "artists" | "releases" | "pressPosts" | "users" | "storeProducts" | "storeOrders" | "media">,
): Promise<number> {
  const { db } = repos;
  let updated = 0;
  for (const repository of [
    repos.artists,
    repos.releases,
    repos.pressPosts,
    repos.users,
    repos.storeProducts,
    repos.storeOrders,
    repos.media,
  ] as Repository<object>[]) {
    const listed = repository.spec.listed;
    if (!listed) continue;
    const stale: [QueryDocumentSnapshot, DocumentData][] = [];
    for (const doc of (await repository.collection.get()).docs) {
      // A document that does not parse is in no list (its screen cannot show it either): left as it is.
      const model = repository.tryFromSnapshot(doc);
      if (!model) continue;
      const fields = listFieldsOf(listed, model);
      if (Object.entries(fields).some(([name, value]) => JSON.stringify(doc.get(name) ?? null) !== JSON.stringify(value)))
        stale.push([doc, fields]);
    }
    for (let i = 0; i < stale.length; i += 400) {
      const batch = db.batch();
      for (const [doc, fields] of stale.slice(i, i + 400)) batch.update(doc.ref, fields);
      await batch.commit();
    }
    updated += stale.length;
  }
  return updated;
}
