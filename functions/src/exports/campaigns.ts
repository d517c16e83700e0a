// Cloud Functions of the campaigns room (pre-saves, the listen beacon, analytics): one export line per function.
export { trackPreSave } from "../campaigns/trackPreSave";
export { submitPreSave } from "../campaigns/submitPreSave";
export { countListenClick } from "../campaigns/countListenClick";
export { releaseAnalytics } from "../campaigns/releaseAnalytics";
export { labelAnalytics } from "../campaigns/labelAnalytics";
