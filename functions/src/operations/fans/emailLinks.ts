import { LABEL } from "../../../../src/config/label";
import { isSignupOf, type EmailPreferencesView } from "../../../../src/lib/domain/fans";
import { serverConfig } from "../../../../src/lib/config";
import type { Repositories } from "../../../../src/lib/data";
import type { EmailLinkAction } from "../../../../src/lib/server/campaigns/reminderKeys";
import { confirmReminder, unsubscribe } from "../../../../src/lib/server/campaigns/reminderActions";
import { confirmSignup, fanListOwner, leaveList } from "../../../../src/lib/server/fans/fanList";
import { access } from "../accessRules";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// The page behind the links of fan emails (docs/reminders.md): what a signed link asks (GET) and does (POST),
// once the emailPreferences route has verified the link's signature.

/** Who opens the page: anyone holding a signed link (the emailPreferences route declares it too). */
export const EMAIL_LINK_ACCESS = access.public(
  "fans open it from their emails without an account: the link's signature is the authorization",
);

export interface EmailLinkAnswer {
  status: number;
  view: EmailPreferencesView;
}

const INVALID: EmailLinkAnswer = { status: 400, view: { page: "invalid" } };

/**
 * The page a verified link gets: asking (`ask`, the page's form posting to
 * `actionUrl`) or doing what it says. A link to a record no longer there
 * (expired, erased), a confirmation used after leaving the list, or one of
 * an earlier signup of the address, is the "link does not work" page.
 */
async function answer(repos: Repositories, link: EmailLinkAction, ask: { actionUrl: string } | null): Promise<EmailLinkAnswer> {
  if (link.action === "confirmList" || link.action === "leaveList") {
    const subscriber = await repos.subscribers.get(link.subscriberId);
    const joining = link.action === "confirmList";
    const listOwner = subscriber ? await fanListOwner(repos, subscriber.list, joining ? "join" : "leave") : null;
    if (!subscriber || !listOwner || (joining && (subscriber.status === "unsubscribed" || !isSignupOf(subscriber, link.signedUpAt))))
      return INVALID;
    const { listName } = listOwner;
    if (ask) return { status: 200, view: { page: joining ? "askJoin" : "askLeave", listName, actionUrl: ask.actionUrl } };
    await (joining ? confirmSignup(repos, subscriber.id, link.signedUpAt) : leaveList(repos, subscriber.id));
    return { status: 200, view: { page: joining ? "joined" : "left", listName } };
  }
  if (link.action === "unsubscribe") {
    if (ask) return { status: 200, view: { page: "askUnsubscribe", labelName: LABEL.name, actionUrl: ask.actionUrl } };
    await unsubscribe(repos, link);
    return { status: 200, view: { page: "unsubscribed", labelName: LABEL.name } };
  }
  const release = await repos.releases.get(link.releaseId);
  if (!release) return INVALID;
  if (ask) return { status: 200, view: { page: "askConfirm", releaseName: release.title, actionUrl: ask.actionUrl } };
  const outcome = await confirmReminder(repos, link, serverConfig());
  return outcome.confirmed ? { status: 200, view: { page: "confirmed", releaseName: release.title } } : INVALID;
}

/** GET: what the link does, with a button (a plain form): link scanners that open it change nothing. */
export const askEmailLink = defineOperation(
  "askEmailLink",
  { access: EMAIL_LINK_ACCESS, audit: READS_ONLY },
  ({ link, actionUrl }: { link: EmailLinkAction; actionUrl: string }, { repos }) => answer(repos, link, { actionUrl }),
);

/** POST: does it (the button, or a mail app's one-click unsubscribe). Repeating it is harmless. */
export const followEmailLink = defineOperation(
  "followEmailLink",
  {
    access: EMAIL_LINK_ACCESS,
    audit: notAudited(
      "a fan's own choice from the signed link in their email (join, leave, confirm a reminder, unsubscribe): no staff actor; the fan's record keeps its status and when it changed",
    ),
  },
  ({ link }: { link: EmailLinkAction }, { repos }) => answer(repos, link, null),
);
