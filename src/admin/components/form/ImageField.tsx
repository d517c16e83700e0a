import { useRef, useState, type DragEvent } from "react";
import { MEDIA_TYPES } from "../../../lib/domain/media";
import type { MediaUploadTarget } from "../../../lib/domain/media";
import { UploadProgressBar } from "./UploadProgressBar";
import { useImageUpload } from "../../hooks/useImageUpload";
import { Button } from "../Button";
import { Field, TextInput } from "./controls";

interface Props {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The item the image is for: decides which grant the upload needs. */
  target: MediaUploadTarget;
}

const ACCEPT = Object.values(MEDIA_TYPES).join(",");

/**
 * An image field: paste a URL, or upload a file (pick it or drop it here)
 * which the server stores, resizes and answers with the reference to keep.
 * Shows a preview, the upload's progress, and REPLACE / REMOVE once set.
 */
export function ImageField({ id, label, value, onChange, onBlur, target }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { uploading, progress, upload } = useImageUpload(target);
  const current = value ?? "";

  async function send(file: File | undefined) {
    if (!file || uploading) return;
    const media = await upload(file);
    if (media) onChange(media.url);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  }

  return (
    <Field label={label} htmlFor={id} hint="Paste an image URL, or upload JPEG, PNG, WebP or AVIF (at most 20 MB).">
      <div
        className={`mt-1 border border-dashed p-3 ${dragging ? "border-accent" : "border-white/20"}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${id}-dropzone`}
      >
        <TextInput
          id={id}
          type="url"
          value={current}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={uploading}
        />
        {current && <img src={current} alt="" className="mt-3 max-h-40 w-auto object-contain" data-testid={`${id}-preview`} />}
        {uploading && <UploadProgressBar fraction={progress} />}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={uploading} onClick={() => picker.current?.click()}>
            {uploading ? "UPLOADING..." : current ? "REPLACE IMAGE" : "UPLOAD IMAGE"}
          </Button>
          {current && !uploading && <Button onClick={() => onChange("")}>REMOVE IMAGE</Button>}
          <span className="self-center text-xs text-muted">or drop an image here</span>
        </div>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={`${label}: file to upload`}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
    </Field>
  );
}
