import type { Firestore } from "firebase-admin/firestore";
import { idSchema } from "../../domain/shared";
import { STORE_SETTINGS_ID, storeSettingsSchema, type StoreSettings } from "../../domain/store";
import type { Currency } from "../../domain/store";
import { Repository, type AuditWrite } from "../repository";

const storedSettingsSchema = storeSettingsSchema.extend({ id: idSchema });
type StoredSettings = StoreSettings & { id: string };

/** The store's settings (`store_settings/store`); absent until staff save them, read as the label's currency with Stripe Tax off. */
export class StoreSettingsRepository extends Repository<StoredSettings> {
  constructor(db: Firestore) {
    super(db, { name: "store_settings", schema: storedSettingsSchema, idField: "id", idOf: (s) => s.id });
  }

  async read(defaultCurrency: Currency): Promise<StoreSettings> {
    const stored = await this.get(STORE_SETTINGS_ID);
    if (!stored) return { currency: defaultCurrency, stripe_tax: false, enabled: true, updated_at: null };
    const { id: _id, ...settings } = stored;
    return settings;
  }

  async save(settings: StoreSettings): Promise<StoreSettings> {
    await this.set({ ...settings, id: STORE_SETTINGS_ID });
    return settings;
  }

  /** Saves the settings with the audit entry comparing them to what was stored, in one transaction. */
  async saveAudited(settings: StoreSettings, audit: AuditWrite): Promise<StoreSettings> {
    const ref = this.collection.doc(STORE_SETTINGS_ID);
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const before = snap.exists ? this.fromSnapshot(snap as never) : null;
      const stored = { ...settings, id: STORE_SETTINGS_ID };
      tx.set(ref, this.toDocument(stored));
      audit(tx, before, stored);
    });
    return settings;
  }
}
