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
  /** While the page that opens a preview link with the browser's session finds that session. */
  opening: "Opening preview...",
  signInTitle: "Sign in to see this preview",
  signInBody: "Open the preview from the admin form while signed in.",
  /** Signed in without view on the item: worded as the admin's own no-access texts (ADMIN_ACCESS_TEXTS). */
  deniedTitle: "You have no access to this preview",
  deniedBody: "Ask an administrator for access to this item, or sign in with another account.",
  goneTitle: "This preview has expired",
  goneBody: "Open a new preview from the admin form.",
} as const;
