/** Checks on the demo audio file, run before upload in the browser and again by the server. */
import { type ToastText } from "../shared/toast";
import { DEMO_FILE_ERRORS } from "../shared/validationTexts";
import { DEMO_ALLOWED_EXTENSIONS, DEMO_ALLOWED_MIME_TYPES, DEMO_MAX_BYTES } from "./demoLimits";

/** The parts of a browser `File` the checks need. */
export interface DemoFileInfo {
  name: string;
  size: number;
  type: string;
}

/** Lowercase extension without the dot, or "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

function isAllowedMimeType(type: string): boolean {
  return (DEMO_ALLOWED_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
}

function isAllowedExtension(name: string): boolean {
  return (DEMO_ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * null when the file may be uploaded, else the toast to show. The type is
 * accepted by MIME type or by extension because browsers report m4a and flac
 * inconsistently (empty, audio/mp4, audio/x-flac). Exactly 10 MB is allowed.
 * An empty file holds no audio, so it is the wrong type whatever its name.
 */
export function validateDemoFile(file: DemoFileInfo | null | undefined): ToastText | null {
  if (!file) return DEMO_FILE_ERRORS.missing;
  if (!isAllowedMimeType(file.type) && !isAllowedExtension(file.name)) return DEMO_FILE_ERRORS.invalidType;
  if (file.size === 0) return DEMO_FILE_ERRORS.invalidType;
  if (file.size > DEMO_MAX_BYTES) return DEMO_FILE_ERRORS.tooLarge;
  return null;
}

export type DemoAudioExtension = (typeof DEMO_ALLOWED_EXTENSIONS)[number];

const MIME_BY_EXTENSION: Record<DemoAudioExtension, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/x-m4a",
  flac: "audio/flac",
};

/** Content type to store: the reported one when allowed, else the one implied by the extension. */
export function demoContentType(file: Pick<DemoFileInfo, "name" | "type">): string | null {
  if (isAllowedMimeType(file.type)) return file.type.toLowerCase();
  const extension = fileExtension(file.name);
  return extension in MIME_BY_EXTENSION ? MIME_BY_EXTENSION[extension as keyof typeof MIME_BY_EXTENSION] : null;
}

/**
 * The server's type rule, given the type detected from the file's bytes
 * (magic numbers): it must be one of the four audio types and agree with the
 * file name's extension. The browser's MIME type plays no part. Returns the
 * extension and content type to store, or null to refuse the file.
 */
export function acceptDetectedAudioType(
  fileName: string,
  detectedExtension: string | undefined,
): { extension: DemoAudioExtension; contentType: string } | null {
  if (!detectedExtension || !isAllowedExtension(`.${detectedExtension}`)) return null;
  if (fileExtension(fileName) !== detectedExtension) return null;
  const extension = detectedExtension as DemoAudioExtension;
  return { extension, contentType: MIME_BY_EXTENSION[extension] };
}

/**
 * Storage object name for an upload: timestamp, random part, extension
 * (docs/product.md#submitting-a-demo). The visitor's file name is not used: it is untrusted.
 */
export function demoObjectName(fileName: string, now: Date, randomPart: string): string {
  const extension = fileExtension(fileName).replace(/[^a-z0-9]/g, "") || "bin";
  return `${now.getTime()}-${randomPart.replace(/[^A-Za-z0-9]/g, "")}.${extension}`;
}

/**
 * Size readout in MB with two decimals: 2621440 → "2.50 MB". Rounded up, so
 * a file over the 10 MB limit never reads "10.00 MB" next to its refusal
 * (10 MB + 1 byte reads "10.01 MB").
 */
export function formatFileSizeMb(bytes: number): string {
  return `${(Math.ceil((bytes * 100) / (1024 * 1024)) / 100).toFixed(2)} MB`;
}
