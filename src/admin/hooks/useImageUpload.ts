import { useState } from "react";
import toast from "react-hot-toast";
import { MediaUploadError, uploadMedia } from "../../lib/client/mediaUpload";
import { MEDIA_MESSAGES } from "../../lib/domain/media";
import type { MediaUploadTarget, UploadedMedia } from "../../lib/domain/media";

/**
 * One image upload at a time for a form: progress while it runs, the
 * server's refusal as a toast. Resolves to the stored image, or null when
 * it was refused (the form keeps what it had).
 */
export function useImageUpload(target: MediaUploadTarget) {
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File): Promise<UploadedMedia | null> {
    setProgress(0);
    try {
      return await uploadMedia(file, target, setProgress);
    } catch (error) {
      toast.error(error instanceof MediaUploadError ? error.message : MEDIA_MESSAGES.uploadFailed);
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { uploading: progress !== null, progress: progress ?? 0, upload };
}
