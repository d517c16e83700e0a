// Cloud Functions of the store's download codes (docs/store.md#download-codes).
export { generateDownloadCodes, listDownloadCodeBatches, exportDownloadCodes } from "../store/downloadCodes";
