/**
 * A small multipart/form-data reader over a body already in memory (Cloud
 * Functions hands HTTP functions the whole body as `rawBody`). Parts are
 * views into that buffer, never copies, so reading a 10 MB upload costs no
 * second 10 MB. Anything malformed yields null.
 */
export interface MultipartFile {
  /** The name the visitor's browser sent; untrusted, used only for its extension. */
  filename: string;
  /** Bytes of the part (a view into the request body). */
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

/** Guards against bodies built to make the loop work hard. */
const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 2048;

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a `multipart/form-data` content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** Reads `name` and `filename` out of a part's Content-Disposition header. */
function dispositionOf(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const param = (key: string) => new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(line)?.[1] ?? null;
  const name = param("name");
  if (name === null) return null;
  return { name, filename: param("filename") };
}

export function parseMultipart(body: Buffer, boundary: string): MultipartForm | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  // Maps, not objects: a part named "__proto__" or "constructor" is just a name.
  const fields = new Map<string, string>();
  const files = new Map<string, MultipartFile>();
  let position = body.indexOf(delimiter);
  if (position === -1) return null;
  for (let parts = 0; ; parts++) {
    position += delimiter.length;
    if (body[position] === 0x2d && body[position + 1] === 0x2d) {
      // "--": the closing delimiter.
      return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
    }
    if (parts >= MAX_PARTS || !body.subarray(position, position + 2).equals(CRLF)) return null;
    const headerStart = position + 2;
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd === -1 || headerEnd - headerStart > MAX_HEADER_BYTES) return null;
    const disposition = dispositionOf(body.toString("utf8", headerStart, headerEnd));
    const contentStart = headerEnd + HEADER_END.length;
    const next = body.indexOf(nextDelimiter, contentStart);
    if (!disposition || next === -1) return null;
    const content = body.subarray(contentStart, next);
    // A repeated name is ambiguous (which one counts?): refuse the whole form.
    if (fields.has(disposition.name) || files.has(disposition.name)) return null;
    if (disposition.filename !== null) files.set(disposition.name, { filename: disposition.filename, data: content });
    else fields.set(disposition.name, content.toString("utf8"));
    position = next + CRLF.length;
  }
}
