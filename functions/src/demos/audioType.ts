import { logger } from "firebase-functions/logger";
import { acceptDetectedAudioType, type DemoAudioExtension } from "../../../src/lib/domain/demos";
import { audioIntegrityProblem } from "../../../src/lib/domain/demos";
import { decodeAudio } from "./audioDecode";

/** An upload's type as read from its bytes. */
export interface DetectedAudio {
  extension: DemoAudioExtension;
  contentType: string;
}

/**
 * Checks an upload's real type from its bytes (magic numbers, via file-type):
 * WAV, MP3, M4A or FLAC, and the same type its name claims. The browser's
 * MIME type is never consulted. null: refuse the file.
 */
export async function detectDemoAudio(fileName: string, bytes: Uint8Array): Promise<DetectedAudio | null> {
  if (bytes.byteLength === 0) return null;
  // Loaded on first use: only the upload functions need it (functions/build.mjs).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  return acceptDetectedAudioType(fileName, detected?.ext);
}

/**
 * The whole type check of a demo upload: the first bytes say a type the name
 * agrees with, then the file decodes cleanly as that type and holds nothing
 * else (audioIntegrityProblem, docs/demos.md#what-a-demo-upload-must-be).
 * Returns the type and the decoded samples (the waveform is drawn from them),
 * or null to refuse the file. Throws only when the decoder cannot be run.
 */
export async function checkDemoAudio(fileName: string, bytes: Uint8Array): Promise<(DetectedAudio & { samples: Int16Array }) | null> {
  const audio = await detectDemoAudio(fileName, bytes);
  if (!audio) return null;
  const { samples, report } = await decodeAudio(bytes, audio.extension);
  const problem = audioIntegrityProblem(audio.extension, bytes, report);
  if (problem) {
    logger.info("Demo upload refused: it does not decode as its type", { type: audio.extension, bytes: bytes.byteLength, problem });
    return null;
  }
  return { ...audio, samples };
}
