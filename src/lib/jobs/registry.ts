import { demoAudioRetentionJob } from "./demoAudioRetention";
import { fanListExpiryJob } from "./fanListExpiry";
import type { JobDefinition } from "./job";
import { newsletterSendJob } from "./newsletterSend";
import { releaseDayJobDefinition } from "./releaseDay";
import { scheduledPublishJob } from "./scheduledPublish";
import { storeFeesJob } from "./storeFees";
import { trackAudioJobDefinition } from "./trackAudioProcessing";

/**
 * Every scheduled job. A new job: write its body beside this file as a
 * JobDefinition, add it here, and export it from functions/src/exports/jobs.ts
 * (a unit test checks the three agree). docs/scheduled-jobs.md has the rest.
 */
export const JOBS: readonly JobDefinition[] = [
  demoAudioRetentionJob,
  releaseDayJobDefinition,
  scheduledPublishJob,
  fanListExpiryJob,
  trackAudioJobDefinition,
  newsletterSendJob,
  storeFeesJob,
];

export function findJob(name: string): JobDefinition | undefined {
  return JOBS.find((job) => job.name === name);
}
