import { defineCallable } from "../callable";
import * as codes from "../operations/store/codes";

/** Download codes for a release (docs/store.md#download-codes). */
export const generateDownloadCodes = defineCallable("generateDownloadCodes", codes.generateDownloadCodes);
export const listDownloadCodeBatches = defineCallable("listDownloadCodeBatches", codes.listDownloadCodeBatches);
export const exportDownloadCodes = defineCallable("exportDownloadCodes", codes.exportDownloadCodes);
