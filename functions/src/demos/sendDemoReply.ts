import { defineCallable } from "../callable";
import * as replies from "../operations/demos/replies";

/** Emails the artist the reviewer's reply to an accept or reject (docs/demos.md#answering-artists), once per decision. */
export const sendDemoReply = defineCallable("sendDemoReply", replies.sendDemoReply);
