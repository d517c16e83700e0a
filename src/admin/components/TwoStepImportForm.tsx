import type { FormEvent, ReactNode } from "react";

/**
 * The form of a CSV import in two steps: submitting asks for the preview
 * until there is one, then for the import itself (`onSend(commit)`).
 */
export function TwoStepImportForm({
  hint,
  previewed,
  onSend,
  children,
}: {
  hint: string;
  previewed: boolean;
  onSend: (commit: boolean) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend(previewed);
      }}
    >
      <p className="mt-2 text-xs text-muted">{hint}</p>
      {children}
    </form>
  );
}
