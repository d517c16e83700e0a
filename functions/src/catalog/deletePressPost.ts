import { defineCallable } from "../callable";
import * as pressPosts from "../operations/catalog/pressPosts";

export const deletePressPost = defineCallable("deletePressPost", pressPosts.deletePressPost);
