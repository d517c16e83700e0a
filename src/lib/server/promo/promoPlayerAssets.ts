import { sitePage } from "../sitePages";

/** The built page whose head holds the player's styles and script (src/pages/promo-player.astro). */
export const PROMO_PLAYER_PAGE = "/promo-player";

/** The page's styles, inline as the build writes every page's (astro.config's inlineStylesheets), and its module scripts by site path. */
const ASSET_TAGS = /<style\b[^>]*>[\s\S]*?<\/style>|<script\b[^>]*\bsrc="\/[^"]*"[^>]*><\/script>/g;

/**
 * The site player's tags for the promo page's head: the styles and the
 * module script links the site build wrote into PROMO_PLAYER_PAGE (scripts
 * by site path only, never inline: the policy allows inline styles, not
 * inline scripts). Null while the site cannot be reached: the
 * page is then plain HTML, its `<audio>` elements showing.
 */
export async function promoPlayerAssets(siteUrl: string, now = Date.now()): Promise<string | null> {
  const html = await sitePage(siteUrl, PROMO_PLAYER_PAGE, now);
  const tags = html?.match(ASSET_TAGS) ?? [];
  return tags.some((tag) => tag.startsWith("<script")) ? tags.join("") : null;
}
