import type { Firestore } from "firebase-admin/firestore";
import { demoSchema, type Demo, type DemoStatus } from "../domain";
import { Repository } from "./repository";

export class DemosRepository extends Repository<Demo> {
  constructor(db: Firestore) {
    super(db, { name: "demos", schema: demoSchema, idField: "id", idOf: (d) => d.id });
  }

  /** Admin demos screen: newest submission first, optionally one status. */
  list(status?: DemoStatus) {
    return this.query((c) => {
      const q = status ? c.where("status", "==", status) : c;
      return q.orderBy("submitted_at", "desc");
    });
  }
}
