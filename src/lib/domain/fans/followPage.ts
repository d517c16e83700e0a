/**
 * Where an artist page's FOLLOW form lands without JavaScript (docs/fans.md):
 * the function answers the form with this page, not the label's subscribe
 * page, so it names the artist, links back to the artist's page, and after
 * an error offers the form again with the address as typed. Pure HTML, no
 * script.
 */
import { escapeHtml } from "../shared/html";
import { SUBSCRIBE_RESULTS, type SubscribeResult } from "./subscribeResults";
import { LIMITS } from "../shared/constants";
import { fanPage } from "./emailPreferencesPage";
import { CURRENT_FAN_LIST_CONSENTS, FAN_LIST_CONSENTS, FAN_LIST_FORM_TEXTS, SUBSCRIBE_PAGE_TEXTS } from "./fanListTexts";

export interface FollowPageView {
  result: SubscribeResult;
  artist: { id: string; name: string };
  /** The artist's page, absolute. */
  artistUrl: string;
  /** Where the form posts (the signup route). */
  action: string;
  /** The address as the fan typed it (shown again after an error). */
  email: string;
}

export function followPage(view: FollowPageView, footer: string): string {
  const { result, artist } = view;
  const outcome = SUBSCRIBE_RESULTS[result];
  const heading = FAN_LIST_FORM_TEXTS.followHeading(artist.name);
  const consent = CURRENT_FAN_LIST_CONSENTS.artist_page;
  const form =
    outcome.tone === "error"
      ? `<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="list" value="${escapeHtml(artist.id)}"><input type="hidden" name="consent" value="${consent}"><input type="hidden" name="form" value="artist_page"><label for="follow-email">${escapeHtml(heading)}</label><input id="follow-email" type="email" name="email" required maxlength="${LIMITS.preSaveEmail}" autocomplete="email" value="${escapeHtml(view.email)}" aria-describedby="follow-consent"><button type="submit">${FAN_LIST_FORM_TEXTS.follow}</button><p id="follow-consent" class="note">${escapeHtml(FAN_LIST_CONSENTS[consent](artist.name))}</p></form>`
      : "";
  const description = "description" in outcome ? `<p>${escapeHtml(outcome.description)}</p>` : "";
  const main =
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(SUBSCRIBE_PAGE_TEXTS.followLead(artist.name))}</p>` +
    `<div role="${outcome.tone === "error" ? "alert" : "status"}"><h2>${escapeHtml(outcome.title)}</h2>${description}</div>${form}` +
    `<p><a href="${escapeHtml(view.artistUrl)}">${escapeHtml(SUBSCRIBE_PAGE_TEXTS.backTo(artist.name))}</a></p>`;
  return fanPage(heading, main, footer);
}
