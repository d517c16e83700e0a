import { LABEL } from "../../../config/label";
import { formatLongDate } from "../../domain/shared";
import { escapeHtml } from "../../domain/shared";
import { PROMO_GONE_TEXTS, PROMO_PAGE_ERRORS, PROMO_PAGE_TEXTS as T, type LinkState, type PromoFeedback } from "../../domain/promo";
import { PLAYER_TEXTS } from "../../domain/listening";
import type { TrackPlay } from "../../site/trackPlay";

/**
 * The promo page's HTML (docs/promo.md#the-promo-page): plain HTML that
 * works without JavaScript — each track an `<audio controls>` with its
 * short-lived signed sources, the feedback form a plain POST. The play
 * buttons carry the same `data-play` description the site's player reads
 * (src/components/Tracklist.astro), so the page's player takes them over
 * where scripts run (promoShell.ts).
 */

export interface PromoDownloadLink {
  href: string;
  label: string;
}

export interface PromoPageView {
  title: string;
  artist: string;
  recipientName: string;
  artworkUrl: string | null;
  releaseDate: string | null;
  expiresAt: Date;
  /** Sanitized when saved (the press editor's rules). */
  oneSheetHtml: string;
  tracks: { title: string; play: TrackPlay | null }[];
  feedback: PromoFeedback | null;
  /** Where the page's player reports how far each track was played (promoProgressPath). */
  progressUrl: string;
  /** The form's values and message after a refused post. */
  form: { rating: string; comment: string; error: string | null } | null;
  saved: boolean;
  /** Null: stream only. Empty with `afterFeedback`: locked until feedback. */
  downloads: { links: PromoDownloadLink[]; afterFeedback: boolean; left: number } | null;
}

// Element rules stay inside `main`: the site player's bar (#player, after it) brings its own look, and a page-wide `button` padding squeezed its icons.
const STYLE = `body{margin:0;background:#0b0b0b;color:#f4f1ea;font-family:Helvetica,Arial,sans-serif;line-height:1.5}main{max-width:720px;margin:0 auto;padding:24px}h1{font-size:2rem;margin:.5rem 0}h2{letter-spacing:.15em;font-size:1rem;margin-top:2.5rem}a{color:#f4f1ea}.muted{color:#9a968e;font-size:.875rem}.art{width:100%;max-width:360px;aspect-ratio:1;object-fit:cover}.track{border-bottom:1px solid rgba(255,255,255,.1);padding:.75rem 0}.track audio{width:100%;margin-top:.5rem}.one-sheet{overflow-wrap:anywhere}.one-sheet img{max-width:100%;height:auto}fieldset{border:0;padding:0;margin:0 0 1rem}label{display:inline-block;margin-right:1rem}textarea{width:100%;min-height:8rem;background:#141414;color:inherit;border:1px solid #555;padding:.5rem}main button{background:#f4f1ea;color:#0b0b0b;border:0;padding:.6rem 1.2rem;font-weight:bold;letter-spacing:.1em;cursor:pointer}[role=alert]{color:#ff8a80}[role=status]{color:#a5d6a7}`;

function document(title: string, body: string, extraHead = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${extraHead}</head><body>${body}</body></html>`;
}

function trackRow(track: PromoPageView["tracks"][number], index: number, withPlayer: boolean): string {
  const title = escapeHtml(track.title);
  if (!track.play)
    return `<li class="track" data-testid="promo-track"><span class="muted">${index + 1}</span> <strong>${title}</strong></li>`;
  const play = escapeHtml(JSON.stringify(track.play));
  const sources = track.play.sources.map((s) => `<source src="${escapeHtml(s.src)}" type="${escapeHtml(s.type)}">`).join("");
  const audio = `<audio controls preload="none" aria-label="${title}" data-testid="track-audio">${sources}</audio>`;
  return (
    `<li class="track" data-testid="promo-track"><button type="button" hidden data-play="${play}" data-track-id="${escapeHtml(track.play.id)}" data-title="${title}" aria-label="${escapeHtml(PLAYER_TEXTS.play(track.title))}" data-testid="play-button">▶</button>` +
    `<span class="muted">${index + 1}</span> <strong>${title}</strong>` +
    // With the site's player, the plain element is for visitors without JavaScript only, as on the release pages.
    (withPlayer ? `<noscript>${audio}</noscript></li>` : `${audio}</li>`)
  );
}

function feedbackSection(view: PromoPageView): string {
  const rating = view.form?.rating ?? (view.feedback ? String(view.feedback.rating) : "");
  const comment = view.form?.comment ?? view.feedback?.comment ?? "";
  const radios = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<label><input type="radio" name="rating" value="${n}" required${rating === String(n) ? " checked" : ""}> ${escapeHtml(T.ratingOption(n))}</label>`,
    )
    .join("");
  const message = view.form?.error
    ? `<p role="alert" data-testid="feedback-error">${escapeHtml(view.form.error)}</p>`
    : view.saved
      ? `<p role="status" data-testid="feedback-saved">${escapeHtml(T.feedbackSaved)}</p>`
      : view.feedback
        ? `<p class="muted">${escapeHtml(T.yourFeedback(view.feedback.rating))}</p>`
        : "";
  return (
    `<section id="feedback" aria-labelledby="feedback-heading"><h2 id="feedback-heading">${escapeHtml(T.feedback)}</h2>${message}` +
    `<form method="post" data-testid="feedback-form"><fieldset><legend>${escapeHtml(T.rating)}</legend>${radios}</fieldset>` +
    `<label for="comment" style="display:block">${escapeHtml(T.comment)}</label><textarea id="comment" name="comment" required maxlength="2000">${escapeHtml(comment)}</textarea>` +
    `<p><button type="submit">${escapeHtml(view.feedback ? T.updateFeedback : T.sendFeedback)}</button></p></form></section>`
  );
}

