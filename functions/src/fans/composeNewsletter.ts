import { defineCallable } from "../callable";
import * as newsletters from "../operations/fans/newsletters";

/** Composing newsletters (docs/fans.md#newsletters): the list, one newsletter, saving a draft, a test to oneself. */
export const listNewsletters = defineCallable("listNewsletters", newsletters.listNewsletters);
export const getNewsletter = defineCallable("getNewsletter", newsletters.getNewsletter);
export const saveNewsletter = defineCallable("saveNewsletter", newsletters.saveNewsletter);
export const sendNewsletterTest = defineCallable("sendNewsletterTest", newsletters.sendNewsletterTest);
