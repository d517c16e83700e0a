import { HttpsError, onCall, type CallableOptions, type CallableRequest as FirebaseCallableRequest, type Request } from "firebase-functions/https";
import type { Response } from "express";
import type { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { requestInputProblem } from "../../src/lib/domain/shared/requestInput";
import { type AuditEntity } from "../../src/lib/domain/publishing";
import { firstErrorMessage, REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { createRepositories } from "../../src/lib/data";
import type { AuditWrite } from "../../src/lib/data/repository";
import { contentWriter, type ContentWriter } from "../../src/lib/data/contentWriter";
import { declareAccess, isAccessRule, type AccessRule, type Caller } from "./accessRules";
import type { AuthContext } from "./authorization";
import { withSecurityHeaders } from "./http/securityHeaders";

/** A callable's input as its handler gets it: parsed by the shared schema. */
export type CallableInput<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;
type Input<N extends CallableName> = CallableInput<N>;

/** What a handler gets besides its input: the verified caller (see authorization.ts), the repositories, the raw request. */
export interface CallContext extends AuthContext {
  request: FirebaseCallableRequest<unknown>;
}

/**
 * How a callable's writes are recorded: "content" (artists, releases, press
 * posts) through the content writer, whose transaction carries the audit
 * entry and the version; otherwise the entity and action of the audit entry
 * each write hands its repository.
 */
export type AuditDeclaration = "content" | { entity: AuditEntity; action: string };

/** The recorder a declared audit hands the handler: the entry of one write of `entityId`, its actor the verified caller. */
export type AuditRecorder = (entityId: string, label?: string | null) => AuditWrite;

type Recording<A> = A extends "content" ? { writer: ContentWriter } : A extends AuditDeclaration ? { audit: AuditRecorder } : unknown;

/** A callable as declared: who may call it, how its writes are recorded, its runtime options. */
export interface CallableDeclaration<N extends CallableName, G, A extends AuditDeclaration | undefined> {
  access: AccessRule<Input<N>, G>;
  audit?: A;
  /** e.g. `{ secrets: [spotifyClientSecret] }` */
  options?: Omit<CallableOptions, "cors">;
}

/** What the handler of a callable declared with rule G and audit A gets. */
export type HandlerContext<G, A> = CallContext & G & Recording<A>;

/**
 * Defines a callable from the shared contract and its declared access rule
 * (accessRules.ts). The input is checked with the rule every request meets
 * (contracts/requestInput.ts) and parsed with the shared schema, whoever
 * calls: a bad payload gets `invalid-argument` with the message of what is
 * wrong. Then the declared rule is checked, before the handler runs and
 * before it reads anything; the handler gets what the check established
 * (the caller, the item it read) and, when the declaration names one, the
 * recorder of its writes with the caller as actor. Handlers read: act
 * through the data layer → return.
 */
export function defineCallable<N extends CallableName, G, A extends AuditDeclaration | undefined = undefined>(
  name: N,
  declaration: CallableDeclaration<N, G, A>,
  handler: (input: Input<N>, context: HandlerContext<G, A>) => Promise<CallableResponse<N>>,
) {
  const { access, audit } = declaration;
  if (!isAccessRule(access)) throw new Error(`${name} declares no access rule`);
  if (audit && access.kind === "public") throw new Error(`${name}: an audited write needs a caller, which a public rule does not establish`);
  const callable = onCall({ cors: true, ...declaration.options }, async (request) => {
    const problem = refusedBeforeDecoding.get(request.rawRequest) ?? requestInputProblem(request.data);
    if (problem) throw new HttpsError("invalid-argument", problem);
    const parsed = (callables[name].request as z.ZodType).safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    const input = parsed.data as Input<N>;
    const context: CallContext = { request, uid: request.auth?.uid ?? null, repos: createRepositories() };
    const granted = await access.check(input, context);
    return toWire(await handler(input, Object.assign(context, granted, recording(context, granted, audit)) as HandlerContext<G, A>));
  });
  return declareAccess(withSecurityHeaders(screenedBeforeDecoding(callable)), access);
}

/** The writer or recorder a declared audit hands the handler, acting as the verified caller. */
function recording(context: CallContext, granted: unknown, audit: AuditDeclaration | undefined): object {
  if (!audit) return {};
  const actor = (granted as Partial<Caller>).caller?.uid;
  if (!actor) throw new Error("An audited write needs a signed-in caller: declare a rule that establishes one");
  if (audit === "content") return { writer: contentWriter(context.repos, actor) };
  const record: AuditRecorder = (entityId, label = null) => context.repos.auditLog.recorder({ actor, ...audit, entityId, label });
  return { audit: record };
}

/** What the screen found in a request's body, for the handler to refuse with once the protocol reaches it. */
const refusedBeforeDecoding = new WeakMap<Request, string>();

/**
 * firebase-functions decodes the body's `data` recursively before any
 * handler runs, and answers 500 INTERNAL when that throws: on a body nested
 * thousands of levels deep (a stack overflow), or on a typed value it cannot
 * read. This wrapper checks the body first; a refused body's `data` becomes
 * null, so the protocol goes on as usual (CORS, token check) and the handler
 * above answers `invalid-argument` with the message, the same for every caller.
 */
function screenedBeforeDecoding<F extends (request: Request, response: Response) => void | Promise<void>>(callable: F): F {
  const screened = (request: Request, response: Response) => {
    const body: unknown = request.body;
    if (body !== null && typeof body === "object" && "data" in body) {
      const problem = requestInputProblem(body.data) ?? (undecodable(body.data) ? REQUEST_INPUT_ERRORS.unreadable : null);
      if (problem) {
        refusedBeforeDecoding.set(request, problem);
        body.data = null;
      }
    }
    return callable(request, response);
  };
  // The deployment metadata (__endpoint), run() for tests and the rest travel with the function.
  return Object.defineProperties(screened, Object.getOwnPropertyDescriptors(callable)) as unknown as F;
}

/** The protocol's one typed value: a 64-bit integer, decoded into a number. */
const LONG_TYPES = new Set(["type.googleapis.com/google.protobuf.Int64Value", "type.googleapis.com/google.protobuf.UInt64Value"]);

/**
 * Whether the protocol's decoder would throw on `value`: an object with any
 * other `@type`, or a long without a number in it. Recursive: only called
 * once the nesting is known to be within MAX_REQUEST_DEPTH.
 */
function undecodable(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const type: unknown = (value as Record<string, unknown>)["@type"];
  if (type) return !LONG_TYPES.has(String(type)) || Number.isNaN(Number.parseFloat(String((value as Record<string, unknown>).value)));
  return Object.values(value).some(undecodable);
}

/**
 * The callable protocol encodes a Date as `{}` (firebase-functions walks its
 * own entries); JSON turns it into the ISO string the response schemas'
 * `z.coerce.date()` reads back.
 */
function toWire(result: unknown): unknown {
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}
