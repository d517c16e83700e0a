// Cloud Functions of newsletters to the fan list (docs/fans.md#newsletters).
export { listNewsletters, getNewsletter, saveNewsletter, sendNewsletterTest } from "../newsletters/composeNewsletter";
export { sendNewsletter, cancelNewsletter } from "../newsletters/sendNewsletter";
export { publishNewsletterAsPost } from "../newsletters/publishNewsletterAsPost";
