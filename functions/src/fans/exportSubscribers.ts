import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** The filtered fan list as CSV, with each consent. */
export const exportSubscribers = defineCallable("exportSubscribers", fansData.exportSubscribers);
