/** Texts of the previews of drafts on the real page (docs/product.md#previews, docs/preview.md). */
export const PREVIEW_TEXTS = {
  preview: "PREVIEW",
  preparing: "PREPARING PREVIEW...",
  open: "OPEN PREVIEW",
  ready: "Preview ready: it opens in a new tab and expires after 30 minutes",
  failed: "Failed to prepare preview",
  notFound: "Preview not found or expired",
  /** The bar on top of a previewed page. */
  banner: "PREVIEW · NOT PUBLISHED",
  signInTitle: "Sign in to see this preview",
  signInBody: "Open the preview from the admin form while signed in.",
  deniedTitle: "You may not see this preview",
  goneTitle: "This preview has expired",
  goneBody: "Open a new preview from the admin form.",
} as const;
