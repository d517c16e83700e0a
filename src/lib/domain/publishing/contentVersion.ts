/**
 * Saved versions of content: every write that leaves an artist, a release or
 * a press post in place keeps a full copy of it as it stood afterwards, in
 * the write's transaction. The last VERSIONS_KEPT of each item are kept
 * (docs/version-history.md).
 */
import { z } from "zod";
import { CONTENT_CHANGE_KINDS, CONTENT_ENTITIES } from "./contentChange";
import { idSchema } from "../shared/fields";

/** How many versions of one item are kept; older ones are pruned after each save. */
export const VERSIONS_KEPT = 50;

export const contentVersionSchema = z.object({
  id: idSchema,
  entity: z.enum(CONTENT_ENTITIES),
  entity_id: idSchema,
  at: z.date(),
  actor: z.string().min(1),
  kind: z.enum(CONTENT_CHANGE_KINDS),
  /** The whole document after the write. */
  snapshot: z.record(z.string(), z.unknown()),
  /** A release's credited artists in credit order, when the write set them (else null: unchanged by it). */
  artists: z.array(z.string()).nullable().default(null),
});

export type ContentVersion = z.output<typeof contentVersionSchema>;
