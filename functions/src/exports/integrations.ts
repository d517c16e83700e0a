// Cloud Functions of the integrations area: one export line per function, each in its own file.
export {};
