// Cloud Functions of label-hosted track audio (docs/listening.md#label-hosted-audio).
export { startTrackAudioUpload, finishTrackAudioUpload } from "../listening/trackAudioUploads";
export { processTrackAudio, retryTrackAudio, removeTrackAudio, listTrackAudio } from "../listening/trackAudioProcessing";
export { audioUpload } from "../listening/audioUpload";
export { trackAudioFile } from "../listening/trackAudioFile";
export { oembed } from "../listening/oembed";
export { embedTrackRedirect } from "../listening/embedTrackRedirect";
