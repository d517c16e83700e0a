import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extendCsp, hostingHeaders, readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { FUNCTION_ANSWER_HEADERS, FUNCTION_PAGE_HEADERS } from "../../../functions/src/http/securityHeaders";
import { loadFunctions } from "../helpers/loadFunctions";

const root = join(import.meta.dirname, "../../..");
const hosting = readHostingConfig(root);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const policy = hostingHeaders(hosting, "/")["content-security-policy"]!;
const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;

/** Every `<script is:inline>` in the site's .astro files: Astro writes its text into the page as it stands. */
function inlineScripts(): { file: string; text: string; attributes: string }[] {
  const files = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".astro"));
  return files.flatMap((file) =>
    [...readFileSync(join(root, "src", file), "utf8").matchAll(/<script\b([^>]*\bis:inline\b[^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
      file,
      attributes: m[1]!,
      text: m[2]!,
    })),
  );
}

describe("Content-Security-Policy of firebase.json", () => {
  it("allows exactly the inline scripts the pages carry: Astro's island runtime and our few `is:inline` scripts", async () => {
    const astro = ["client/load", "client/only", "client/visible", "client/idle", "client/media", "server/astro-island"];
    // Not in astro's package exports: imported by path.
    const runtime = await Promise.all(
      astro.map(async (f) => (await import(join(root, `node_modules/astro/dist/runtime/${f}.prebuilt.js`))) as { default: string }),
    );
    // Found, not listed: a new inline script anywhere fails here until its hash is in the policy.
    const inline = inlineScripts();
    // define:vars (or an expression) would make the text, hence the hash, vary per page.
    for (const script of inline) expect(script.attributes, script.file).not.toMatch(/define:vars|set:/);
    const expected = [...runtime.map((m) => sha256(m.default)), ...inline.map((s) => sha256(s.text))];
    // After an Astro upgrade or an edit of one of those scripts, put these in firebase.json's script-src.
    expect(scriptSrc.trim().split(/\s+/).slice(2).sort(), `script-src hashes: ${expected.join(" ")}`).toEqual(expected.sort());
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("forbids framing and plugins on every path", () => {
    for (const path of ["/", "/admin/releases", "/_astro/x.js", "/rss.xml"]) {
      const headers = hostingHeaders(hosting, path);
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(headers["content-security-policy"]).toMatch(/object-src 'none'/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      // HSTS is in firebase.json for production; the local server over http leaves it out.
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    expect(JSON.stringify(hosting.headers)).toMatch(/Strict-Transport-Security/);
  });

  it("lets any site frame the embed pages alone, under a policy of their own that allows no inline script", () => {
    // A track's and a compact embed address of before redirect into an embed page: the frame must be let to follow them.
    const paths = [
      "/embed/release/5b0c1f7e-3d2a-4c8b-9e6f-0a1b2c3d4e5f",
      "/embed/release/5b0c1f7e-3d2a-4c8b-9e6f-0a1b2c3d4e5f/",
      "/embed/release/5b0c1f7e-3d2a-4c8b-9e6f-0a1b2c3d4e5f/compact",
      "/embed/track/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/compact",
    ];
    for (const path of paths) {
      const embed = hostingHeaders(hosting, path)["content-security-policy"]!;
      expect(embed, path).toMatch(/(^|;\s*)frame-ancestors \*($|;)/);
      expect(embed, path).toMatch(/(^|;\s*)script-src 'self'($|;)/);
      expect(embed, path).toMatch(/object-src 'none'/);
    }
    for (const path of ["/embed", "/embed/artist/x", "/embedded/x", "/releases/a/embed", "/oembed"]) {
      expect(hostingHeaders(hosting, path)["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("the local stack appends the emulators' origins to the production policy", () => {
    const local = extendCsp("default-src 'self'; connect-src 'self' https://x", {
      "connect-src": ["http://127.0.0.1:9099"],
      "media-src": ["http://127.0.0.1:5001"],
    });
    expect(local).toBe("default-src 'self'; connect-src 'self' https://x http://127.0.0.1:9099; media-src http://127.0.0.1:5001");
  });

  it("keeps the cache rules of firebase.json", () => {
    expect(hostingHeaders(hosting, "/_astro/app.js")["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(hostingHeaders(hosting, "/artists")["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });
});

describe("the functions' own answers, whatever Hosting adds", () => {
  it("a function's page carries the site's headers: the same policy as every page, framing forbidden", () => {
    const site = hostingHeaders(hosting, "/");
    for (const key of ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(FUNCTION_PAGE_HEADERS[key], key).toBe(site[key]);
    }
    expect(FUNCTION_PAGE_HEADERS["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("every other answer (JSON, images, audio) may run, load or frame nothing, and be framed by nothing", () => {
    const policy = FUNCTION_ANSWER_HEADERS["content-security-policy"]!;
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/\bsandbox\b/);
    expect(FUNCTION_ANSWER_HEADERS["x-content-type-options"]).toBe("nosniff");
    expect(FUNCTION_ANSWER_HEADERS["x-frame-options"]).toBe("DENY");
    expect(FUNCTION_ANSWER_HEADERS["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it(
    "every HTTP function and callable the functions export is wrapped to set them before anything answers",
    { timeout: 60_000 },
    async () => {
      // As the local stack loads them: the local stand-ins (demoAudio) included.
      const exported = Object.entries(await loadFunctions("emulator")) as [
        string,
        { __endpoint?: { httpsTrigger?: unknown; callableTrigger?: unknown } },
      ][];
      // The instance that wrapped them (its mark is a symbol of its own).
      const { hasSecurityHeaders } = await import("../../../functions/src/http/securityHeaders");
      const http = exported.filter(([, fn]) => fn.__endpoint?.httpsTrigger || fn.__endpoint?.callableTrigger);
      // Callables, the /api/* functions, mediaFile, openPreview, demoAudio: found, not listed.
      expect(http.length).toBeGreaterThan(50);
      expect(http.map(([name]) => name)).toEqual(
        expect.arrayContaining(["isAdmin", "emailPreferences", "demoAudio", "submitDemo", "mediaFile", "openPreview"]),
      );
      expect(http.filter(([, fn]) => !hasSecurityHeaders(fn)).map(([name]) => name)).toEqual([]);
    },
  );
});
