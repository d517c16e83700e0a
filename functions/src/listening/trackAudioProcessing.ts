import { defineCallable } from "../callable";
import * as trackAudio from "../operations/listening/trackAudio";

/** A track's processing now, its retry and removal, and the list of a release's tracks' audio (docs/listening.md#label-hosted-audio). */
export const processTrackAudio = defineCallable("processTrackAudio", trackAudio.processTrackAudio, {
  memory: "2GiB",
  timeoutSeconds: 540,
  cpu: 2,
});
export const retryTrackAudio = defineCallable("retryTrackAudio", trackAudio.retryTrackAudio);
export const removeTrackAudio = defineCallable("removeTrackAudio", trackAudio.removeTrackAudio);
export const listTrackAudio = defineCallable("listTrackAudio", trackAudio.listTrackAudio);
