import { demoCatalogue } from "../../../src/lib/data/demoCatalogue";
import { resourceAbilities } from "../../../src/lib/domain/access";
import { queryDemos } from "../../../src/lib/domain/demos";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { toDemoView } from "./demoView";

/**
 * Admin demos screen (docs/demos.md#finding-demos): one page of the demos
 * matching the search and filters, in the chosen order, with the status
 * counts. Firestore cannot search inside text, so the pure `queryDemos`
 * works over every demo, which the instance's catalogue holds and brings up
 * to date with what changed since its last call; only one page crosses the
 * wire.
 */
export const listDemos = defineCallable("listDemos", { access: access.grant("demos", "view") }, async (query, { repos, caller }) => {
  const result = queryDemos(await demoCatalogue(repos.db).all(), query, new Date());
  return { ...result, demos: result.demos.map(toDemoView), abilities: resourceAbilities(caller.grants, "demos", caller) };
});
