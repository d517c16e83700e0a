import { defineCallable } from "../callable";
import * as desk from "../operations/demos/desk";

/** The review panel of one demo (docs/demos.md#the-review-player), and what reviewers add to it. */
export const getDemoReview = defineCallable("getDemoReview", desk.getDemoReview);
export const addDemoComment = defineCallable("addDemoComment", desk.addDemoComment);
export const rateDemo = defineCallable("rateDemo", desk.rateDemo);
export const reportDemoListening = defineCallable("reportDemoListening", desk.reportDemoListening);
