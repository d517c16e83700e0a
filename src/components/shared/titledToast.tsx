import toast from "react-hot-toast";

/**
 * A toast with a title and a description line, for the catalogue's two-part
 * toasts (e.g. 'Error saving role' carrying the error message).
 */
export function titledToast(kind: "success" | "error", { title, description }: { title: string; description?: string | null }) {
  const body = (
    <span>
      <span className="block font-bold">{title}</span>
      {description && <span className="mt-0.5 block text-sm">{description}</span>}
    </span>
  );
  return kind === "error" ? toast.error(body) : toast.success(body);
}
