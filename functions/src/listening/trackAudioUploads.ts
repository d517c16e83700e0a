import { defineCallable } from "../callable";
import * as trackAudio from "../operations/listening/trackAudio";

/** A master's upload (docs/listening.md#label-hosted-audio): its signed target, then its check and queueing. */
export const startTrackAudioUpload = defineCallable("startTrackAudioUpload", trackAudio.startTrackAudioUpload);
export const finishTrackAudioUpload = defineCallable("finishTrackAudioUpload", trackAudio.finishTrackAudioUpload, {
  memory: "2GiB",
  timeoutSeconds: 300,
});
