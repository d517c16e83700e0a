// Cloud Functions of the content area: one export line per function, each in its own file.
export {};
