import { useRef, useState } from "react";
import { errorMessage } from "../../../../lib/client/callables";
import {
  TRACK_AUDIO_ERRORS,
  TRACK_AUDIO_FORM_TEXTS as T,
  TRACK_AUDIO_STATUS_LABELS,
  uploadProgressText,
} from "../../../../lib/domain/listening";
import { MASTER_FILE_ACCEPT } from "../../../../lib/domain/listening";
import { formatDuration } from "../../../../lib/domain/catalog";
import { Button } from "../../../components/Button";
import type { TrackAudioControls } from "./useTrackAudio";

interface Props {
  trackId: string;
  /** The track's label for screen readers (`Track 3`, or its title). */
  label: string;
  /** Whether the track is stored on the release: audio hangs off a saved track. */
  saved: boolean;
  controls: TrackAudioControls;
  idPrefix: string;
}

/**
 * AUDIO of one track in TRACKLIST (docs/listening.md#label-hosted-audio):
 * its state (a status badge, the failure's reason), the upload with its
 * progress and the resume after a dropped connection, RETRY for a failed
 * processing, REPLACE and REMOVE. The file input is reached by its button.
 */
export function TrackAudioPanel({ trackId, label, saved, controls, idPrefix }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const audio = controls.audio.get(trackId);
  const upload = controls.uploads[trackId];
  const uploading = upload && !upload.error && !upload.session;

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError(errorMessage(error, TRACK_AUDIO_ERRORS.incomplete));
    } finally {
      setBusy(false);
    }
  };

  if (!saved) return <p className="mt-3 text-xs text-muted">{T.saveFirst}</p>;
  // An upload under way or stopped (RESUME UPLOAD) is the track's state, whatever the list last read.
  const status = upload && !upload.error ? "uploading" : audio?.status;
  return (
    <section className="mt-3 border-t border-white/10 pt-3" aria-label={`${T.heading}: ${label}`} data-testid="track-audio">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="tracking-widest text-muted">{T.heading}</span>
        {status ? (
          <span
            className={`border px-2 py-0.5 ${status === "failed" ? "border-red-500/60 text-red-300" : status === "ready" ? "border-accent text-accent" : "border-white/30"}`}
            data-testid="track-audio-status"
          >
            {TRACK_AUDIO_STATUS_LABELS[status]}
          </span>
        ) : (
          <span className="text-muted">{T.none}</span>
        )}
        {audio?.status === "ready" && audio.duration_seconds !== null && (
          <span className="text-muted">{formatDuration(Math.round(audio.duration_seconds))}</span>
        )}
      </div>
      {audio?.status === "failed" && audio.failure && (
        <p className="mt-1 text-xs text-red-300" data-testid="track-audio-failure">
          {audio.failure}
        </p>
      )}
      {upload && !upload.error && (
        <div className="mt-2" role="status">
          <progress className="w-full" max={100} value={upload.percent} aria-label={`${uploadProgressText(upload.percent)}: ${label}`} />
          <p className="text-xs">{uploadProgressText(upload.percent)}</p>
          {upload.session ? (
            <p className="text-xs text-muted">{T.uploadStopped}</p>
          ) : (
            upload.interrupted && <p className="text-xs text-muted">{T.connectionLost}</p>
          )}
        </div>
      )}
      {(upload?.error ?? actionError) && (
        <p className="mt-1 text-xs text-red-300" role="alert" data-testid="track-audio-error">
          {upload?.error ?? actionError}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          ref={input}
          id={`${idPrefix}-file`}
          type="file"
          accept={MASTER_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) controls.upload(trackId, file);
          }}
        />
        <Button
          id={`${idPrefix}-upload`}
          disabled={Boolean(uploading) || busy}
          aria-label={`${audio ? T.replace : T.upload}: ${label}`}
          onClick={() => input.current?.click()}
        >
          {audio ? T.replace : T.upload}
        </Button>
        {upload?.session && (
          <Button disabled={busy} onClick={() => controls.resume(trackId)}>
            {T.resume}
          </Button>
        )}
        {audio?.status === "failed" && (
          <Button disabled={busy} onClick={() => void act(() => controls.retry(trackId))}>
            {T.retry}
          </Button>
        )}
        {audio && !uploading && (
          <Button
            variant="danger"
            disabled={busy}
            aria-label={`${T.remove}: ${label}`}
            onClick={() => void act(() => controls.remove(trackId))}
          >
            {T.remove}
          </Button>
        )}
      </div>
    </section>
  );
}
