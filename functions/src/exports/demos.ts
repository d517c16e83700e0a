// Cloud Functions of the demos area: one export line per function, each in its own file.
export {};
