import { onRequest, type HttpsOptions, type Request } from "firebase-functions/https";
import type { Response } from "express";
import { MUST_BE_LOGGED_IN } from "../../../src/lib/domain/shared";
import { checkAccess, declareAccess, isAccessRule, type AccessRule } from "../operations/accessRules";
import { refusalOf, verifiedUid, type CallContext } from "../operations/authorization";
import { declareAudit, PUBLIC_NOT_AUDITED, type NotAudited, type ReadsOnly } from "../operations/operation";
import { withSecurityHeaders } from "./securityHeaders";

type Handler = (request: Request, response: Response) => void | Promise<void>;

/**
 * A public HTTP function (onRequest): its rule is `access.public(reason)`,
 * so the handler answers anyone; whatever it checks (a signature, a rate
 * limit) is its own. Carries the security headers, its declared rule and
 * the audit decision of every public function (PUBLIC_NOT_AUDITED: no
 * verified caller to name as actor).
 */
export function definePublicHttpFunction(declaration: { access: AccessRule<unknown, object>; options?: HttpsOptions }, handler: Handler) {
  if (!isAccessRule(declaration.access) || declaration.access.kind !== "public")
    throw new Error("A public HTTP function declares access.public(reason)");
  return declareAudit(
    declareAccess(withSecurityHeaders(onRequest(declaration.options ?? {}, handler)), declaration.access),
    PUBLIC_NOT_AUDITED,
  );
}

/** A refusal as the runner hands it to the function, to answer in its own form (JSON, a page). */
export interface Refusal {
  status: number;
  message: string;
  /** Whether the request brought an ID token (a refused one included). */
  tokenSent: boolean;
}

/**
 * An HTTP function that only some callers may use, in the order its checks
 * run: `screen` (method, path: what needs no caller), `token` (the caller's
 * Firebase ID token), `input` (the body or query, read only for a verified
 * caller), then the declared rule, then `handle` with what the rule
 * established. A function answers in its own form (`R`), written by `send`.
 */
export interface GuardedHttpFunction<I, G, R> {
  access: AccessRule<I, G>;
  /**
   * How its writes are recorded: READS_ONLY or notAudited(reason). A route
   * whose write is audited runs an operation with its context
   * (operations/operation.ts), which writes the entry in the write's transaction.
   */
  audit: ReadsOnly | NotAudited;
  options?: HttpsOptions;
  screen?: (request: Request) => R | null;
  /**
   * A link signed with the stack's secret, which stands in for the caller
   * (the local demo audio route): `read` gives what it grants, or null to
   * ask for a token instead; `handle` answers it.
   */
  signedLink?: { read: (request: Request) => I | null; handle: (request: Request, input: I) => Promise<R> };
  token: (request: Request) => Promise<string | undefined>;
  input: (request: Request) => Promise<{ input: I } | { reply: R }>;
  refused: (refusal: Refusal, request: Request) => R;
  handle: (request: Request, input: I, context: CallContext & G) => Promise<R>;
  send: (response: Response, reply: R, request: Request) => void;
  /** The answer to an unexpected error (logged by the function); without it the runtime answers 500. */
  failed?: (error: unknown) => R;
}

export function defineGuardedHttpFunction<I, G, R>(fn: GuardedHttpFunction<I, G, R>) {
  if (!isAccessRule(fn.access) || fn.access.kind === "public") throw new Error("A guarded HTTP function declares a rule other than public");
  const run = async (request: Request): Promise<R> => {
    const early = fn.screen?.(request);
    if (early) return early;
    const linked = fn.signedLink?.read(request);
    if (linked) return fn.signedLink!.handle(request, linked);
    const token = await fn.token(request);
    const uid = await verifiedUid(token);
    if (!uid) return fn.refused({ status: 401, message: MUST_BE_LOGGED_IN, tokenSent: !!token }, request);
    const read = await fn.input(request);
    if ("reply" in read) return read.reply;
    // The call, passed on to the operations the handler runs: they open its repositories and share the caller's access read here.
    const context: CallContext = { uid };
    let granted: G;
    try {
      granted = await checkAccess(fn.access, read.input, context);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return fn.refused({ ...refusal, tokenSent: true }, request);
    }
    return fn.handle(request, read.input, Object.assign(context, granted));
  };
  const handler: Handler = async (request, response) => {
    const reply = fn.failed ? await run(request).catch(fn.failed) : await run(request);
    fn.send(response, reply, request);
  };
  return declareAudit(declareAccess(withSecurityHeaders(onRequest(fn.options ?? {}, handler)), fn.access), fn.audit);
}
