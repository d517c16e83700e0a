import { defineCallable } from "../callable";
import { listDemoStaff as listDemoStaffOperation } from "../operations/demos/desk";

/** Staff who can view demos: who a demo may be assigned to (docs/demos.md). */
export const listDemoStaff = defineCallable("listDemoStaff", listDemoStaffOperation);
