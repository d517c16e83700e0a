import type { Firestore } from "firebase-admin/firestore";
import type { Mail } from "../../domain/shared";
import { recipientSchema, type Recipient } from "../../domain/promo";
import { isAlreadyExists } from "../firestoreErrors";
import type { MailRepository } from "../mail";
import { Repository } from "../repository";

/** A link and the invitation mail that carries its token: written together or not at all. */
export interface Invitation {
  recipient: Recipient;
  mail: Mail;
}

/** The links of promo campaigns, one per (campaign, contact) (`promo_recipients/{campaignId}_{contactId}`; docs/promo.md). */
export class PromoRecipientsRepository extends Repository<Recipient> {
  constructor(db: Firestore) {
    super(db, { name: "promo_recipients", schema: recipientSchema, idField: "id", idOf: (r) => r.id });
  }

  /** The link whose token hashes to `tokenHash`: the promo page's one lookup. */
  byTokenHash(tokenHash: string) {
    return this.first((c) => c.where("token_hash", "==", tokenHash));
  }

  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }

  /**
   * Writes each link with its invitation mail and returns how many it wrote.
   * Both ids derive from campaign and contact and both are created (never
   * replaced), the mail first: a link exists only with the mail holding its
   * token, and a contact already invited (a re-send, an overlapping send, a
   * batch that failed halfway on the Node emulator, which may keep the
   * writes before the refused one) is skipped, never given a second token.
   * One batch first (the usual case); when an id was taken, each invitation
   * in a batch of its own.
   */
  async createInvitations(mail: MailRepository, invitations: readonly Invitation[]): Promise<number> {
    if (invitations.length === 0) return 0;
    const write = async (group: readonly Invitation[]) => {
      const batch = this.db.batch();
      for (const { recipient, mail: m } of group) {
        batch.create(mail.collection.doc(m.id), mail.toDocument(m));
        batch.create(this.collection.doc(recipient.id), this.toDocument(recipient));
      }
      await batch.commit();
    };
    try {
      await write(invitations);
      return invitations.length;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    let written = 0;
    for (const invitation of invitations) {
      try {
        await write([invitation]);
        written++;
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
    return written;
  }
}
