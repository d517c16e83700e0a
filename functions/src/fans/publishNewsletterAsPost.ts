import { defineCallable } from "../callable";
import * as newsletters from "../operations/fans/newsletters";

/** A sent newsletter as a published press post, one click. */
export const publishNewsletterAsPost = defineCallable("publishNewsletterAsPost", newsletters.publishNewsletterAsPost);
