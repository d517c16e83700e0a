import { describe, expect, it } from "vitest";
import { TokenCache } from "../../../src/lib/integrations/tokenCache";

function issuer(lifetimeSeconds = 3600) {
  let issued = 0;
  return {
    get issued() {
      return issued;
    },
    issue: async () => ({ accessToken: `token-${++issued}`, expiresInSeconds: lifetimeSeconds }),
  };
}

describe("TokenCache", () => {
  it("reuses the token until shortly before it expires", async () => {
    let now = 0;
    const tokens = issuer(3600);
    const cache = new TokenCache(tokens.issue, () => now, 60_000);
    expect(await cache.get()).toBe("token-1");
    now = 3_539_999; // 1 ms before the renewal margin
    expect(await cache.get()).toBe("token-1");
    now = 3_540_000;
    expect(await cache.get()).toBe("token-2");
    expect(tokens.issued).toBe(2);
  });

  it("asks once for concurrent callers", async () => {
    const tokens = issuer();
    const cache = new TokenCache(tokens.issue, () => 0);
    const all = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(all).toEqual(["token-1", "token-1", "token-1"]);
    expect(tokens.issued).toBe(1);
  });

  it("asks again after invalidate", async () => {
    const tokens = issuer();
    const cache = new TokenCache(tokens.issue, () => 0);
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe("token-2");
  });

  it("does not cache a failed request", async () => {
    let fail = true;
    const cache = new TokenCache(
      async () => {
        if (fail) throw new Error("down");
        return { accessToken: "ok", expiresInSeconds: 3600 };
      },
      () => 0,
    );
    await expect(cache.get()).rejects.toThrow("down");
    fail = false;
    expect(await cache.get()).toBe("ok");
  });
});
