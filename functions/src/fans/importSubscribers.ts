import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** Staff import addresses from a CSV file with the source of their consent: a preview, then the commit. */
export const importSubscribers = defineCallable("importSubscribers", fansData.importSubscribers);
