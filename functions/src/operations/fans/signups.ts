import { FAN_LIST_RATE_LIMIT } from "../../../../src/lib/domain/fans";
import { uuidPattern } from "../../../../src/lib/domain/shared";
import { serverConfig } from "../../../../src/lib/config";
import { signUp, type Signup } from "../../../../src/lib/server/fans/fanList";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// The fan list's public signup forms (docs/fans.md): the footer's label news and an artist page's FOLLOW form,
// once the subscribeToList route has read the form.

/** Who signs up: any visitor (the subscribeToList route declares it too). */
export const SIGNUP_ACCESS = access.public(
  "visitors sign up for label news or follow an artist from the public pages, with or without JavaScript",
);

/** One signup attempt of the client against FAN_LIST_RATE_LIMIT; false when over it. Counted before the form is read. */
export const admitFanListSignup = defineOperation(
  "admitFanListSignup",
  {
    access: SIGNUP_ACCESS,
    audit: notAudited("a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back"),
  },
  (_input: object, { repos, client }) => withinClientLimit(repos, FAN_LIST_RATE_LIMIT, client),
);

/**
 * A visitor's signup, pending until they confirm it from the mail sent in
 * its transaction; false for a list that takes no signups (an artist not
 * there or not published). The same whether or not the address was on it.
 */
export const signUpToFanList = defineOperation(
  "signUpToFanList",
  {
    access: SIGNUP_ACCESS,
    audit: notAudited(
      "a visitor's own signup from a public form has no staff actor; the fan's record keeps the consent it was given (wording version, text, form, time) and its confirmation mail",
    ),
  },
  (signup: Signup, { repos }) => signUp(repos, signup, serverConfig()),
);

/** The artist whose FOLLOW form a list id names, if it is published: null for the label's list or any other. */
export const followedArtist = defineOperation(
  "followedArtist",
  { access: SIGNUP_ACCESS, audit: READS_ONLY },
  async ({ list }: { list: string }, { repos }) => {
    if (!uuidPattern.test(list)) return null;
    const artist = await repos.artists.get(list);
    return artist?.is_published ? artist : null;
  },
);
