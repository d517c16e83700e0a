// Scheduled jobs (src/lib/jobs/registry.ts): one export per job, named in camelCase after it.
import { demoAudioRetentionJob } from "../../../src/lib/jobs/demoAudioRetention";
import { releaseDayJobDefinition } from "../../../src/lib/jobs/releaseDay";
import { scheduledPublishJob } from "../../../src/lib/jobs/scheduledPublish";
import { scheduledJob } from "../jobs/scheduledJob";

export const demoAudioRetention = scheduledJob(demoAudioRetentionJob);
export const releaseDay = scheduledJob(releaseDayJobDefinition);
export const scheduledPublish = scheduledJob(scheduledPublishJob);
