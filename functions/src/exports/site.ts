// Cloud Functions of the site area: one export line per function, each in its own file.
export { logMissingPath } from "../site/logMissingPath";
