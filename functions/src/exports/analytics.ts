// Cloud Functions of the analytics area: one export line per function, each in its own file.
export { countListenClick } from "../analytics/countListenClick";
export { releaseAnalytics } from "../analytics/releaseAnalytics";
export { labelAnalytics } from "../analytics/labelAnalytics";
