/** @jsxImportSource preact */
import type { ComponentChildren, TargetedEvent } from "preact";
import { useState } from "preact/hooks";
import { DEMO_UPLOAD_URL, DemoUploadError, uploadDemo } from "../../lib/client/demoUpload";
import { LIMITS } from "../../lib/domain/shared/constants";
import { demoFieldsProblem } from "../../lib/domain/shared/formChecks";
import type { FormResult } from "../../lib/domain/shared/formResults";
import { LOADING_TEXTS } from "../../lib/domain/shared/pageTexts";
import { DEMO_CONSENT_NOTE, PUBLIC_LABELS, demoAudioRetentionNote } from "../../lib/domain/shared/publicTexts";
import { formatFileSizeMb, validateDemoFile } from "../../lib/domain/demos/demoFile";
import { DEMO_SUBMIT_TOASTS } from "../../lib/domain/shared/toastTexts";
import { FormStatus, hideReturnedResult } from "./FormStatus";
import { GenreOptions } from "./GenreOptions";
import { UploadProgress } from "./UploadProgress";
import { useHydrated } from "./useHydrated";
import {
  DEMO_ALLOWED_EXTENSIONS,
  DEMO_ALLOWED_MIME_TYPES,
  DEMO_AUDIO_RETENTION_DAYS,
  DEMO_UPLOAD_FILE_FIELD,
} from "../../lib/domain/demos/demoLimits";

const ACCEPT = [...DEMO_ALLOWED_EXTENSIONS.map((e) => `.${e}`), ...DEMO_ALLOWED_MIME_TYPES].join(",");
const TEXT_FIELDS = ["artist_name", "email", "track_title", "genre", "message"] as const;
const control = "mt-1 w-full border border-white/20 bg-transparent px-3 py-2 focus:border-accent disabled:opacity-60";

function Field({
  label,
  htmlFor,
  required = false,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  children: ComponentChildren;
}) {
  return (
    <div className="mt-5">
      <label htmlFor={htmlFor} className="block text-xs tracking-widest">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
    </div>
  );
}

/**
 * /submit-demo (spec sections 2, 5 and 8). A real multipart POST form, so it
 * works without JavaScript (the function answers with a 303 back to this
 * page). With JavaScript: the file's type and size are checked as soon as it
 * is chosen, the fields and the file again on submit (only the first problem
 * shows), then the upload runs with a progress bar. The server checks
 * everything again, the file's real type included.
 */
export default function DemoSubmitForm() {
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<FormResult | null>(null);
  /** null while idle; the fraction sent while uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  function onFileChosen(event: TargetedEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    const problem = chosen ? validateDemoFile(chosen) : null;
    setStatus(problem ? { tone: "error", ...problem } : null);
  }

  async function onSubmit(event: TargetedEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    hideReturnedResult();
    const form = event.currentTarget;
    // Read before the fieldset is disabled: disabled controls are left out of FormData.
    const data = new FormData(form);
    const fieldProblem = demoFieldsProblem(
      Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? "")])) as Record<(typeof TEXT_FIELDS)[number], string>,
    );
    if (fieldProblem) return setStatus({ tone: "error", title: DEMO_SUBMIT_TOASTS.failedTitle, description: fieldProblem });
    const fileProblem = validateDemoFile(file);
    if (fileProblem) return setStatus({ tone: "error", ...fileProblem });

    setStatus(null);
    setProgress(0);
    try {
      await uploadDemo(data, setProgress);
      setStatus({ tone: "success", ...DEMO_SUBMIT_TOASTS.submitted });
      form.reset();
      setFile(null);
    } catch (error) {
      console.error("Demo upload failed", error);
      const description = error instanceof DemoUploadError ? error.message : DEMO_SUBMIT_TOASTS.fallbackDescription;
      setStatus({ tone: "error", title: DEMO_SUBMIT_TOASTS.failedTitle, description });
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      method="post"
      action={DEMO_UPLOAD_URL}
      enctype="multipart/form-data"
      // The site's router must never take this submit over (before hydration it would): the browser posts it.
      data-astro-reload=""
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-label="Submit demo"
      className="border border-white/15 p-6 sm:p-8"
    >
      <fieldset disabled={busy}>
        <Field label="ARTIST/BAND NAME" htmlFor="artist_name" required>
          <input
            id="artist_name"
            name="artist_name"
            type="text"
            required
            maxLength={LIMITS.demo.artistName}
            autoComplete="name"
            className={control}
          />
        </Field>
        <Field label="EMAIL" htmlFor="email" required>
          <input id="email" name="email" type="email" required maxLength={LIMITS.demo.email} autoComplete="email" className={control} />
        </Field>
        <Field label="TRACK TITLE" htmlFor="track_title" required>
          <input id="track_title" name="track_title" type="text" required maxLength={LIMITS.demo.trackTitle} className={control} />
        </Field>
        <Field label="GENRE" htmlFor="genre">
          <select id="genre" name="genre" className={`${control} bg-ink`}>
            <GenreOptions none={PUBLIC_LABELS.selectGenre} />
          </select>
        </Field>
        <Field label="MESSAGE" htmlFor="message">
          <textarea id="message" name="message" rows={5} maxLength={LIMITS.demo.message} className={control} />
        </Field>
        <Field label="AUDIO FILE" htmlFor="audio" required>
          <input
            id="audio"
            name={DEMO_UPLOAD_FILE_FIELD}
            type="file"
            accept={ACCEPT}
            required
            aria-describedby="audio-hint"
            aria-invalid={file !== null && validateDemoFile(file) !== null}
            onChange={onFileChosen}
            className={`${control} file:mr-4 file:border-0 file:bg-paper file:px-3 file:py-1 file:text-xs file:font-bold file:tracking-widest file:text-ink`}
          />
          <p id="audio-hint" className="mt-1 text-xs text-muted">
            MP3, WAV, M4A, FLAC (max 10MB)
          </p>
          {file && (
            <p className="mt-1 text-sm" data-testid="file-size">
              {file.name} · {formatFileSizeMb(file.size)}
            </p>
          )}
        </Field>
        {/* Honeypot: hidden from people and screen readers; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="website">Website</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </fieldset>
      {progress !== null && <UploadProgress fraction={progress} />}
      <FormStatus status={status} />
      <button
        type="submit"
        disabled={busy}
        className="mt-6 w-full bg-paper py-3 font-bold tracking-widest text-ink hover:bg-accent disabled:opacity-60"
      >
        {busy ? LOADING_TEXTS.uploading : "SUBMIT DEMO"}
      </button>
      <p className="mt-4 text-xs text-muted">{DEMO_CONSENT_NOTE}</p>
      <p className="mt-2 text-xs text-muted" data-testid="audio-retention">
        {demoAudioRetentionNote(DEMO_AUDIO_RETENTION_DAYS)}
      </p>
    </form>
  );
}
