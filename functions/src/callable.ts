import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest as FirebaseCallableRequest,
  type Request,
} from "firebase-functions/https";
import type { Response } from "express";
import type { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { requestInputProblem } from "../../src/lib/domain/shared";
import { firstErrorMessage, REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { declareAccess, isAccessRule, type AccessRule } from "./operations/accessRules";
import { authContextOf, type AuthContext } from "./operations/authorization";
import { withSecurityHeaders } from "./http/securityHeaders";
import {
  declareAudit,
  isAudited,
  isOperation,
  recording,
  type AuditDeclaration,
  type AuditDecision,
  type AuditRecorder,
  type Operation,
  type Recording,
} from "./operations/operation";

export type { AuditDeclaration, AuditRecorder };

/** A callable's input as its handler gets it: parsed by the shared schema. */
export type CallableInput<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;
type Input<N extends CallableName> = CallableInput<N>;

/** What a handler gets besides its input: the verified caller (see authorization.ts), the repositories, the raw request. */
export interface CallContext extends AuthContext {
  request: FirebaseCallableRequest<unknown>;
}

/** A callable as declared: who may call it, how its writes are recorded, its runtime options. */
export interface CallableDeclaration<N extends CallableName, G, A extends AuditDecision> {
  access: AccessRule<Input<N>, G>;
  /**
   * Required, so no write leaves its audit to memory: an entry (`{ entity,
   * action }`, or "content" for the content writer's), READS_ONLY, or
   * notAudited(reason) (tests/unit/functions/auditDecisions.test.ts lists every function's).
   */
  audit: A;
  /** e.g. `{ secrets: [spotifyClientSecret] }` */
  options?: Omit<CallableOptions, "cors">;
}

/** What the handler of a callable declared with rule G and audit A gets. */
export type HandlerContext<G, A> = CallContext & G & Recording<A>;

/**
 * Defines a callable from the shared contract and either an operation
 * (operations/operation.ts: its access, scope and audit declared there, the
 * function file a one-line caller) or its own declared access rule
 * (accessRules.ts) and handler. The input is checked with the rule every
 * request meets (domain/shared/requestInput.ts) and parsed with the shared
 * schema, whoever calls: a bad payload gets `invalid-argument` with the
 * message of what is wrong. Then the declared rule is checked, before the
 * handler runs and before it reads anything; the handler gets what the
 * check established (the caller, the item it read) and, when the
 * declaration names one, the recorder of its writes with the caller as
 * actor.
 */
export function defineCallable<N extends CallableName, G, A extends AuditDecision>(
  name: N,
  operation: Operation<Input<N>, G, A, CallableResponse<N>>,
  options?: Omit<CallableOptions, "cors">,
): ReturnType<typeof runCallable>;
export function defineCallable<N extends CallableName, G, A extends AuditDecision>(
  name: N,
  declaration: CallableDeclaration<N, G, A>,
  handler: (input: Input<N>, context: HandlerContext<G, A>) => Promise<CallableResponse<N>>,
): ReturnType<typeof runCallable>;
export function defineCallable<N extends CallableName, G, A extends AuditDecision>(
  name: N,
  declared: CallableDeclaration<N, G, A> | Operation<Input<N>, G, AuditDecision, CallableResponse<N>>,
  handlerOrOptions?: ((input: Input<N>, context: HandlerContext<G, A>) => Promise<CallableResponse<N>>) | Omit<CallableOptions, "cors">,
) {
  if (isOperation(declared)) {
    const operation = declared as Operation<Input<N>, G, AuditDecision, CallableResponse<N>>;
    const options = handlerOrOptions as Omit<CallableOptions, "cors"> | undefined;
    return runCallable(name, operation.access, operation.audit, options, (input, context) => operation.run(input, context));
  }
  const { access, audit, options } = declared;
  if (!isAccessRule(access)) throw new Error(`${name} declares no access rule`);
  if (!audit) throw new Error(`${name} declares no audit decision`);
  if (isAudited(audit) && access.kind === "public")
    throw new Error(`${name}: an audited write needs a caller, which a public rule does not establish`);
  const handler = handlerOrOptions as (input: Input<N>, context: HandlerContext<G, A>) => Promise<CallableResponse<N>>;
  return runCallable(name, access, audit, options, async (input, context) => {
    const granted = await access.check(input, context);
    return handler(input, Object.assign(context, granted, recording(context.repos, granted, audit)) as HandlerContext<G, A>);
  });
}

function runCallable<N extends CallableName>(
  name: N,
  access: AccessRule<Input<N>, unknown>,
  audit: AuditDecision,
  options: Omit<CallableOptions, "cors"> | undefined,
  run: (input: Input<N>, context: CallContext) => Promise<CallableResponse<N>>,
) {
  if (!isAccessRule(access)) throw new Error(`${name} declares no access rule`);
  const callable = onCall({ cors: true, ...options }, async (request) => {
    const problem = refusedBeforeDecoding.get(request.rawRequest) ?? requestInputProblem(request.data);
    if (problem) throw new HttpsError("invalid-argument", problem);
    const parsed = (callables[name].request as z.ZodType).safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    const context: CallContext = { request, ...authContextOf(request.auth?.uid ?? null) };
    return toWire(await run(parsed.data as Input<N>, context));
  });
  return declareAudit(declareAccess(withSecurityHeaders(screenedBeforeDecoding(callable)), access), audit);
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
