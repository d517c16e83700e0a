// Cloud Functions of the demos area: one export line per function, each in its own file.
export { submitDemo } from "../demos/submitDemo";
export { listDemos } from "../demos/listDemos";
export { listDemoStaff } from "../demos/demoStaff";
export { updateDemoStatus, updateDemoNotes } from "../demos/reviewDemo";
export { updateDemoTriage } from "../demos/demoTriage";
export { getDemoReview, addDemoComment, rateDemo, reportDemoListening } from "../demos/demoReview";
export { listReplyTemplates, saveReplyTemplate, deleteReplyTemplate } from "../demos/replyTemplates";
export { sendDemoReply } from "../demos/sendDemoReply";
export { deleteDemo } from "../demos/deleteDemo";
export { demoAudioUrl } from "../demos/demoAudioUrl";
export { demoAudio } from "../demos/demoAudio";
