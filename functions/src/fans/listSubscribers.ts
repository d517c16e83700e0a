import { subscriberListView } from "../../../src/lib/server/fans/subscriberAdmin";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** The fan list with its counts and growth (docs/fans.md#staff): user_management view. */
export const listSubscribers = defineCallable(
  "listSubscribers",
  { access: access.userManagement("listSubscribers"), audit: READS_ONLY },
  (filters, { repos }) => subscriberListView(repos, filters),
);
