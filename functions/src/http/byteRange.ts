/**
 * One HTTP byte range (RFC 9110 §14.1.2) over a file of `size` bytes, so an
 * <audio> element can seek: "bytes=a-b", "bytes=a-" or "bytes=-n". Returns
 * the inclusive range, "unsatisfiable" (answer 416), or null to send the
 * whole file (no header, several ranges, or a header we do not understand).
 */
export function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
