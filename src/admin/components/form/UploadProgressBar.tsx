/** An upload's progress in the admin forms: the native progress bar with the percentage sent. */
export function UploadProgressBar({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <p className="mt-3 flex items-center gap-2 text-xs tracking-widest text-muted">
      <progress value={percent} max={100} aria-label="Upload progress" className="h-2 flex-1 accent-accent" />
      {percent}%
    </p>
  );
}
