import { HttpsError } from "firebase-functions/https";
import type { MediaUploadTarget } from "../../../src/lib/domain/media";
import { mayOpenMediaLibrary } from "../../../src/lib/domain/media";
import { holdsAnywhere, type Requirement, type UserManagementOperation } from "../../../src/lib/domain/access";
import { type Release } from "../../../src/lib/domain/catalog";
import { type ContentEntity, type Preview } from "../../../src/lib/domain/publishing";
import { CONTENT_ERRORS, CONTENT_RESOURCES, type Action, type Resource } from "../../../src/lib/domain/shared";
import { orderScopes, type Order } from "../../../src/lib/domain/store";
import type { Product } from "../../../src/lib/domain/store";
import { STORE_TEXTS } from "../../../src/lib/domain/store";
import type { Repositories } from "../../../src/lib/data";
import type { ContentModels } from "../../../src/lib/data/catalog/contentWriter";
import {
  allows,
  authorizeMediaUpload,
  authorizePreview,
  readCaller,
  refuse,
  requireAll,
  requireAnywhere,
  requireListAccess,
  requireSignedIn,
  requireStaff,
  requireUserManagement,
  authContextOf,
  type AuthContext,
  type CallContext,
  type CallerAccess,
  type ListAccess,
} from "./authorization";

/**
 * What a function declares about who may call it (docs/decisions.md#declared-access):
 * one rule of the closed set below, checked by the runner (callable.ts,
 * httpFunction.ts) before the handler runs, which then gets what the check
 * established (the caller's access, the item read for the check). A rule is
 * only made here (`access.*`): a function cannot be defined without one,
 * and the walk test (tests/integration/declaredAccess.test.ts) calls every
 * function anonymously and without a role to see it refused unless its rule
 * is `public`.
 */
const RULE = Symbol("access rule");

export type AccessKind =
  | "public"
  | "signedIn"
  | "staff"
  | "grant"
  | "anywhere"
  | "list"
  | "userManagement"
  | "item"
  | "preview"
  | "mediaUpload"
  | "choice"
  | "system";

export interface AccessRule<I, G> {
  readonly [RULE]: true;
  readonly kind: AccessKind;
  /** Why anyone may call it: set for `public` alone. */
  readonly reason: string | null;
  /** Resolves with what the check established, or throws the refusal (an HttpsError). */
  readonly check: (input: I, context: AuthContext) => Promise<G>;
}

/** What every rule but `public` establishes: the verified caller's access. */
export interface Caller {
  caller: CallerAccess;
}

const rule = <I, G>(
  kind: AccessKind,
  check: (input: I, context: AuthContext) => Promise<G>,
  reason: string | null = null,
): AccessRule<I, G> => Object.freeze({ [RULE]: true as const, kind, reason, check });

/**
 * A runner's own check of a rule, before it reads the rest of the request
 * (the guarded HTTP runner): on the call's repositories, which this floor
 * opens, and which the operations the call then runs share.
 */
export const checkAccess = <I, G>(rule: AccessRule<I, G>, input: I, call: CallContext): Promise<G> =>
  rule.check(input, authContextOf(call));

/** True for a rule made by `access` (the runners refuse anything else). */
export const isAccessRule = (value: unknown): value is AccessRule<unknown, unknown> =>
  typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[RULE] === true;

const DECLARED = Symbol("declared access");

/** The deployed function, carrying its rule: the walk test reads which functions are public, and why. */
export function declareAccess<F extends object>(fn: F, declared: AccessRule<never, unknown>): F {
  return Object.defineProperty(fn, DECLARED, { value: declared });
}

/** The rule a deployed function declared, if it was defined by a runner. */
export const declaredAccessOf = (fn: unknown): AccessRule<never, unknown> | undefined =>
  typeof fn === "function" ? ((fn as unknown as Record<symbol, unknown>)[DECLARED] as AccessRule<never, unknown> | undefined) : undefined;

