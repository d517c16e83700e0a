// Scheduled jobs (src/lib/jobs/registry.ts): one export per job, named in camelCase after it.
import { demoAudioRetentionJob } from "../../../src/lib/jobs/demoAudioRetention";
import { fanListExpiryJob } from "../../../src/lib/jobs/fanListExpiry";
import { newsletterSendJob } from "../../../src/lib/jobs/newsletterSend";
import { releaseDayJobDefinition } from "../../../src/lib/jobs/releaseDay";
import { scheduledPublishJob } from "../../../src/lib/jobs/scheduledPublish";
import { storeFeesJob } from "../../../src/lib/jobs/storeFees";
import { trackAudioJobDefinition } from "../../../src/lib/jobs/trackAudioProcessing";
import { scheduledJob } from "../jobs/scheduledJob";

export const demoAudioRetention = scheduledJob(demoAudioRetentionJob);
export const fanListExpiry = scheduledJob(fanListExpiryJob);
export const newsletterSend = scheduledJob(newsletterSendJob);
export const releaseDay = scheduledJob(releaseDayJobDefinition);
export const scheduledPublish = scheduledJob(scheduledPublishJob);
export const storeFees = scheduledJob(storeFeesJob);
export const trackAudio = scheduledJob(trackAudioJobDefinition);
