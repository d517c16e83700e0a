/** Why a call to a streaming service failed; the callables turn it into the catalogue's messages (docs/product.md#artist-and-release-toasts). */

export type IntegrationService = "spotify" | "songlink" | "deezer" | "itunes" | "musicbrainz";

export type UpstreamFailure =
  /** No answer within the timeout. */
  | "timeout"
  /** DNS, refused connection, reset. */
  | "network"
  /** Still refused with 429 after the bounded retries. */
  | "rate-limited"
  /** The service does not know the id. */
  | "not-found"
  /** Credentials missing or refused. */
  | "auth"
  /** An answer that is not the shape we read. */
  | "malformed"
  /** Any other error status. */
  | "http";

export class UpstreamError extends Error {
  constructor(
    readonly service: IntegrationService,
    readonly failure: UpstreamFailure,
    detail: string,
    readonly status?: number,
  ) {
    super(`${service}: ${failure}${status ? ` (HTTP ${status})` : ""}: ${detail}`);
    this.name = "UpstreamError";
  }
}

export function isUpstreamError(error: unknown, failure?: UpstreamFailure): error is UpstreamError {
  return error instanceof UpstreamError && (failure === undefined || error.failure === failure);
}
