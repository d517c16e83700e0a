import { randomUUID } from "node:crypto";
import { preSaveRedirectUrl, type PreSave, type PreSaveRequest } from "../../../../src/lib/domain/campaigns";
import { HttpsError } from "firebase-functions/https";
import { INTEGRATION_ERRORS, type Release } from "../../../../src/lib/domain/catalog";
import { LABEL_LIST, isFanListConsentVersion } from "../../../../src/lib/domain/fans";
import { NOT_FOUND, PRE_SAVE_EMAIL_NOTICES, PRE_SAVE_RATE_LIMIT, isPreSaveEmailNotice } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";
import { access } from "../accessRules";
import { defineOperation, notAudited } from "../operation";
import { isAlreadyExists } from "../../../../src/lib/data/firestoreErrors";
import { preSaveId } from "../../../../src/lib/data/campaigns/preSaves";
import { serverConfig } from "../../../../src/lib/config";
import { askConfirmationIfSuppressed } from "../../../../src/lib/server/campaigns/reminderActions";
import { signUp } from "../../../../src/lib/server/fans/fanList";
import { preSavePath } from "../../../../src/lib/site/paths";
import { withinClientLimit, type RequestClient } from "../../../../src/lib/server/clientLimit";

// The pre-save (docs/product.md): shared by the callable (trackPreSave) and the form endpoint (submitPreSave):
// the per-client allowance, the release lookup, the record.

/** Who may pre-save: anyone (trackPreSave and submitPreSave declare it too). */
export const PRE_SAVE_ACCESS = access.public("visitors pre-save a release from its public page");

/** The primary artist's slug, for page paths (the first credited artist if the primary is gone). */
async function primaryArtistSlug(repos: Repositories, release: Release): Promise<string | null> {
  const primary = release.artist_id ? await repos.artists.get(release.artist_id) : null;
  if (primary) return primary.slug;
  const [first] = await repos.releaseArtists.listForRelease(release.id);
  return first ? ((await repos.artists.get(first.artist_id))?.slug ?? null) : null;
}

export interface PreSaveTarget {
  release: Release;
  /** Whether the release may be pre-saved now: published, with pre-save enabled. */
  available: boolean;
  /** Where the fan goes after pre-saving (the service's pre-save page, …). */
  redirectUrl: string;
  /** The release's canonical pre-save page on the site, or null when it has no artist. */
  pagePath: string | null;
}

/** The release behind a pre-save request, or null when there is none. */
async function preSaveTarget(repos: Repositories, releaseId: string): Promise<PreSaveTarget | null> {
  const release = await repos.releases.get(releaseId);
  if (!release) return null;
  const slug = await primaryArtistSlug(repos, release);
  return {
    release,
    available: release.is_published && release.pre_save_enabled,
    redirectUrl: preSaveRedirectUrl(release, slug, serverConfig().siteUrl),
    pagePath: slug ? preSavePath(slug, release.slug) : null,
  };
}

/**
 * Uses one of the client's PRE_SAVE_RATE_LIMIT calls (its network, hashed;
 * the client the runner read from the request), counted before anything is
 * read: refused and malformed attempts use up the allowance too. Then the
 * release behind the request, when its id is well formed: the form's answer
 * names its page either way.
 */
async function admit(
  repos: Repositories,
  client: RequestClient | undefined,
  releaseId: string | null,
): Promise<{ allowed: boolean; target: PreSaveTarget | null }> {
  const allowed = await withinClientLimit(repos, PRE_SAVE_RATE_LIMIT, client, Date.now());
  return { allowed, target: releaseId ? await preSaveTarget(repos, releaseId) : null };
}

const COUNTER_NOT_AUDITED = notAudited(
  "a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
);

/** The form's admission (submitPreSave): the allowance, then the release, which its answer names either way. */
export const admitPreSave = defineOperation(
  "admitPreSave",
  { access: PRE_SAVE_ACCESS, audit: COUNTER_NOT_AUDITED },
  ({ releaseId }: { releaseId: string | null }, { repos, client }) => admit(repos, client, releaseId),
);

const PRE_SAVE_NOT_AUDITED = notAudited(
  "a visitor's pre-save from the public page has no staff actor; the pre-save records its release, the notice the fan was shown and when, and no IP address",
);

/**
 * Records a pre-save of an available release: once per release and email
 * (the document id derives from both), with the wording the fan was shown
 * about the email and when, and no IP address. A repeat is not an error.
 * An address on the suppression list is asked to confirm by email first.
 */
export const recordPreSave = defineOperation(
  "recordPreSave",
  { access: PRE_SAVE_ACCESS, audit: PRE_SAVE_NOT_AUDITED },
  ({ release, request }: { release: Release; request: PreSaveRequest }, { repos }) => record(repos, release, request),
);

async function record(repos: Repositories, release: Release, { email, email_notice, label_news }: PreSaveRequest): Promise<void> {
  const now = new Date();
  const notice: PreSave["email_notice"] =
    email && isPreSaveEmailNotice(email_notice)
      ? { version: email_notice, text: PRE_SAVE_EMAIL_NOTICES[email_notice], agreed_at: now }
      : null;
  const id = preSaveId(release.id, email, randomUUID());
  try {
    await repos.preSaves.create({ id, release_id: release.id, email, email_notice: notice, created_at: now });
  } catch (error) {
    // Already there: this email pre-saved this release before.
    if (!isAlreadyExists(error)) throw error;
  }
  // An address that unsubscribed gets no reminder unless it confirms (docs/reminders.md#coming-back).
  if (email) await askConfirmationIfSuppressed(repos, release, id, serverConfig(), now);
  // The box ticked: label news too, pending the address's confirmation (docs/fans.md).
  if (email && isFanListConsentVersion(label_news))
    await signUp(repos, { email, list: LABEL_LIST, source: "pre_save", consent: label_news }, serverConfig(), now);
}

/**
 * 'track-pre-save', the callable (trackPreSave): the allowance of the client
 * the callable runner read from the request (at the function's own URL, so
 * the address Google's front end appended), then the release, then the
 * record; says where to send the visitor. The site's form posts to
 * submitPreSave instead, which runs the same steps over plain HTTP.
 */
export const trackPreSave = defineOperation(
  "trackPreSave",
  { access: PRE_SAVE_ACCESS, audit: PRE_SAVE_NOT_AUDITED },
  async (request: PreSaveRequest, { repos, client }): Promise<{ redirectUrl: string }> => {
    const { allowed, target } = await admit(repos, client, request.release_id);
    if (!allowed) throw new HttpsError("resource-exhausted", INTEGRATION_ERRORS.preSaveRateLimited);
    if (!target?.available) throw new HttpsError("not-found", NOT_FOUND.preSaveDescription);
    await record(repos, target.release, request);
    return { redirectUrl: target.redirectUrl };
  },
);
