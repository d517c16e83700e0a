import { subscriberListView } from "../../../src/lib/server/fans/subscriberAdmin";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** The fan list with its counts and growth (docs/fans.md#staff): user_management view. */
export const listSubscribers = defineCallable("listSubscribers", { access: access.userManagement("listSubscribers") }, (filters, { repos }) => subscriberListView(repos, filters));
