import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import toast, { Toaster } from "react-hot-toast";
import { DemoUploadError, uploadDemo } from "../../lib/client/demoUpload";
import {
  DEMO_ALLOWED_EXTENSIONS,
  DEMO_ALLOWED_MIME_TYPES,
  DEMO_SUBMIT_TOASTS,
  GENRES,
  LIMITS,
  LOADING_TEXTS,
  demoSubmissionSchema,
  firstErrorMessage,
  formatFileSizeMb,
  genreDisplayName,
  validateDemoFile,
} from "../../lib/domain";
import { DEMO_UPLOAD_FILE_FIELD } from "../../lib/domain/contracts/demoUpload";
import { titledToast } from "../shared/titledToast";
import { UploadProgress } from "./UploadProgress";

const ACCEPT = [...DEMO_ALLOWED_EXTENSIONS.map((e) => `.${e}`), ...DEMO_ALLOWED_MIME_TYPES].join(",");
const control = "mt-1 w-full border border-white/20 bg-transparent px-3 py-2 focus:border-accent disabled:opacity-60";

function Field({ label, htmlFor, required = false, children }: { label: string; htmlFor: string; required?: boolean; children: ReactNode }) {
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
 * /submit-demo (spec sections 2, 5 and 8). Checks the fields and the file
 * before sending (only the first problem shows), then uploads with a progress
 * bar. The server checks everything again, the file's real type included.
 */
export default function DemoSubmitForm() {
  const [file, setFile] = useState<File | null>(null);
  /** null while idle; the fraction sent while uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Read before the fieldset is disabled: disabled controls are left out of FormData.
    const data = new FormData(form);
    const fields = demoSubmissionSchema.safeParse(Object.fromEntries(["artist_name", "email", "track_title", "genre", "message", "website"].map((k) => [k, data.get(k) ?? ""])));
    if (!fields.success) return void toast.error(firstErrorMessage(fields.error));
    const fileProblem = validateDemoFile(file);
    if (fileProblem) return void titledToast("error", fileProblem);

    setProgress(0);
    try {
      await uploadDemo(data, setProgress);
      titledToast("success", DEMO_SUBMIT_TOASTS.submitted);
      form.reset();
      setFile(null);
    } catch (error) {
      console.error("Demo upload failed", error);
      const description = error instanceof DemoUploadError ? error.message : DEMO_SUBMIT_TOASTS.fallbackDescription;
      titledToast("error", { title: DEMO_SUBMIT_TOASTS.failedTitle, description });
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Toaster position="top-center" />
      {/* noValidate: the spec's messages, not the browser's bubbles, report missing fields. */}
      <form onSubmit={onSubmit} noValidate aria-label="Submit demo" className="border border-white/15 p-6 sm:p-8">
        <fieldset disabled={busy}>
          <Field label="ARTIST/BAND NAME" htmlFor="artist_name" required>
            <input id="artist_name" name="artist_name" type="text" aria-required="true" maxLength={LIMITS.demo.artistName} autoComplete="name" className={control} />
          </Field>
          <Field label="EMAIL" htmlFor="email" required>
            <input id="email" name="email" type="email" aria-required="true" maxLength={LIMITS.demo.email} autoComplete="email" className={control} />
          </Field>
          <Field label="TRACK TITLE" htmlFor="track_title" required>
            <input id="track_title" name="track_title" type="text" aria-required="true" maxLength={LIMITS.demo.trackTitle} className={control} />
          </Field>
          <Field label="GENRE" htmlFor="genre">
            <select id="genre" name="genre" defaultValue="" className={`${control} bg-ink`}>
              <option value="">Select a genre</option>
              {GENRES.map((g) => (
                <option key={g} value={g}>
                  {genreDisplayName(g)}
                </option>
              ))}
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
              aria-required="true"
              aria-describedby="audio-hint"
              onChange={(e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
              className={`${control} file:mr-4 file:border-0 file:bg-paper file:px-3 file:py-1 file:text-xs file:font-bold file:tracking-widest file:text-ink`}
            />
            <p id="audio-hint" className="mt-1 text-xs text-muted">MP3, WAV, M4A, FLAC (max 10MB)</p>
            {file && (
              <p className="mt-1 text-sm" data-testid="file-size">
                {file.name} · {formatFileSizeMb(file.size)}
              </p>
            )}
          </Field>
          {/* Honeypot: hidden from people and screen readers; bots that fill every field give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="website">Website</label>
            <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        </fieldset>
        {progress !== null && <UploadProgress fraction={progress} />}
        <button type="submit" disabled={busy} className="mt-6 w-full bg-paper py-3 font-bold tracking-widest text-ink hover:bg-accent disabled:opacity-60">
          {busy ? LOADING_TEXTS.uploading : "SUBMIT DEMO"}
        </button>
        <p className="mt-4 text-xs text-muted">By submitting, you agree that your demo may be reviewed and stored by our team.</p>
      </form>
    </>
  );
}
