import { z } from "zod";
import { previewRequestSchema } from "./preview";
import { PREVIEW_STATUSES, previewIdSchema } from "./previewRecord";
import { wireDate } from "../shared/fields";

/** Previews of drafts on the real page (docs/preview.md). */
export const previewCallables = {
  /** Queues a preview of a form's values: view on the saved item, or the grant to create a new one. */
  requestPreview: {
    request: previewRequestSchema,
    response: z.object({ id: z.string(), expires_at: wireDate }),
  },
  /** Whether the site builder has rendered it yet (view on the item, like opening it). */
  previewStatus: {
    request: z.object({ id: previewIdSchema }),
    response: z.object({ status: z.enum(PREVIEW_STATUSES), url: z.string() }),
  },
} as const;
