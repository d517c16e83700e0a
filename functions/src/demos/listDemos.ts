import { queryDemos, resourceAbilities } from "../../../src/lib/domain";
import { requireGrant } from "../authorization";
import { defineCallable } from "../callable";
import { toDemoView } from "./demoView";

/**
 * Admin demos screen (docs/demos.md#finding-demos): one page of the demos
 * matching the search and filters, in the chosen order, with the status
 * counts. Firestore cannot search inside text, so the demo documents (small:
 * comments, ratings and waveforms live elsewhere) are read once and the
 * pure `queryDemos` does the rest; only one page crosses the wire.
 */
export const listDemos = defineCallable("listDemos", async (query, context) => {
  const access = await requireGrant(context, "demos", "view");
  const result = queryDemos(await context.repos.demos.list(), query, new Date());
  return { ...result, demos: result.demos.map(toDemoView), abilities: resourceAbilities(access.grants, "demos", access) };
});
