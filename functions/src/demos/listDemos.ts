import { defineCallable } from "../callable";
import { listDemos as listDemosOperation } from "../operations/demos/desk";

/** Admin demos screen (docs/demos.md#finding-demos): one page of the demos matching the search and filters, with the status counts. */
export const listDemos = defineCallable("listDemos", listDemosOperation);
