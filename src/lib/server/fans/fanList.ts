import { LABEL } from "../../../config/label";
import {
  LABEL_LIST,
  confirmedRecord,
  isSignupOf,
  fanListName,
  listConfirmationEmail,
  signupRecord,
  unsubscribedRecord,
  formConsent,
  type FanConsent,
  type FanListConsentVersion,
  type FanListSource,
  type Subscriber,
} from "../../domain/fans";
import { type Mail } from "../../domain/shared";
import type { Repositories } from "../../data";
import { isAlreadyExists } from "../../data/firestoreErrors";
import type { AuditWrite } from "../../data/repository";
import { requiredSecret, type ServerConfig } from "../../config";
import { LABEL_SENDER } from "./fanMail";
import { addressKey, emailLinkUrl, listConfirmationMailId, subscriberId } from "../campaigns/reminderKeys";

/**
 * What fans do on the label's fan list (docs/fans.md): sign up (a pending
 * record and one confirmation email), confirm from the email's link, leave.
 * The signup function, the pre-save form and the email-preferences page call these.
 */
type Config = Pick<ServerConfig, "reminderSecret" | "emailPreferencesUrl">;

export interface FanListOwner {
  /** The label's or the artist's name: what the consent wording is filled with. */
  owner: string;
  /** How the list is named to the fan ("news from …", "news of …"). */
  listName: string;
}

/**
 * Whose list it is; null for an artist that is not there, or (to join it)
 * not published. Leaving works whatever became of the artist.
 */
export async function fanListOwner(repos: Repositories, list: string, purpose: "join" | "leave" = "join"): Promise<FanListOwner | null> {
  if (list === LABEL_LIST) return { owner: LABEL.name, listName: fanListName.label(LABEL.name) };
  const artist = await repos.artists.get(list);
  if (!artist || (purpose === "join" && !artist.is_published)) return null;
  return { owner: artist.name, listName: fanListName.artist(artist.name) };
}

export interface Signup {
  email: string;
  list: string;
  source: FanListSource;
  /** A form's wording version (filled here with the list owner's name), or the consent staff recorded (import, manual add). */
  consent: FanListConsentVersion | FanConsent;
}

/** The confirmation mail of a pending record. */
export function listConfirmationMail(subscriber: Subscriber, listName: string, config: Config, at: Date): Mail {
  const secret = requiredSecret(config, "reminderSecret");
  const content = listConfirmationEmail({
    listName,
    confirmUrl: emailLinkUrl(
      config.emailPreferencesUrl,
      { action: "confirmList", subscriberId: subscriber.id, signedUpAt: subscriber.created_at.getTime() },
      secret,
    ),
    sender: LABEL_SENDER,
  });
  return {
    id: listConfirmationMailId(subscriber),
    to: subscriber.email,
    message: content,
    created_at: at,
    kind: "list_confirmation",
    address_key: subscriber.address_key,
    subscriber_id: subscriber.id,
  };
}

/**
 * A signup: a pending record with its consent and one confirmation email,
 * unless the address is already on the list or waiting (signupRecord).
 * Whether anything was written is not told to the visitor. False when the
 * list cannot be joined (an unknown or unpublished artist).
 */
export async function signUp(repos: Repositories, signup: Signup, config: Config, now = new Date()): Promise<boolean> {
  const listOwner = await fanListOwner(repos, signup.list);
  if (!listOwner) return false;
  const key = addressKey(signup.email, requiredSecret(config, "reminderSecret"));
  const id = subscriberId(signup.list, key);
  const existing = await repos.subscribers.get(id);
  const consent = typeof signup.consent === "string" ? formConsent(signup.consent, listOwner.owner, signup.source, now) : signup.consent;
  const record = signupRecord(existing, {
    id,
    email: signup.email.trim(),
    address_key: key,
    list: signup.list,
    source: signup.source,
    consent,
    created_at: now,
  });
  if (!record) return true;
  try {
    // create() for a new address: two racing signups make one record and one email.
    await (existing ? repos.subscribers.set(record) : repos.subscribers.create(record));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return true;
  }
  await repos.mail.queueOnce([listConfirmationMail(record, listOwner.listName, config, now)]);
  return true;
}

/** Applies a change to a record; the record as it now stands, or null when there is none (expired, erased). A change that has nothing to do writes nothing. */
async function changeRecord(
  repos: Repositories,
  id: string,
  change: (subscriber: Subscriber) => Subscriber | null,
): Promise<Subscriber | null> {
  const subscriber = await repos.subscribers.get(id);
  if (!subscriber) return null;
  const changed = change(subscriber);
  if (changed) await repos.subscribers.set(changed);
  return changed ?? subscriber;
}

/**
 * The confirmation link of the signup made at `signedUpAt` was used.
 * Repeating it changes nothing; the link of another signup of the address
 * (one before it left the list) confirms nothing.
 */
export const confirmSignup = (repos: Repositories, id: string, signedUpAt: number, now = new Date()) =>
  changeRecord(repos, id, (s) => (isSignupOf(s, signedUpAt) ? confirmedRecord(s, now) : null));

/** The unsubscribe link was used: the record stays, unsubscribed, as the record of consent withdrawn. */
export const leaveList = (repos: Repositories, id: string, now = new Date()) => changeRecord(repos, id, (s) => unsubscribedRecord(s, now));

/** Deletes the pending records whose week has passed and their confirmation mails: how many. */
export async function deleteUnconfirmed(repos: Repositories, now: Date): Promise<number> {
  const expired = await repos.subscribers.listUnconfirmedBefore(now);
  for (const subscriber of expired) {
    const batch = repos.db.batch();
    batch.delete(repos.subscribers.collection.doc(subscriber.id));
    batch.delete(repos.mail.collection.doc(listConfirmationMailId(subscriber)));
    await batch.commit();
  }
  return expired.length;
}

/** The record of an address staff add with its consent (a manual add, an import row): confirmed from the start. */
export function staffAddedRecord(signup: Signup & { consent: FanConsent }, config: Pick<Config, "reminderSecret">, now: Date): Subscriber {
  const key = addressKey(signup.email, requiredSecret(config, "reminderSecret"));
  const pending = signupRecord(null, {
    id: subscriberId(signup.list, key),
    email: signup.email.trim(),
    address_key: key,
    list: signup.list,
    source: signup.source,
    consent: signup.consent,
    created_at: now,
  })!;
  return confirmedRecord(pending, now)!;
}

/**
 * Staff add an address they hold consent for (a manual add, an import): it
 * is confirmed at once, the consent note kept as its consent, and no email
 * is sent. Not when the address already has a record on the list (an
 * address that unsubscribed is not put back by staff).
 */
/** `audit` is written with the record, in one batch: an address added is an address audited. */
export async function addWithConsent(
  repos: Repositories,
  signup: Signup & { consent: FanConsent },
  config: Config,
  now = new Date(),
  audit?: AuditWrite,
): Promise<"added" | "exists" | "unknown-list"> {
  if (!(await fanListOwner(repos, signup.list, "leave"))) return "unknown-list";
  try {
    await repos.subscribers.create(staffAddedRecord(signup, config, now), audit);
    return "added";
  } catch (error) {
    if (isAlreadyExists(error)) return "exists";
    throw error;
  }
}
