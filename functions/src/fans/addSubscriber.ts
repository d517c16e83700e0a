import { defineCallable } from "../callable";
import * as fansData from "../operations/fans/fansData";

/** Staff add one address with the note of its consent: confirmed at once, no email sent. */
export const addSubscriber = defineCallable("addSubscriber", fansData.addSubscriber);
