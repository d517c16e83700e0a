import { createHash, randomBytes, randomUUID } from "node:crypto";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../../src/config/label";
import {
  demoObjectName,
  demoReceiptEmail,
  demoReceiptMailId,
  demoSubmissionKey,
  findDuplicateOf,
  newDemoDeskFields,
  type Demo,
  type DemoAudioExtension,
  type DemoSubmission,
} from "../../../../src/lib/domain/demos";
import type { Repositories } from "../../../../src/lib/data";
import type { FileStore } from "../../../../src/lib/files";
import { storeDemoPeaks } from "./audioPeaks";

/** An upload that passed every check: bytes, the type detected from them and, when the check decoded them, the samples. */
export interface CheckedAudio {
  bytes: Uint8Array;
  extension: DemoAudioExtension;
  contentType: string;
  /** 16-bit mono PCM from the upload check's decode: the waveform is drawn from it without decoding again. */
  samples?: Int16Array;
}

export interface DemoIntake {
  repos: Pick<Repositories, "demos" | "mail" | "demoPeaks">;
  files: FileStore;
  now?: () => Date;
  /** Record id; a fresh UUID unless given. */
  newId?: () => string;
  /** Candidate references; random unless given (tests draw a taken one). */
  drawReference?: () => string;
}

/** Removes the file of a demo that could not be stored, so nothing is left orphaned. */
async function removeFile(files: FileStore, audioPath: string): Promise<void> {
  await files.delete(audioPath).catch((cleanupError: unknown) => {
    logger.error("Demo record failed and its file could not be removed", { audioPath, cleanupError });
  });
}

/** SHA-256 of the audio, one pass over bytes already in memory (Cloud Functions hands over the whole body). */
export function audioContentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Stores a demo: the file first (private, under a generated name), then a
 * unique reference is claimed for it, then the record together with the
 * artist's receipt email, so a record never points at a file that is not
 * there and every stored demo is answered. A repeat of an earlier demo (same
 * file, or same address and title within the window) is stored too, marked
 * `duplicate_of`. When the record cannot be written the file is removed and
 * the reference given back, so nothing is left orphaned; the error is
 * rethrown for the caller to report. Last, the waveform is computed; a
 * failure there is logged and retried when the demo is first opened.
 */
export async function storeDemoSubmission(intake: DemoIntake, submission: DemoSubmission, audio: CheckedAudio): Promise<Demo> {
  const submittedAt = intake.now?.() ?? new Date();
  const contentHash = audioContentHash(audio.bytes);
  const submissionKey = demoSubmissionKey(submission.email, submission.track_title);
  const earlier = await intake.repos.demos.listPossibleDuplicates(contentHash, submissionKey, submittedAt);

  const audioPath = demoObjectName(`upload.${audio.extension}`, submittedAt, randomBytes(8).toString("hex"));
  await intake.files.put(audioPath, audio.bytes, audio.contentType);
  const id = intake.newId?.() ?? randomUUID();
  const reference = await intake.repos.demos.claimReference(id, intake.drawReference).catch(async (error: unknown) => {
    await removeFile(intake.files, audioPath);
    throw error;
  });
  const demo: Demo = {
    id,
    reference,
    ...submission,
    audio_path: audioPath,
    file_size: audio.bytes.byteLength,
    content_type: audio.contentType,
    status: "pending",
    admin_notes: "",
    submitted_at: submittedAt,
    ...newDemoDeskFields(),
    content_hash: contentHash,
    submission_key: submissionKey,
    duplicate_of: findDuplicateOf({ content_hash: contentHash, submission_key: submissionKey, submitted_at: submittedAt }, earlier),
  };
  const receipt = { id: demoReceiptMailId(demo.id), to: demo.email, message: demoReceiptEmail(LABEL.name, demo), created_at: submittedAt };
  try {
    await intake.repos.demos.createWithMail(demo, receipt, intake.repos.mail);
  } catch (error) {
    await removeFile(intake.files, audioPath);
    await intake.repos.demos.releaseReference(reference, id).catch((cleanupError: unknown) => {
      logger.error("Demo record failed and its reference could not be given back", { reference, cleanupError });
    });
    throw error;
  }
  // From what is in hand: the new demo has no waveform yet, and its file need not be read back.
  await storeDemoPeaks(intake.repos, demo.id, audio.samples ? { samples: audio.samples } : audio).catch((error: unknown) => {
    logger.error("Demo waveform could not be stored; it is computed on first open", { id: demo.id, error });
  });
  return demo;
}
