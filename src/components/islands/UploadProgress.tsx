/** @jsxImportSource preact */

/** The upload's progress while UPLOADING... shows: a bar and the percentage sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full bg-white/10"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-right text-xs tracking-widest text-muted">{percent}%</p>
    </div>
  );
}
