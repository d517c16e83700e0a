import { z } from "zod";
import { resourceAbilitiesSchema } from "../abilities";
import { LIMITS } from "../constants";
import { tooLong } from "../messages";
import { demoSchema, demoStatusSchema } from "../schemas/demo";
import { recordIdSchema } from "../schemas/common";

/**
 * A demo as the admin screen sees it: the stored record without the private
 * object name (audio goes through `demoAudioUrl`); dates cross the wire as
 * ISO strings.
 */
export const demoViewSchema = demoSchema.omit({ audio_path: true }).extend({ submitted_at: z.coerce.date() });
export type DemoView = z.output<typeof demoViewSchema>;

const byId = z.object({ id: recordIdSchema });

/** Demo submissions: admin review and audio access (demos view / edit / delete permissions). */
export const demosCallables = {
  /**
   * Every demo, newest submission first; the screen filters by status and
   * counts. `abilities` lets it hide the actions the caller may not take.
   */
  listDemos: {
    request: z.object({}).default({}),
    response: z.object({ demos: z.array(demoViewSchema), abilities: resourceAbilitiesSchema }),
  },
  /** Any status from any other (spec section 4). */
  updateDemoStatus: {
    request: byId.extend({ status: demoStatusSchema }),
    response: demoViewSchema,
  },
  /** Private staff notes, saved as typed. */
  updateDemoNotes: {
    request: byId.extend({ admin_notes: z.string().max(LIMITS.demo.adminNotes, tooLong(LIMITS.demo.adminNotes)) }),
    response: demoViewSchema,
  },
  /** Removes the record and its audio file. */
  deleteDemo: {
    request: byId,
    response: byId,
  },
  /**
   * A short-lived link to the demo's audio, to play or (download: true) to
   * save: a signed Cloud Storage URL in production, the authenticated local
   * route in local mode.
   */
  demoAudioUrl: {
    request: byId.extend({ download: z.boolean().default(false) }),
    response: z.object({ url: z.string().min(1), expiresAt: z.coerce.date() }),
  },
} as const;
