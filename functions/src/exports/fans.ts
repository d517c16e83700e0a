// Cloud Functions of fans' data and email (docs/reminders.md): one export line per function, each in its own file.
export { emailPreferences } from "../fans/emailPreferences";
export { releaseReminderStats } from "../fans/releaseReminderStats";
export { exportReminderEmails } from "../fans/exportReminderEmails";
export { eraseFanEmail } from "../fans/eraseFanEmail";
export { subscribeToList } from "../fans/subscribeToList";
export { listSubscribers } from "../fans/listSubscribers";
export { addSubscriber } from "../fans/addSubscriber";
export { importSubscribers } from "../fans/importSubscribers";
export { exportSubscribers } from "../fans/exportSubscribers";
