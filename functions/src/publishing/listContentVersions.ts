import { defineCallable } from "../callable";
import * as history from "../operations/publishing/history";

/** The version history panel of the artist, release and press forms (docs/version-history.md). */
export const listContentVersions = defineCallable("listContentVersions", history.listContentVersions);
