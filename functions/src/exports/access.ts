// Cloud Functions of the access area: one export line per function, each in its own file.
export {};
