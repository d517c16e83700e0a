import { describe, expect, it } from "vitest";
import { multipartBoundary, parseMultipart } from "../../../functions/src/http/multipart";

const BOUNDARY = "----WebKitFormBoundaryabc123";

/** A body the way browsers build one. */
function body(parts: { name: string; value: string | Buffer; filename?: string }[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? "" : "Content-Type: application/octet-stream\r\n";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe("multipartBoundary", () => {
  it("reads plain and quoted boundaries of multipart/form-data only", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});

describe("parseMultipart", () => {
  it("separates text fields from files and keeps the bytes exactly", () => {
    const audio = Buffer.from([0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff, 0xfe]);
    const form = parseMultipart(
      body([
        { name: "artist_name", value: "Mira Osei" },
        { name: "message", value: "Line one\r\nLine two — ünïcode" },
        { name: "audio", value: audio, filename: "My Song.mp3" },
      ]),
      BOUNDARY,
    );
    expect(form?.fields).toEqual({ artist_name: "Mira Osei", message: "Line one\r\nLine two — ünïcode" });
    expect(form?.files.audio?.filename).toBe("My Song.mp3");
    expect(form?.files.audio?.data.equals(audio)).toBe(true);
  });

  it("keeps a file part with no file chosen as an empty name and no bytes", () => {
    const form = parseMultipart(body([{ name: "audio", value: "", filename: "" }]), BOUNDARY);
    expect(form?.files.audio).toEqual({ filename: "", data: Buffer.alloc(0) });
  });

  it("treats prototype names as plain names", () => {
    const form = parseMultipart(
      body([
        { name: "__proto__", value: "x" },
        { name: "constructor", value: "y" },
      ]),
      BOUNDARY,
    );
    expect(Object.keys(form?.fields ?? {})).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(form?.fields)).toBe(Object.prototype);
  });

  it("refuses repeated names, a wrong boundary and truncated bodies", () => {
    expect(
      parseMultipart(
        body([
          { name: "email", value: "a" },
          { name: "email", value: "b" },
        ]),
        BOUNDARY,
      ),
    ).toBeNull();
    expect(parseMultipart(body([{ name: "email", value: "a" }]), "other")).toBeNull();
    const full = body([{ name: "audio", value: Buffer.alloc(100, 1), filename: "a.wav" }]);
    expect(parseMultipart(full.subarray(0, full.length - 40), BOUNDARY)).toBeNull();
  });

  it("refuses a part without a form-data name", () => {
    const raw = Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`);
    expect(parseMultipart(raw, BOUNDARY)).toBeNull();
  });

  it("refuses more than 20 parts", () => {
    const parts = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, value: "x" }));
    expect(parseMultipart(body(parts), BOUNDARY)).toBeNull();
    expect(parseMultipart(body(parts.slice(0, 20)), BOUNDARY)?.fields.f19).toBe("x");
  });
});