/** How a stored item is checked: a scope-level rule first, then the item read, then the item's own check. */
export interface StoredItemCheck<I, S extends Caller, T> {
  /** Checked before anything is read: only callers past it learn whether the item exists. */
  scope: AccessRule<NoInfer<I>, S>;
  load: (input: I, repos: Repositories, granted: S) => Promise<T | null>;
  /** The `not-found` message. */
  notFound: string | ((input: I) => string);
  /** Whether the caller may act on the item as stored; false is `permission-denied`. */
  allows: (caller: CallerAccess, item: T, input: I) => boolean;
}

/** One artist's item (an artist, a release, a press post): `anyOf` somewhere, then the item's requirements (authorizeItem's two steps). */
export interface ItemCheck<I, T> {
  resource: Resource;
  anyOf: readonly Action[];
  load: (input: I, repos: Repositories) => Promise<T | null>;
  notFound: string;
  requirements: (item: T, input: I) => readonly Requirement[];
}

function stored<I, S extends Caller, T>(check: StoredItemCheck<I, S, T>): AccessRule<I, S & { item: T }> {
  return rule("item", async (input, context) => {
    const granted = await check.scope.check(input, context);
    const item = await check.load(input, context.repos, granted);
    if (!item) throw new HttpsError("not-found", typeof check.notFound === "string" ? check.notFound : check.notFound(input));
    if (!check.allows(granted.caller, item, input)) throw refuse();
    return { ...granted, item };
  });
}

const anywhere = <I = unknown>(resource: Resource, actions: readonly Action[]): AccessRule<I, Caller> =>
  rule("anywhere", async (_input, context) => ({ caller: await requireAnywhere(context, resource, actions) }));

/** At least one of the actions in some scope on at least one of the resources. */
const anywhereOnSome = (resources: readonly Resource[], actions: readonly Action[]): AccessRule<unknown, Caller> =>
  rule("anywhere", async (_input, context) => {
    const caller = await requireStaff(context);
    if (!resources.some((resource) => holdsAnywhere(caller, resource, actions))) throw refuse();
    return { caller };
  });

const item = <I, T>(check: ItemCheck<I, T>): AccessRule<I, Caller & { item: T }> =>
  stored({
    scope: anywhere<I>(check.resource, check.anyOf),
    load: (input, repos) => check.load(input, repos),
    notFound: check.notFound,
    allows: (caller, found, input) => allows(caller, check.resource, check.requirements(found, input)),
  });

const release = <I>(
  action: Action,
  idOf: (input: I) => string,
  notFound: string = CONTENT_ERRORS.releaseNotFound,
): AccessRule<I, Caller & { item: Release }> =>
  item({
    resource: "releases",
    anyOf: [action],
    load: (input, repos) => repos.releases.get(idOf(input)),
    notFound,
    requirements: (found) => [{ action, artistId: found.artist_id }],
  });

const choice = <I, G>(choose: (input: I) => AccessRule<I, G>): AccessRule<I, G> =>
  rule("choice", (input, context) => choose(input).check(input, context));

/** View on one item of each kind, for `access.view`. */
const VIEW: { [E in ContentEntity]: <I>(idOf: (input: I) => string) => AccessRule<I, Caller & { item: ContentModels[E] }> } = {
  artists: (idOf) =>
    item({
      resource: "artists",
      anyOf: ["view"],
      load: (input, repos) => repos.artists.get(idOf(input)),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (_found, input) => [{ action: "view", artistId: idOf(input) }],
    }),
  releases: (idOf) => release("view", idOf),
  press_posts: (idOf) =>
    item({
      resource: "press",
      anyOf: ["view"],
      load: (input, repos) => repos.pressPosts.get(idOf(input)),
      notFound: CONTENT_ERRORS.pressPostNotFound,
      requirements: () => [{ action: "view", artistId: null }],
    }),
};