function downloadsSection(downloads: NonNullable<PromoPageView["downloads"]>): string {
  const body = downloads.afterFeedback
    ? `<p class="muted" data-testid="downloads-locked">${escapeHtml(T.downloadsAfterFeedback)}</p>`
    : `<ul>${downloads.links.map((l) => `<li><a href="${escapeHtml(l.href)}" download data-testid="download-link">${escapeHtml(l.label)}</a></li>`).join("")}</ul><p class="muted">${escapeHtml(T.downloadsLeft(downloads.left))}</p>`;
  return `<section aria-labelledby="downloads-heading"><h2 id="downloads-heading">${escapeHtml(T.downloads)}</h2>${body}</section>`;
}

/** The page of a working link; `player`: the site player's styles and script tags (promoPlayerAssets), or null for plain HTML. */
export function promoPageHtml(view: PromoPageView, player: string | null): string {
  const art = view.artworkUrl
    ? `<img class="art" src="${escapeHtml(view.artworkUrl)}" alt="${escapeHtml(`${view.title} — ${view.artist}`)}">`
    : "";
  const date = view.releaseDate ? `<p>${escapeHtml(T.releaseDate(formatLongDate(view.releaseDate)))}</p>` : "";
  const tracks = `<section aria-labelledby="tracks-heading" data-player-release="${escapeHtml(JSON.stringify({ title: view.title, artist: view.artist, artwork: view.artworkUrl }))}"><h2 id="tracks-heading">${escapeHtml(T.tracks)}</h2><ol style="list-style:none;padding:0">${view.tracks.map((track, i) => trackRow(track, i, player !== null)).join("")}</ol></section>`;
  const oneSheet = view.oneSheetHtml
    ? `<section aria-labelledby="one-sheet-heading"><h2 id="one-sheet-heading">${escapeHtml(T.oneSheet)}</h2><div class="one-sheet" data-testid="one-sheet">${view.oneSheetHtml}</div></section>`
    : "";
  const body =
    `<main data-testid="promo-page">${art}<h1>${escapeHtml(view.title)}</h1><p><strong>${escapeHtml(view.artist)}</strong></p>${date}` +
    `<p class="muted">${escapeHtml(T.privateNote(view.recipientName))} ${escapeHtml(T.expiresOn(formatLongDate(view.expiresAt)))}</p>` +
    `${tracks}${oneSheet}${feedbackSection(view)}${view.downloads ? downloadsSection(view.downloads) : ""}</main><div id="player" class="sticky bottom-0 z-40" data-public-plays="off" data-promo-progress="${escapeHtml(view.progressUrl)}"></div>`;
  return document(T.title(view.title, view.artist), body, player ?? "");
}

/**
 * The page of a link that no longer works (HTTP 410), or that was asked too
 * often (429). A revoked or expired link names the label (src/config/label.ts)
 * and its contact address, where the recipient can ask for it back.
 */
export function promoGoneHtml(
  state: Exclude<LinkState, "active"> | "rate",
  label: Pick<typeof LABEL, "name" | "contactEmail"> = LABEL,
): string {
  const pages: Record<typeof state, { title: string; text: string }> = {
    revoked: { title: PROMO_GONE_TEXTS.revokedTitle, text: PROMO_GONE_TEXTS.revokedBody(label.name) },
    expired: { title: PROMO_GONE_TEXTS.expiredTitle, text: PROMO_GONE_TEXTS.expiredBody(label.name) },
    rate: { title: PROMO_GONE_TEXTS.rateTitle, text: PROMO_PAGE_ERRORS.tooManyRequests },
  };
  const { title, text } = pages[state];
  const email = escapeHtml(label.contactEmail);
  const contact =
    state === "rate"
      ? ""
      : `<p data-testid="promo-gone-contact">${escapeHtml(PROMO_GONE_TEXTS.contact(label.name))} <a href="mailto:${email}">${email}</a></p>`;
  return document(title, `<main data-testid="promo-gone"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${contact}</main>`);
}
