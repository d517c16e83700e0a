/**
 * `sizes` of the public pages' images: the slot each layout gives an image,
 * per breakpoint (Tailwind's sm 640, md 768, lg 1024; content max-w-6xl =
 * 1152 px with 16 px padding each side; the grids' gaps). The browser picks
 * the srcset candidate from it before layout, so it must match the CSS.
 */
const PHONE = "calc(100vw - 32px)";

export const IMAGE_SIZES = {
  /** Home roster and recent releases: 1 column, 3 from sm (gap 32). */
  grid3: `(min-width: 1152px) 352px, (min-width: 640px) calc((100vw - 96px) / 3), ${PHONE}`,
  /** Artists, releases, an artist's releases: 1, 2 from sm, 4 from lg (gap 32). */
  grid4: `(min-width: 1152px) 256px, (min-width: 1024px) calc((100vw - 128px) / 4), (min-width: 640px) calc((100vw - 64px) / 2), ${PHONE}`,
  /** Press cards: 1, 2 from sm, 3 from lg (gap 32-40). */
  pressGrid: `(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), ${PHONE}`,
  /** Release page cover: half of the page from md (gap 40). */
  releaseCover: `(min-width: 1152px) 540px, (min-width: 768px) calc((100vw - 72px) / 2), ${PHONE}`,
  /** Artist page portrait: a third of the page from md (gap 40). */
  artistPortrait: `(min-width: 1152px) 360px, (min-width: 768px) calc((100vw - 72px) / 3), ${PHONE}`,
  /** Press post: featured image and images in the text (max-w-3xl). */
  pressPost: `(min-width: 800px) 736px, ${PHONE}`,
  /** /store: 1 column, 2 from sm, 3 from lg (gap 24). */
  storeGrid: `(min-width: 1152px) 357px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), ${PHONE}`,
  /** A release page's FOR SALE cards: 1 column, 2 from sm (gap 16), inside the card's padding (20 each side). */
  storeOffer: `(min-width: 1152px) 520px, (min-width: 640px) calc((100vw - 128px) / 2), calc(100vw - 72px)`,
  /** Pre-save page cover (max-w-sm). */
  preSaveCover: `(min-width: 416px) 384px, ${PHONE}`,
} as const;
