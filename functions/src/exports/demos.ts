// Cloud Functions of the demos area: one export line per function, each in its own file.
export { submitDemo } from "../demos/submitDemo";
export { listDemos } from "../demos/listDemos";
export { updateDemoStatus, updateDemoNotes } from "../demos/reviewDemo";
export { deleteDemo } from "../demos/deleteDemo";
export { demoAudioUrl } from "../demos/demoAudioUrl";
export { demoAudio } from "../demos/demoAudio";
