// Cloud Functions of the fan list, fans' data and email, and newsletters (docs/fans.md, docs/reminders.md): one export line per function.
export { emailPreferences } from "../fans/emailPreferences";
export { releaseReminderStats } from "../fans/releaseReminderStats";
export { exportReminderEmails } from "../fans/exportReminderEmails";
export { eraseFanEmail } from "../fans/eraseFanEmail";
export { subscribeToList } from "../fans/subscribeToList";
export { listSubscribers } from "../fans/listSubscribers";
export { addSubscriber } from "../fans/addSubscriber";
export { importSubscribers } from "../fans/importSubscribers";
export { exportSubscribers } from "../fans/exportSubscribers";
export { listNewsletters, getNewsletter, saveNewsletter, sendNewsletterTest } from "../fans/composeNewsletter";
export { sendNewsletter, cancelNewsletter } from "../fans/sendNewsletter";
export { publishNewsletterAsPost } from "../fans/publishNewsletterAsPost";
