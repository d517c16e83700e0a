import { subscribersCsv } from "../../../src/lib/domain/fans";
import { filteredSubscribers } from "../../../src/lib/server/fans/subscriberAdmin";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** The filtered fan list as CSV, with each consent, formula cells defused (user_management edit: fans' addresses leave the system). */
export const exportSubscribers = defineCallable(
  "exportSubscribers",
  { access: access.userManagement("exportSubscribers"), audit: READS_ONLY },
  async (filters, { repos }) => {
    const { matching, names } = await filteredSubscribers(repos, filters);
    return {
      filename: `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      csv: subscribersCsv(matching, (list) => names.get(list) ?? list),
      rows: matching.length,
    };
  },
);