/** One thing the store sells or hands out for an artist: `action` on that artist (the label's own, of no artist, need a global grant). */
const storeItem = <I, T extends { artist_id: string | null }>(
  action: Action,
  load: ItemCheck<I, T>["load"],
  notFound: string,
): AccessRule<I, Caller & { item: T }> =>
  item({ resource: "store", anyOf: [action], load, notFound, requirements: (found) => [{ action, artistId: found.artist_id }] });

/** One store product: `action` on its artist. */
const storeProduct = <I>(action: Action, idOf: (input: I) => string): AccessRule<I, Caller & { item: Product }> =>
  storeItem(action, (input: I, repos) => repos.storeProducts.get(idOf(input)), STORE_TEXTS.productNotFound);

/** One order: `action` in every scope it lies in (orderScopes). */
const storeOrder = <I>(action: Action, idOf: (input: I) => string): AccessRule<I, Caller & { item: Order }> =>
  item({
    resource: "store",
    anyOf: [action],
    load: (input, repos) => repos.storeOrders.get(idOf(input)),
    notFound: STORE_TEXTS.orderNotFound,
    requirements: (found) => orderScopes(found).map((artistId) => ({ action, artistId })),
  });

/**
 * The scheduler's own invocation of a job (functions/src/jobs/scheduledJob.ts,
 * the local stack's scheduler, `npm run job`): a job has no user, so its
 * operations declare `access.system()`, which admits only a caller made by
 * `systemCaller`. A request can never obtain one: the runners (callable.ts,
 * httpFunction.ts) build every caller themselves from the verified ID token,
 * as `{ uid, client }`, and the mark is a Symbol private to this module, which
 * no token, JSON body or header can carry. Its uid is null, so every other
 * rule (signed in, staff, grants) refuses it: the system runs jobs and
 * nothing else.
 */
const SYSTEM = Symbol("the scheduler");

export type SystemCaller = { readonly uid: null; readonly [SYSTEM]: true } & ({ repos: Repositories } | { repos?: undefined });

/** The caller of a scheduled job's run: with the repositories of the process that runs it (the local stack's), or the operation's. */
export function systemCaller(repos: Repositories): SystemCaller & AuthContext;
export function systemCaller(): SystemCaller;
export function systemCaller(repos?: Repositories): SystemCaller {
  return Object.freeze(repos ? { uid: null, repos, [SYSTEM]: true as const } : { uid: null, [SYSTEM]: true as const });
}

/** What `access.system()` establishes: the writes are the system's (audit entries name SYSTEM_ACTOR). */
export interface SystemRun {
  system: true;
}

const system = (): AccessRule<unknown, SystemRun> =>
  rule("system", (_input, context) =>
    (context as Partial<SystemCaller>)[SYSTEM] === true ? Promise.resolve({ system: true as const }) : Promise.reject(refuse()),
  );

