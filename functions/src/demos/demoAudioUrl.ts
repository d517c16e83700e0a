import { defineCallable } from "../callable";
import * as audio from "../operations/demos/audio";

/** A link staff can play or download a demo from, for callers with demos view permission. */
export const demoAudioUrl = defineCallable("demoAudioUrl", audio.demoAudioUrl);
