import { defineCallable } from "../callable";
import * as desk from "../operations/demos/desk";

/** Tags, priority and assignee (docs/demos.md); the assignee must hold demos view. */
export const updateDemoTriage = defineCallable("updateDemoTriage", desk.updateDemoTriage);
