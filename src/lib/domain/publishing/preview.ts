/**
 * Pure rules of previews (docs/preview.md): what a request carries, the
 * draft as the catalog would hold it once published, who may open it, and
 * how a rendered page is marked as a preview.
 */
import { z } from "zod";
import type { Requirement } from "../access/contentAccess";
import { PREVIEW_TEXTS } from "./previewTexts";
import { artistInputSchema, type Artist, type ArtistInput } from "../catalog/artist";
import { recordIdSchema } from "../shared/fields";
import { PUBLIC_LABELS } from "../shared/publicTexts";
import { pressPostInputSchema, type PressPost, type PressPostInput } from "../catalog/pressPost";
import { releaseInputSchema, type Release, type ReleaseInput } from "../catalog/release";
import { buildReleaseArtistLinks } from "../catalog/releaseArtist";
import type { Preview, PreviewDraft } from "./previewRecord";

/** How long a preview can be opened. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** The largest page a preview keeps (characters): well under Firestore's 1 MiB document limit. */
export const PREVIEW_HTML_MAX = 800_000;

/** Where a preview opens: the Hosting rewrite `/preview/**` → openPreview. */
export const previewUrl = (id: string) => `/preview/${id}`;

/** The form field carrying the Firebase ID token when a new tab opens a preview (a tab cannot send a bearer header). */
export const PREVIEW_TOKEN_FIELD = "id_token";

/** Headers of every answer of /preview/**: never indexed, never kept by the CDN or the browser. */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
} as const;

const itemId = recordIdSchema.nullable().default(null);

/** What the forms' PREVIEW sends: the entity, the saved item's id (null for a new one) and the form, checked with the save's own schema. */
export const previewRequestSchema = z.discriminatedUnion("entity", [
  z.object({ entity: z.literal("artists"), id: itemId, artist: artistInputSchema }),
  z.object({ entity: z.literal("releases"), id: itemId, release: releaseInputSchema }),
  z.object({ entity: z.literal("press_posts"), id: itemId, post: pressPostInputSchema }),
]);
export type PreviewRequest = z.output<typeof previewRequestSchema>;

/**
 * The artist a draft belongs to for grants: a saved artist itself, a
 * release's primary artist; null (a global grant) for press and a new artist.
 */
export function draftOwner(request: PreviewRequest): string | null {
  if (request.entity === "artists") return request.id;
  if (request.entity === "releases") return request.release.artist_id;
  return null;
}

/** The view scopes a preview records: the stored item's owner, and the draft's when it differs (a release moved). */
export const previewViewScopes = (storedOwner: string | null, draft: string | null): (string | null)[] => [
  ...new Set([storedOwner, draft]),
];

/** What opening a preview (or asking after it) needs: view in each of its scopes. */
export function previewViewRequirements(preview: Pick<Preview, "view_scopes">): Requirement[] {
  return preview.view_scopes.map((artistId) => ({ action: "view", artistId }));
}

/** Published as the site would show it: a preview shows the page the item would have. */
export function artistDraft(input: ArtistInput, id: string, stored: Artist | null, now: Date): PreviewDraft {
  return { entity: "artists", artist: { ...(stored ?? { created_at: now }), ...input, id, is_published: true } };
}

export function releaseDraft(input: ReleaseInput, id: string, stored: Release | null, now: Date): PreviewDraft {
  const { additional_artist_ids, ...fields } = input;
  const base = stored ?? { dsp_links: {}, dsp_links_fetched_at: null, album_type: null, total_tracks: null, created_at: now };
  return {
    entity: "releases",
    release: { ...base, ...fields, id, is_published: true, updated_at: now },
    links: buildReleaseArtistLinks(id, input.artist_id, additional_artist_ids),
  };
}

/** `content` must already be sanitized as a save sanitizes it; a published post's date is kept, a draft's is now. */
export function pressDraft(input: PressPostInput, id: string, stored: PressPost | null, authorId: string, now: Date): PreviewDraft {
  const base = stored ?? { created_at: now, author_id: authorId };
  return { entity: "press_posts", post: { ...base, ...input, id, is_published: true, published_at: stored?.published_at ?? now } };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A rendered page as a preview: a robots noindex in its head (the header
 * says it too, but a saved copy keeps the meta) and a bar saying it is not
 * published. The page's own robots meta, if any, is replaced.
 */
export function markAsPreview(html: string): string {
  const meta = '<meta name="robots" content="noindex, nofollow">';
  const bar = `<div role="note" style="position:sticky;top:0;z-index:1000;padding:.5rem 1rem;background:#facc15;color:#000;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center;letter-spacing:.05em">${escapeHtml(PREVIEW_TEXTS.banner)}</div>`;
  return html
    .replace(/<meta\s+name=["']robots["'][^>]*>/gi, "")
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`)
    .replace(/<body(\s[^>]*)?>/i, (body) => `${body}${bar}`);
}

/**
 * The script the sign-in refusal loads for a preview link followed without
 * a token (docs/preview.md#a-link-opened-by-hand): when this browser holds a
 * session it goes on to `/open-preview#{id}`, which opens the preview with
 * the session's token. A file of `public/`, so the policy's
 * `script-src 'self'` allows it without a hash.
 */
export const PREVIEW_SESSION_SCRIPT = "/preview-session.js";

/**
 * The look of the site's not-found page (src/pages/404.astro) in a few inline
 * rules: the function answers this page itself, without the site's built
 * stylesheet. Ink and paper are the site theme's (src/styles/global.css).
 */
const REFUSAL_STYLE =
  "html{background:#0b0b0c;color:#f4f1ea;overflow-wrap:break-word}body{margin:0;font-family:Inter,ui-sans-serif,system-ui,sans-serif;line-height:1.5;-webkit-font-smoothing:antialiased}" +
  "main{box-sizing:border-box;max-width:36rem;margin:0 auto;padding:8rem 1rem;display:flex;flex-direction:column;align-items:center;text-align:center}" +
  "h1{margin:0;font-size:2.25rem;line-height:2.5rem;font-weight:900;letter-spacing:.1em}p{margin:1rem 0 0;font-size:1.125rem;line-height:1.75rem}" +
  "a{margin-top:2rem;display:inline-block;border:1px solid rgb(255 255 255/.2);padding:.75rem 1.5rem;color:inherit;text-decoration:none;font-size:.875rem;font-weight:700;letter-spacing:.1em}a:hover{border-color:#ff4d2e;color:#ff4d2e}a:focus-visible{outline:2px solid #ff4d2e;outline-offset:2px}";

/** The small page of a refused or expired preview; `findSession` adds the script that sends a signed-in browser to the opener. */
export function previewRefusalPage(title: string, body: string | null, { findSession = false } = {}): string {
  const script = findSession ? `<script src="${PREVIEW_SESSION_SCRIPT}"></script>` : "";
  const home = `<a href="/">${escapeHtml(PUBLIC_LABELS.backToHome)}</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${REFUSAL_STYLE}</style>${script}</head><body><main><h1>${escapeHtml(title)}</h1>${body ? `<p>${escapeHtml(body)}</p>` : ""}${home}</main></body></html>`;
}
