import { defineCallable } from "../callable";
import * as audio from "../operations/demos/audio";

/** Removes a demo: its audio file, its record and its review records. */
export const deleteDemo = defineCallable("deleteDemo", audio.deleteDemo);
