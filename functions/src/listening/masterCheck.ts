import { logger } from "firebase-functions/logger";
import { audioIntegrityProblem } from "../../../src/lib/domain/demos";
import { TRACK_AUDIO_ERRORS } from "../../../src/lib/domain/listening";
import { MASTER_MAX_BYTES, MASTER_TYPES, isMasterType, type MasterType } from "../../../src/lib/domain/listening";
import { decodeAudio } from "../demos/audioDecode";

/** A stored master that passed: its type read from the bytes. */
export interface CheckedMaster {
  type: MasterType;
  contentType: string;
}

/**
 * The checks of an uploaded master, in order: it exists (the upload
 * finished), is not empty, is the size the browser announced and within the
 * limit, is WAV, FLAC, AIFF or MP3 by its bytes (file-type; the name and the
 * browser's type play no part), and decodes whole as that type with nothing
 * else in it (audioIntegrityProblem, the demo uploads' rule). The refusal is
 * the message staff see.
 */
export async function checkMaster(bytes: Uint8Array | null, declaredBytes: number): Promise<CheckedMaster | { refusal: string }> {
  if (bytes === null) return { refusal: TRACK_AUDIO_ERRORS.incomplete };
  if (bytes.byteLength === 0) return { refusal: TRACK_AUDIO_ERRORS.empty };
  if (bytes.byteLength > MASTER_MAX_BYTES) return { refusal: TRACK_AUDIO_ERRORS.tooLarge };
  if (bytes.byteLength !== declaredBytes) return { refusal: TRACK_AUDIO_ERRORS.sizeMismatch };
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  if (!isMasterType(detected)) return { refusal: TRACK_AUDIO_ERRORS.type };
  const { report } = await decodeAudio(bytes, detected);
  const problem = audioIntegrityProblem(detected, bytes, report);
  if (problem) {
    logger.info("Track master refused: it does not decode as its type", { type: detected, bytes: bytes.byteLength, problem });
    return { refusal: TRACK_AUDIO_ERRORS.undecodable };
  }
  return { type: detected, contentType: MASTER_TYPES[detected].contentType };
}
