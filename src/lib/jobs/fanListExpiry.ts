import { LABEL } from "../../config/label";
import { UNCONFIRMED_DAYS } from "../domain/fans";
import { deleteUnconfirmed } from "../server/fans/fanList";
import type { JobDefinition } from "./job";

/**
 * Double opt-in's other half (docs/fans.md#double-opt-in): an address that
 * has not confirmed within UNCONFIRMED_DAYS is deleted, its record and its
 * confirmation mail together. A job rather than a TTL policy: the record
 * stays once confirmed, so its date field is not always set.
 */
export const fanListExpiryJob: JobDefinition = {
  name: "fan-list-expiry",
  description: `Deletes the fan list addresses not confirmed within ${UNCONFIRMED_DAYS} days, with their confirmation emails.`,
  schedule: "30 3 * * *",
  timeZone: LABEL.timeZone,
  run: async ({ now, repos }) => `deleted ${await deleteUnconfirmed(repos, now)} unconfirmed fan list address(es)`,
};
