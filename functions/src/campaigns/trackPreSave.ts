import { defineCallable } from "../callable";
import { trackPreSave as preSave } from "../operations/campaigns/preSaves";

/**
 * 'track-pre-save' (public): records a pre-save of a published release with
 * pre-save enabled — once per release and email, with no IP address stored —
 * and says where to send the visitor. Each client (its network, which the
 * runner reads from the request, see clientOf) gets PRE_SAVE_RATE_LIMIT
 * calls. The site's form posts to submitPreSave instead, which does the same
 * over plain HTTP (and without JavaScript).
 */
export const trackPreSave = defineCallable("trackPreSave", preSave);
