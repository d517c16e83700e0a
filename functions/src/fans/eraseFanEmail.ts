import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** Erases every record of one address on request; its suppression, a keyed hash, stays. */
export const eraseFanEmail = defineCallable("eraseFanEmail", fansData.eraseFanEmail);
