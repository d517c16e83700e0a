/** Content changes: what the admin wrote, so the site re-renders the pages that depend on it. */
import { z } from "zod";
import { idSchema } from "./common";

/** Entities that public pages are rendered from. */
export const CONTENT_ENTITIES = ["artists", "releases", "press_posts"] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

export const contentChangeSchema = z.object({
  /** Document id (random). */
  id: idSchema,
  entity: z.enum(CONTENT_ENTITIES),
  /** The changed (or deleted) document. */
  entity_id: idSchema,
  at: z.date(),
});

export type ContentChange = z.output<typeof contentChangeSchema>;
