/**
 * An access token kept until shortly before it expires. Concurrent callers
 * share one token request, so a burst of calls on a cold instance asks the
 * accounts service once.
 */

export interface IssuedToken {
  accessToken: string;
  /** Lifetime the service granted, in seconds (Spotify: 3600). */
  expiresInSeconds: number;
}

export class TokenCache {
  private token: { value: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly now: () => number = Date.now,
    /** Renew this long before the expiry, so a token never dies mid-request. */
    private readonly marginMs = 60_000,
  ) {}

  async get(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt - this.marginMs) return this.token.value;
    this.pending ??= this.issue()
      .then(({ accessToken, expiresInSeconds }) => {
        this.token = { value: accessToken, expiresAt: this.now() + expiresInSeconds * 1000 };
        return accessToken;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Forgets the token (the API refused it), so the next call asks for a new one. */
  invalidate(): void {
    this.token = null;
  }
}
