import { HttpsError, onCall, type CallableOptions, type Request } from "firebase-functions/https";
import type { Response } from "express";
import type { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { requestInputProblem } from "../../src/lib/domain/shared";
import { firstErrorMessage, REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { declareAccess, isAccessRule } from "./operations/accessRules";
import type { CallContext } from "./operations/authorization";
import { clientOf } from "./http/clientLimit";
import { withSecurityHeaders } from "./http/securityHeaders";
import { declareAudit, isOperation, type AuditDecision, type Operation } from "./operations/operation";

/** A callable's input as its operation gets it: parsed by the shared schema. */
export type CallableInput<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;
type Input<N extends CallableName> = CallableInput<N>;

/**
 * Defines a callable from the shared contract and its operation
 * (operations/operation.ts: its access, scope and audit declared there, the
 * function file a one-line caller). The input is checked with the rule every
 * request meets (domain/shared/requestInput.ts) and parsed with the shared
 * schema, whoever calls: a bad payload gets `invalid-argument` with the
 * message of what is wrong. Then the operation runs, which checks its
 * declared rule before its body reads anything.
 */
export function defineCallable<N extends CallableName, G, A extends AuditDecision>(
  name: N,
  operation: Operation<Input<N>, G, A, CallableResponse<N>>,
  options?: Omit<CallableOptions, "cors">,
) {
  if (!isOperation(operation)) throw new Error(`${name} runs no operation: declare it with defineOperation (operations/operation.ts)`);
  if (!isAccessRule(operation.access)) throw new Error(`${name} declares no access rule`);
  const callable = onCall({ cors: true, ...options }, async (request) => {
    const problem = refusedBeforeDecoding.get(request.rawRequest) ?? requestInputProblem(request.data);
    if (problem) throw new HttpsError("invalid-argument", problem);
    const parsed = (callables[name].request as z.ZodType).safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    // What the runner hands the operation: the verified caller and the client, called at the function's own URL
    // (the address Google's front end appended); never the repositories, which the operation opens.
    const context: CallContext = { uid: request.auth?.uid ?? null, client: clientOf(request.rawRequest, "direct") };
    return toWire(await operation.run(parsed.data as Input<N>, context));
  });
  return declareAudit(declareAccess(withSecurityHeaders(screenedBeforeDecoding(callable)), operation.access), operation.audit);
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
