import { z } from "zod";

/**
 * The public demo upload: a multipart/form-data POST to the `submitDemo`
 * HTTP function (not a callable: the file travels as bytes, with progress).
 * Text fields carry the names of `demoSubmissionSchema`; the audio is in the
 * DEMO_UPLOAD_FILE_FIELD part (demoLimits.ts, so the light form reads it
 * without loading zod).
 */

/** JSON body of every answer: `{ ok: true }` (201), or the error to show with its HTTP status. */
export const demoUploadResponseSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({
    error: z.object({
      /** The toast title (docs/product.md#demo-form) for file errors ('Invalid file type', 'File too large', …). */
      title: z.string().optional(),
      message: z.string(),
    }),
  }),
]);
export type DemoUploadResponse = z.output<typeof demoUploadResponseSchema>;
