import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** The fan list with its counts and growth. */
export const listSubscribers = defineCallable("listSubscribers", fansData.listSubscribers);
