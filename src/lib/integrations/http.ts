import type { z } from "zod";
import { UpstreamError, type IntegrationService } from "./errors";
import { parseRetryAfter, retryDelayMs, type RetryPolicy } from "./retryPolicy";

export interface HttpOptions {
  /** Each attempt is aborted after this long. */
  timeoutMs: number;
  retry: RetryPolicy;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Runs before every attempt, retries included (e.g. waiting for a rate-limit slot). */
  beforeAttempt?: () => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * One JSON request with a timeout per attempt and the retry policy for 429
 * and 5xx. Returns the parsed body of any other status (callers decide what
 * 404 means); throws UpstreamError for timeouts, network failures, exhausted
 * retries and bodies that are not JSON.
 */
export async function requestJson(
  service: IntegrationService,
  url: string,
  init: RequestInit,
  options: HttpOptions,
): Promise<JsonResponse> {
  const doFetch = options.fetch ?? fetch;
  const wait = options.sleep ?? sleep;
  for (let retry = 0; ; retry++) {
    await options.beforeAttempt?.();
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new UpstreamError(service, timedOut ? "timeout" : "network", `${redact(url)}: ${String(error)}`);
    }
    const delay = retryDelayMs(response.status, retry, parseRetryAfter(response.headers.get("retry-after"), Date.now()), options.retry);
    if (delay !== null) {
      await response.body?.cancel();
      await wait(delay);
      continue;
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw new UpstreamError(service, "rate-limited", redact(url), 429);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamError(service, "http", redact(url), response.status);
    }
    return { status: response.status, body: await readJson(service, url, response) };
  }
}

/**
 * One JSON resource of a service: its body checked with `schema`, or null
 * when the service answers a status of `unknown` (it does not know the id).
 * Any other status but 200, and a body `schema` refuses, throw
 * UpstreamError naming `what` (the request as the logs should read).
 */
export async function getJsonResource<S extends z.ZodType>(
  service: IntegrationService,
  request: { url: string; init?: RequestInit; what: string; unknown?: readonly number[] },
  schema: S,
  options: HttpOptions,
): Promise<z.output<S> | null> {
  const { status, body } = await requestJson(service, request.url, request.init ?? {}, options);
  if ((request.unknown ?? [404]).includes(status)) return null;
  if (status !== 200) throw new UpstreamError(service, "http", request.what, status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError(service, "malformed", request.what);
  return parsed.data;
}

async function readJson(service: IntegrationService, url: string, response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new UpstreamError(service, timedOut ? "timeout" : "network", `${redact(url)}: ${String(error)}`);
  }
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(service, "malformed", `${redact(url)}: body is not JSON`, response.status);
  }
}

/** Logs keep the path and drop the query, which may carry user-entered values. */
function redact(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed ? `${parsed.origin}${parsed.pathname}` : "request";
}
