import { useCallback, useEffect, useState } from "react";
import { call, errorMessage } from "../../../../lib/client/callables";
import { UploadInterruptedError, resumeUpload, uploadResumable } from "../../../../lib/client/resumableUpload";
import type { TrackAudioView } from "../../../../lib/domain/listening";
import { TRACK_AUDIO_ERRORS } from "../../../../lib/domain/listening";
import { masterFileProblem } from "../../../../lib/domain/listening";

/** A track's upload in this form: its progress, whether the connection dropped, and the open session to resume. */
export interface TrackUpload {
  percent: number;
  interrupted: boolean;
  /** Set when the upload gave up on the connection: RESUME UPLOAD goes on in this session. */
  session: string | null;
  file: File;
  error: string | null;
}

/** How often the form asks for the state of audio being processed (another tab, the job). */
const POLL_MS = 3000;

/**
 * The audio of a release's tracks in its form (docs/listening.md#label-hosted-audio):
 * the stored state of each, and the uploads under way. An upload goes to the
 * signed target in chunks, resumes after a dropped connection, is finished
 * (checked) and then processed; the form shows each step.
 */
export function useTrackAudio(releaseId: string | null) {
  const [audio, setAudio] = useState<ReadonlyMap<string, TrackAudioView>>(new Map());
  const [uploads, setUploads] = useState<Readonly<Record<string, TrackUpload | undefined>>>({});

  const refresh = useCallback(async () => {
    if (!releaseId) return;
    const { audio: list } = await call("listTrackAudio", { release_id: releaseId });
    setAudio(new Map(list.map((a) => [a.track_id, a])));
  }, [releaseId]);

  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);

  const waiting = [...audio.values()].some((a) => a.status === "queued" || a.status === "processing");
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  const put = (view: TrackAudioView) => setAudio((current) => new Map(current).set(view.track_id, view));
  const setUpload = (trackId: string, upload: TrackUpload | undefined) => setUploads((current) => ({ ...current, [trackId]: upload }));
  const patchUpload = (trackId: string, patch: Partial<TrackUpload>) =>
    setUploads((current) => (current[trackId] ? { ...current, [trackId]: { ...current[trackId], ...patch } } : current));

  /** Finishes an upload (the server checks it) and processes it; refusals show as the upload's error. */
  async function finish(trackId: string) {
    if (!releaseId) return;
    const request = { release_id: releaseId, track_id: trackId };
    put(await call("finishTrackAudioUpload", request));
    setUpload(trackId, undefined);
    process(trackId);
  }

  /**
   * Asks for the track to be processed now. Not awaited: a long master
   * outlasts the call's own timeout, and whatever the call says, the stored
   * state (polled while queued or processing) is what the form shows.
   */
  function process(trackId: string) {
    void call("processTrackAudio", { release_id: releaseId!, track_id: trackId })
      .then((done) => (done ? put(done) : refresh()))
      .catch(() => refresh().catch(() => undefined));
  }

  async function send(trackId: string, file: File, session: string | null) {
    const options = {
      onProgress: (fraction: number) => patchUpload(trackId, { percent: Math.floor(fraction * 100), interrupted: false }),
      onInterrupted: () => patchUpload(trackId, { interrupted: true }),
    };
    try {
      if (session) await resumeUpload(session, file, options);
      else {
        const target = await call("startTrackAudioUpload", {
          release_id: releaseId!,
          track_id: trackId,
          file_name: file.name,
          size: file.size,
        });
        await uploadResumable(target.upload_url, target.content_type, file, options);
      }
      await finish(trackId);
    } catch (error) {
      if (error instanceof UploadInterruptedError) return patchUpload(trackId, { session: error.session, interrupted: true });
      patchUpload(trackId, {
        error: error instanceof Error && !("code" in error) ? error.message : errorMessage(error, TRACK_AUDIO_ERRORS.incomplete),
        interrupted: false,
      });
      await refresh().catch(() => undefined);
    }
  }

  return {
    audio,
    uploads,
    /** Checks the file as the server will, then uploads it (replacing the track's audio). */
    upload: (trackId: string, file: File) => {
      const problem = masterFileProblem(file);
      setUpload(trackId, { percent: 0, interrupted: false, session: null, file, error: problem && TRACK_AUDIO_ERRORS[problem] });
      if (!problem) void send(trackId, file, null);
    },
    resume: (trackId: string) => {
      const upload = uploads[trackId];
      if (!upload?.session) return;
      patchUpload(trackId, { interrupted: false, error: null });
      void send(trackId, upload.file, upload.session);
    },
    retry: async (trackId: string) => {
      const request = { release_id: releaseId!, track_id: trackId };
      put(await call("retryTrackAudio", request));
      process(trackId);
    },
    remove: async (trackId: string) => {
      await call("removeTrackAudio", { release_id: releaseId!, track_id: trackId });
      setAudio((current) => {
        const next = new Map(current);
        next.delete(trackId);
        return next;
      });
      setUpload(trackId, undefined);
    },
  };
}

export type TrackAudioControls = ReturnType<typeof useTrackAudio>;
