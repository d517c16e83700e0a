import type { Repository } from "../../../../src/lib/data/repository";
import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../../src/lib/domain/shared";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { readAdminReleaseRows } from "./adminReleaseRows";
import { defineOperation, LIST_SCOPE, READS_ONLY, type ScopedList } from "../operation";

// The back office's catalogue lists (docs/admin-lists.md): each narrowed by the runner to the artists the caller's grants name.

type PageRequest = Parameters<typeof pageCursorOf>[0] & { q: string };

/** One page of a list, searched by the request's `q`, from its cursor. */
const adminPage = <T extends object>(scoped: ScopedList, repository: Repository<T>, request: PageRequest) =>
  scoped.page(repository, { needle: searchNeedle(request.q), cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });

/** ALL ARTISTS: one page of the artists the caller may view (all of them with a global grant), by name, searched by name. */
export const listAdminArtists = defineOperation(
  "listAdminArtists",
  { access: access.list("artists"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (request: CallableInput<"listAdminArtists">, { repos, scoped }) => {
    const { rows, page } = await adminPage(scoped, repos.artists, request);
    return { artists: rows, page, abilities: scoped.abilities };
  },
);

/**
 * ALL RELEASES: one page of the releases the caller may view (a scoped
 * grant reaches the releases whose primary artist it names), newest release
 * date first, searched by title, with their credited artists (the page's
 * credits documents) and pre-save totals, read for that page only.
 */
export const listAdminReleases = defineOperation(
  "listAdminReleases",
  { access: access.list("releases"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (request: CallableInput<"listAdminReleases">, { repos, scoped }) => {
    const { rows, page } = await adminPage(scoped, repos.releases, request);
    return { releases: await readAdminReleaseRows(repos, rows), page, abilities: scoped.abilities };
  },
);

/** Admin press list: one page of the posts, newest created first, searched by title. */
export const listAdminPressPosts = defineOperation(
  "listAdminPressPosts",
  { access: access.list("press"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (request: CallableInput<"listAdminPressPosts">, { repos, scoped }) => {
    const { rows, page } = await adminPage(scoped, repos.pressPosts, request);
    return { posts: rows, page, abilities: scoped.abilities };
  },
);
