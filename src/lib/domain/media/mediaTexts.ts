/** What the upload and the media library answer (docs/product.md#uploading-images); not in spec. */
export const MEDIA_MESSAGES = {
  missing: "Choose an image to upload",
  tooLarge: "Images must be at most 20 MB",
  invalidType: "Only JPEG, PNG, WebP and AVIF images can be uploaded",
  unreadable: "This image could not be read",
  uploadFailed: "Upload failed. Please try again.",
  inUse: (pages: readonly string[]) => `This image is used by ${pages.join(", ")} and cannot be deleted`,
  deleted: "Image deleted",
  notFound: "Image not found",
  confirmDelete: "Are you sure you want to delete this image?",
  loadFailed: "Failed to load images",
  deleteFailed: "Failed to delete image",
  empty: "No images yet",
  /** Reads the library's next page (MEDIA_PAGE_SIZE images). */
  loadMore: "LOAD MORE",
  altTooLong: "Alt text must be at most 250 characters",
  altSaved: "Alt text saved",
  altSaveFailed: "Failed to save alt text",
} as const;
