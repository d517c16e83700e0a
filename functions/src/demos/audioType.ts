import { acceptDetectedAudioType, type DemoAudioExtension } from "../../../src/lib/domain";

/**
 * Checks an upload's real type from its bytes (magic numbers, via file-type):
 * WAV, MP3, M4A or FLAC, and the same type its name claims. The browser's
 * MIME type is never consulted. null: refuse the file.
 */
export async function detectDemoAudio(fileName: string, bytes: Uint8Array): Promise<{ extension: DemoAudioExtension; contentType: string } | null> {
  if (bytes.byteLength === 0) return null;
  // Loaded on first use: only the upload functions need it (functions/build.mjs).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  return acceptDetectedAudioType(fileName, detected?.ext);
}
