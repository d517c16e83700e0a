import { defineCallable } from "../callable";
import * as desk from "../operations/demos/desk";

/** Any status from any other (docs/product.md#admin-demos). */
export const updateDemoStatus = defineCallable("updateDemoStatus", desk.updateDemoStatus);

/** The private staff notes. */
export const updateDemoNotes = defineCallable("updateDemoNotes", desk.updateDemoNotes);
