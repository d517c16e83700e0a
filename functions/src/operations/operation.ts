import type { Repositories } from "../../../src/lib/data";
import { contentWriter, type ContentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { readListPage, type ListPageRequest } from "../../../src/lib/data/listPages";
import type { AuditWrite, Repository } from "../../../src/lib/data/repository";
import { SYSTEM_ACTOR, type AuditEntity } from "../../../src/lib/domain/publishing";
import { isAccessRule, type AccessRule, type Caller, type SystemRun } from "./accessRules";
import { authContextOf, type CallContext, type ListAccess } from "./authorization";
import type { RequestClient } from "../../../src/lib/server/clientLimit";

/**
 * An operation is the one way a function (a callable, an HTTP route, a job)
 * reaches a room's records (docs/decisions.md#operations). Its declaration
 * says who may run it (`access`, a rule of accessRules.ts), how a list is
 * narrowed to the caller's artists (`scope`) and how its writes are recorded
 * (`audit`); the runner does all three around the body, so a new function
 * cannot forget one. Functions never get the repositories: the body does.
 */

/** The audit of an audited write: "content" (the content writer's transaction carries entry and version) or the entry's entity and action. */
export type AuditDeclaration = "content" | { entity: AuditEntity; action: string };

/** A write that leaves no audit entry, with the reason a reviewer accepted (tests/unit/functions/auditDecisions.test.ts lists them). */
export interface NotAudited {
  readonly notAudited: string;
}

/** An operation that changes nothing. */
export interface ReadsOnly {
  readonly readsOnly: true;
}

export type AuditDecision = AuditDeclaration | NotAudited | ReadsOnly;

export const notAudited = (reason: string): NotAudited => {
  if (reason.trim() === "") throw new Error("notAudited needs the reason the write leaves no audit entry");
  return Object.freeze({ notAudited: reason });
};

export const READS_ONLY: ReadsOnly = Object.freeze({ readsOnly: true as const });

/**
 * What a public function's writes are: no verified caller, so nothing to
 * record as actor (an audited write refuses a public rule); what such a
 * function may write is its access reason's business, e.g. a form's own
 * record of its sender.
 */
export const PUBLIC_NOT_AUDITED: NotAudited = notAudited("anyone may call it: there is no verified caller to record as the entry's actor");

const DECLARED_AUDIT = Symbol("declared audit");

/** The deployed function, carrying its audit decision: the audit decisions test lists every function's. */
export function declareAudit<F extends object>(fn: F, decision: AuditDecision): F {
  return Object.defineProperty(fn, DECLARED_AUDIT, { value: decision });
}

/** The audit decision a deployed function declared, if a runner defined it. */
export const declaredAuditOf = (fn: unknown): AuditDecision | undefined =>
  typeof fn === "function" ? ((fn as unknown as Record<symbol, unknown>)[DECLARED_AUDIT] as AuditDecision | undefined) : undefined;

/** The recorder a declared audit hands the body: the entry of one write of `entityId`, its actor the verified caller. */
export type AuditRecorder = (entityId: string, label?: string | null) => AuditWrite;

export type Recording<A> = A extends "content"
  ? { writer: ContentWriter }
  : A extends { entity: AuditEntity }
    ? { audit: AuditRecorder }
    : unknown;

/** A list narrowed to the rows the caller's grants reach: the body names the collection, the runner adds the scopes. */
export const LIST_SCOPE = "list" as const;

export interface ScopedList {
  /** One page of `repository`, only the rows of the caller's artists (all of them with a global grant). */
  page<T extends object>(repository: Repository<T>, request: Omit<ListPageRequest, "scopes">): ReturnType<typeof readListPage<T>>;
  /**
   * Whether a row of `artistId` is one of the caller's artists' (any, with a
   * global grant; none for a row of no artist then): for the rows that take
   * their artist from another record, as a promo campaign from its release.
   */
  reaches(artistId: string | null): boolean;
  abilities: ListAccess["abilities"];
}

/**
 * The scoped reader of a list. A rule that may establish no list (a choice
 * whose other branch reaches every row, as an artist picker that may credit
 * any artist) hands it only when its chosen rule established one.
 */
type Scoping<S, G> = S extends typeof LIST_SCOPE
  ? G extends { list: ListAccess }
    ? { scoped: ScopedList }
    : { scoped?: ScopedList }
  : unknown;

/** What the body gets: the repositories, what the access check established, the recorder of its writes and, for a scoped list, the scoped reader. */
export type OperationContext<G, A, S> = { repos: Repositories; uid: string | null; client?: RequestClient } & Omit<G, "list"> &
  Recording<A> &
  Scoping<S, G>;

export interface OperationDeclaration<I, G, A extends AuditDecision, S extends typeof LIST_SCOPE | undefined> {
  access: AccessRule<I, G>;
  audit: A;
  /** LIST_SCOPE for a list of one artist's rows: needs a rule that establishes `list` (access.list), or may (a choice of one). */
  scope?: S &
    (S extends typeof LIST_SCOPE ? (G extends { list: ListAccess } ? unknown : "list" extends keyof G ? unknown : never) : unknown);
}

const OPERATION = Symbol("operation");

/**
 * Who runs an operation: the call as its runner read it (the verified uid,
 * null for anonymous, and the client), or the system. The operation opens
 * the repositories itself (authContextOf); only a process that runs jobs
 * on its own repositories (the local stack's scheduler, tests) brings them.
 */
export type OperationCaller = CallContext & { repos?: Repositories };

/** The repositories an operation hands the helpers it calls (in a room's function folder, which imports no data layer). */
export type { Repositories };

export interface Operation<I, G, A extends AuditDecision, R> {
  readonly [OPERATION]: true;
  readonly access: AccessRule<I, G>;
  readonly audit: A;
  /**
   * Checks access (throws the refusal), then runs the body with its recorder
   * and scope. A runner passes its context (the caller's access is read once
   * per context); a function that has none passes the verified uid alone.
   */
  readonly run: (input: I, context: OperationCaller) => Promise<R>;
}

/** Every operation defined, by name, in the order defined: the audit decisions test reads them. */
const registry = new Map<string, Operation<never, unknown, AuditDecision, unknown>>();

export const definedOperations = (): ReadonlyMap<string, Operation<never, unknown, AuditDecision, unknown>> => registry;

export const isOperation = (value: unknown): value is Operation<never, unknown, AuditDecision, unknown> =>
  typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[OPERATION] === true;

export function defineOperation<I, G, A extends AuditDecision, R, S extends typeof LIST_SCOPE | undefined = undefined>(
  name: string,
  declaration: OperationDeclaration<I, G, A, S>,
  body: (input: I, context: OperationContext<G, A, S>) => Promise<R>,
): Operation<I, G, A, R> {
  const { access, audit, scope } = declaration;
  if (!isAccessRule(access)) throw new Error(`${name} declares no access rule`);
  if (!audit) throw new Error(`${name} declares no audit decision`);
  if (registry.has(name)) throw new Error(`Two operations are named ${name}`);
  if (access.kind === "list" && scope !== LIST_SCOPE)
    throw new Error(`${name}: a list declares scope: LIST_SCOPE, so its rows are narrowed by the runner`);
  if (isAudited(audit) && access.kind === "public")
    throw new Error(`${name}: an audited write needs a caller, which a public rule does not establish`);
  const operation: Operation<I, G, A, R> = Object.freeze({
    [OPERATION]: true as const,
    access,
    audit,
    run: async (input: I, caller: OperationCaller) => {
      const context = authContextOf(caller);
      const granted = await access.check(input, context);
      const { list, ...established } = granted as G & { list?: ListAccess };
      if (scope === LIST_SCOPE && !list && access.kind !== "choice") throw new Error(`${name} is a scoped list: declare access.list`);
      const made = {
        repos: context.repos,
        uid: context.uid,
        client: context.client,
        ...established,
        ...recording(context.repos, granted, audit),
        ...(list && scope === LIST_SCOPE ? { scoped: scopedList(list) } : {}),
      };
      return body(input, made as unknown as OperationContext<G, A, S>);
    },
  });
  registry.set(name, operation as unknown as Operation<never, unknown, AuditDecision, unknown>);
  return operation;
}

export const isAudited = (audit: AuditDecision): audit is AuditDeclaration =>
  audit === "content" || (typeof audit === "object" && "entity" in audit);

/** The writer or recorder a declared audit hands the body, acting as the verified caller (a job: the system). */
function recording(repos: Repositories, granted: unknown, audit: AuditDecision | undefined): object {
  if (!audit || !isAudited(audit)) return {};
  const actor = (granted as Partial<Caller>).caller?.uid ?? ((granted as Partial<SystemRun>).system ? SYSTEM_ACTOR : undefined);
  if (!actor) throw new Error("An audited write needs a signed-in caller or the system: declare a rule that establishes one");
  if (audit === "content") return { writer: contentWriter(repos, actor) };
  const record: AuditRecorder = (entityId, label = null) => repos.auditLog.recorder({ actor, ...audit, entityId, label });
  return { audit: record };
}

function scopedList(list: ListAccess): ScopedList {
  const { scopes, abilities } = list;
  return {
    page: (repository, request) => readListPage(repository, { ...request, scopes }),
    reaches: (artistId) => scopes === null || (artistId !== null && scopes.includes(artistId)),
    abilities,
  };
}