/** The rules a function may declare. */
export const access = {
  /** A scheduled job's run, by the scheduler alone (systemCaller). */
  system,

  /** Anyone, signed in or not; `reason` says why (the walk test lists it too). */
  public: (reason: string): AccessRule<unknown, object> => rule("public", () => Promise.resolve({}), reason),

  /** Anyone signed in, whatever their roles (e.g. asking about one's own access). */
  signedIn: (): AccessRule<unknown, Caller> =>
    rule("signedIn", async (_input, context) => {
      requireSignedIn(context);
      return { caller: (await readCaller(context))! };
    }),

  /** Staff: signed in, holding at least one role. */
  staff: (): AccessRule<unknown, Caller> => rule("staff", async (_input, context) => ({ caller: await requireStaff(context) })),

  /** One action on a resource, globally (or for the artist `artistOf` finds in the input). */
  grant: <I = unknown>(resource: Resource, action: Action, artistOf?: (input: I) => string | null): AccessRule<I, Caller> =>
    rule("grant", async (input, context) => ({
      caller: await requireAll(context, resource, [{ action, artistId: artistOf?.(input) ?? null }]),
    })),

  /** Every requirement the input implies (e.g. `writeRequirements` of a new item), each for its artist. */
  all: <I>(resource: Resource, requirements: (input: I) => readonly Requirement[]): AccessRule<I, Caller> =>
    rule("grant", async (input, context) => ({ caller: await requireAll(context, resource, requirements(input)) })),

  /** At least one of the actions on the resource in some scope (lookups that reveal no one artist's item). */
  anywhere,

  anywhereOnSome,

  /** At least one of the actions in some scope on each resource the input names. */
  anywhereOnEach: <I>(resources: (input: I) => readonly Resource[], actions: readonly Action[]): AccessRule<I, Caller> =>
    rule("anywhere", async (input, context) => {
      const callers = await Promise.all([...new Set(resources(input))].map((resource) => requireAnywhere(context, resource, actions)));
      return { caller: callers[0] ?? (await requireStaff(context)) };
    }),

  /** A list of one resource: `action` somewhere, with the rows it reaches (`list.scopes`). */
  list: <I = unknown>(resource: Resource, actionOf: (input: I) => Action = () => "view"): AccessRule<I, Caller & { list: ListAccess }> =>
    rule("list", async (input, context) => {
      const list = await requireListAccess(context, resource, actionOf(input));
      return { caller: list.caller, list };
    }),

  /**
   * The action on artists, releases or press in some scope: the media
   * library's deleting (`delete`), the pending publish
   * schedules (`view`), and the first step of cancelling one (`publish`).
   */
  onContent: (action: Action): AccessRule<unknown, Caller> => anywhereOnSome(CONTENT_RESOURCES, [action]),

  /** Opening the media library (`mayOpenMediaLibrary`): view on content, or store edit to choose a product's images, in some scope. */
  mediaLibrary: (): AccessRule<unknown, Caller> =>
    rule("anywhere", async (_input, context) => {
      const caller = await requireStaff(context);
      if (!mayOpenMediaLibrary(caller)) throw refuse();
      return { caller };
    }),

  /** The user_management action of an operation of the users and roles screens (USER_MANAGEMENT_ACTIONS). */
  userManagement: (operation: UserManagementOperation): AccessRule<unknown, Caller> =>
    rule("userManagement", async (_input, context) => ({ caller: await requireUserManagement(context, operation) })),

  item,

  /** The general form of `item`: any scope-level rule, then the item, then a check of it. */
  stored,

  /** One release, `action` for its primary artist; the handler gets the release. */
  release,

  /**
   * View on an artist, release or press post, as opening its form or its
   * history: on the artist itself, on a release's primary artist, on press
   * globally. The handler gets the item as stored.
   */
  view: <I, E extends ContentEntity>(
    entityOf: (input: I) => E,
    idOf: (input: I) => string,
  ): AccessRule<I, Caller & { item: ContentModels[E] }> =>
    choice((input) => VIEW[entityOf(input)](idOf) as AccessRule<I, Caller & { item: ContentModels[E] }>),

  /** A preview of a draft: view in each of its scopes (docs/preview.md); the handler gets the preview. */
  preview: <I>(idOf: (input: I) => string): AccessRule<I, Caller & { preview: Preview }> =>
    rule("preview", async (input, context) => {
      const preview = await authorizePreview(context, idOf(input));
      return { caller: (await readCaller(context))!, preview };
    }),

  /** Uploading an image for an item: draft or edit on it (docs/decisions.md#uploaded-images). */
  mediaUpload: (): AccessRule<MediaUploadTarget, Caller> =>
    rule("mediaUpload", async (target, context) => ({ caller: await authorizeMediaUpload(context, target) })),

  /** One of several declared rules, chosen by the input (a saved item or a new one). */
  choice,

  /** A store product, `action` on its artist; the handler gets the product. */
  storeProduct,

  /** Anything of the store's that belongs to an artist (a release to make codes for, a code batch), `action` on that artist. */
  storeItem,

  /** An order, `action` on each of its artists; the handler gets the order. */
  storeOrder,
};
