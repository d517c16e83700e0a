import { randomBytes, randomUUID } from "node:crypto";
import { logger } from "firebase-functions/logger";
import { demoObjectName, type Demo, type DemoAudioExtension, type DemoSubmission } from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import type { FileStore } from "../../../src/lib/files";

/** An upload that passed every check: bytes, and the type detected from them. */
export interface CheckedAudio {
  bytes: Uint8Array;
  extension: DemoAudioExtension;
  contentType: string;
}

export interface DemoIntake {
  repos: Pick<Repositories, "demos">;
  files: FileStore;
  now?: () => Date;
  /** Record id; a fresh UUID unless given. */
  newId?: () => string;
}

/**
 * Stores a demo: the file first (private, under a generated name), then the
 * record, so a record never points at a file that is not there. When the
 * record cannot be written the file is removed again, so nothing is left
 * orphaned; the error is rethrown for the caller to report.
 */
export async function storeDemoSubmission(intake: DemoIntake, submission: DemoSubmission, audio: CheckedAudio): Promise<Demo> {
  const submittedAt = intake.now?.() ?? new Date();
  const audioPath = demoObjectName(`upload.${audio.extension}`, submittedAt, randomBytes(8).toString("hex"));
  await intake.files.put(audioPath, audio.bytes, audio.contentType);
  const demo: Demo = {
    id: intake.newId?.() ?? randomUUID(),
    ...submission,
    audio_path: audioPath,
    file_size: audio.bytes.byteLength,
    content_type: audio.contentType,
    status: "pending",
    admin_notes: "",
    submitted_at: submittedAt,
  };
  try {
    return await intake.repos.demos.create(demo);
  } catch (error) {
    await intake.files.delete(audioPath).catch((cleanupError: unknown) => {
      logger.error("Demo record failed and its file could not be removed", { audioPath, cleanupError });
    });
    throw error;
  }
}
