import { LABEL } from "../../../config/label";
import { escapeHtml } from "../../domain/shared";
import { DOWNLOAD_TEXTS as T } from "../../domain/store";
import { PREORDER_TEXTS } from "../../domain/store";
import { REDEEM_TEXTS } from "../../domain/store";

/**
 * The buyer's pages the store's functions answer (docs/store.md#the-download-page):
 * the download page, "find my purchases", /redeem and their messages.
 * Plain HTML with no script: every link and form works without
 * JavaScript, and nothing runs that the site's policy would have to allow.
 */

export interface DownloadLink {
  href: string;
  label: string;
}

export interface DownloadPageView {
  number: string;
  /** Downloads left before the order's limit. */
  left: number;
  token: string;
  /** `…AvailableOn`: a pre-order's release day, shown in place of the links of what waits for it. */
  releases: {
    title: string;
    artist: string;
    zips: DownloadLink[];
    zipsAvailableOn: string | null;
    tracks: { title: string; links: DownloadLink[]; availableOn: string | null }[];
  }[];
}

const STYLE = `body{margin:0;background:#0b0b0b;color:#f4f1ea;font-family:Helvetica,Arial,sans-serif;line-height:1.5}main{max-width:720px;margin:0 auto;padding:24px}h1{font-size:2rem;margin:.5rem 0}h2{font-size:1.4rem;margin:2rem 0 .25rem}h3{letter-spacing:.15em;font-size:.9rem;margin:1.25rem 0 .25rem}a{color:#f4f1ea}.muted{color:#b5b0a6;font-size:.9rem}ul{list-style:none;padding:0;margin:0}li{padding:.35rem 0}.formats a{display:inline-block;margin:0 .75rem .35rem 0}.track{border-bottom:1px solid rgba(255,255,255,.12)}label{display:block;margin:1rem 0 .25rem}input{font:inherit;width:100%;max-width:360px;box-sizing:border-box;padding:.5rem;background:#141414;color:inherit;border:1px solid #8a857c}main button{margin-top:1rem;background:#f4f1ea;color:#0b0b0b;border:0;padding:.6rem 1.2rem;font-weight:bold;letter-spacing:.1em;cursor:pointer}[role=alert]{color:#ff8a80}[role=status]{color:#a5d6a7}footer{margin-top:3rem}`;

const FIND_PATH = "/download";

/** A buyer's page of the store's functions (the download pages, /redeem, the cart): `style` adds to the shared rules. */
export function buyerPage(title: string, body: string, style = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · ${escapeHtml(LABEL.name)}</title><style>${STYLE}${style}</style></head><body><main>${body}<footer class="muted"><a href="${FIND_PATH}">${escapeHtml(T.findLink)}</a></footer></main></body></html>`;
}
const page = (title: string, body: string) => buyerPage(title, body);

const linkList = (links: readonly DownloadLink[], availableOn: string | null = null) =>
  availableOn
    ? `<p class="muted" data-testid="available-on">${escapeHtml(PREORDER_TEXTS.availableOn(availableOn))}</p>`
    : `<p class="formats">${links.map((l) => `<a href="${escapeHtml(l.href)}" download>${escapeHtml(l.label)}</a>`).join(" ")}</p>`;

/** An order's download page: per release its ZIPs, then each track in each format. */
export function downloadPageHtml(view: DownloadPageView): string {
  const releases = view.releases.map(
    (release, r) =>
      `<section aria-labelledby="release-${r}" data-testid="download-release"><h2 id="release-${r}">${escapeHtml(release.title)}</h2><p class="muted">${escapeHtml(release.artist)}</p>` +
      `<h3>${escapeHtml(T.wholeRelease)}</h3>${linkList(release.zips, release.zipsAvailableOn)}` +
      `<ul aria-label="${escapeHtml(release.title)}">${release.tracks.map((track) => `<li class="track" data-testid="download-track"><strong>${escapeHtml(track.title)}</strong>${linkList(track.links, track.availableOn)}</li>`).join("")}</ul></section>`,
  );
  const body =
    `<h1>${escapeHtml(T.pageTitle)}</h1><p>${escapeHtml(T.order(view.number))}</p>` +
    (view.releases.length === 0
      ? `<p>${escapeHtml(T.nothing)}</p>`
      : `<p class="muted">${escapeHtml(T.linksExpire)} ${escapeHtml(T.left(view.left))}</p>${releases.join("")}`);
  return page(T.pageTitle, body);
}

/** A page of one message: an unknown link, downloads withdrawn, a refused file (with the way back to a fresh link when there is one). */
export function downloadMessageHtml(title: string, message: string, backTo: string | null = null): string {
  const back = backTo ? `<p><a href="${escapeHtml(backTo)}">${escapeHtml(T.backToPage)}</a></p>` : "";
  return page(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>${back}`);
}

/** "Find my purchases": the form, or after a post the same words whatever the address. */
export function findPurchasesHtml(state: { sent: boolean; error: string | null; email: string }): string {
  const message = state.error
    ? `<p role="alert">${escapeHtml(state.error)}</p>`
    : state.sent
      ? `<p role="status">${escapeHtml(T.findSent)}</p>`
      : "";
  return page(
    T.findTitle,
    `<h1>${escapeHtml(T.findTitle)}</h1><p>${escapeHtml(T.findIntro)}</p>${message}` +
      `<form method="post" action="${FIND_PATH}"><label for="email">${escapeHtml(T.emailLabel)}</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(state.email)}"><button type="submit">${escapeHtml(T.findSubmit)}</button></form>`,
  );
}

/** /redeem: a code and an email. */
export function redeemHtml(state: { error: string | null; code: string; email: string }): string {
  const message = state.error ? `<p role="alert">${escapeHtml(state.error)}</p>` : "";
  return page(
    REDEEM_TEXTS.title,
    `<h1>${escapeHtml(REDEEM_TEXTS.title)}</h1>${message}<form method="post" action="/redeem">` +
      `<label for="code">${escapeHtml(REDEEM_TEXTS.codeLabel)}</label><input id="code" name="code" required maxlength="40" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="7KQ2-M9XD-4HTP" value="${escapeHtml(state.code)}">` +
      `<label for="redeem-email">${escapeHtml(REDEEM_TEXTS.emailLabel)}</label><input id="redeem-email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(state.email)}">` +
      `<button type="submit">${escapeHtml(REDEEM_TEXTS.submit)}</button></form>`,
  );
}
