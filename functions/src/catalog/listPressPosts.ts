import { defineCallable } from "../callable";
import * as lists from "../operations/catalog/lists";

/** Admin press list: one page of the posts, newest created first, searched by title (docs/admin-lists.md). */
export const listAdminPressPosts = defineCallable("listAdminPressPosts", lists.listAdminPressPosts);
