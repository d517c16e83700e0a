import type { Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_PREFERENCES_TEXTS } from "../../../src/lib/domain/fans";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { addressKey, signEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";
import { readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { localStackSecret } from "../../../scripts/stack/localSecrets";
import { startStaticServer } from "../../../scripts/stack/staticServer";
import { resetDatabase } from "../support";
import { addRelease, fanEmail, repos } from "./reminderSupport";

/**
 * A person who opens a cut, changed or forged link of a fan email sees the
 * product's "This link does not work" page with a 4xx status, through the
 * local server's /api/email-preferences rewrite (as through Hosting) and at
 * the function's own URL, never a JSON error; the page has the site's
 * headers (it cannot be framed) and nobody is unsubscribed.
 */
const root = resolve(import.meta.dirname, "../../..");
let server: Server;
let site: string;

beforeAll(async () => {
  server = await startStaticServer(await mkdtemp(join(tmpdir(), "site-")), 0, {
    hosting: readHostingConfig(root),
    functions: {
      port: Number(process.env.FUNCTIONS_PORT),
      projectId: process.env.FIREBASE_PROJECT_ID!,
      region: "us-central1",
      secret: localStackSecret(resolve(root, process.env.STACK_DATA_DIR!)),
    },
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(resetDatabase);

function expectInvalidLinkPage(answer: Response, page: string, label: string) {
  expect(answer.status, label).toBe(400);
  expect(answer.headers.get("content-type"), label).toMatch(/^text\/html/);
  expect(page, label).toContain(EMAIL_PREFERENCES_TEXTS.invalid.title);
  expect(page, label).not.toContain('"error"');
  expect(answer.headers.get("content-security-policy"), label).toMatch(/frame-ancestors 'none'/);
  expect(answer.headers.get("x-frame-options"), label).toBe("DENY");
  expect(answer.headers.get("x-content-type-options"), label).toBe("nosniff");
  // The URL holds the token: no Referer leaves the page.
  expect(answer.headers.get("referrer-policy"), label).toBe("no-referrer");
}

describe("a link of a fan email that does not work", () => {
  it("cut, changed, forged or missing: the 'This link does not work' page with 400, through the local server and at the function's URL; nobody unsubscribed", async () => {
    const release = await addRelease();
    const secret = requiredSecret(serverConfig(), "reminderSecret");
    const link = signEmailLink({ action: "unsubscribe", addressKey: addressKey(fanEmail(0), secret), releaseId: release.id }, secret);
    const tokens = {
      cut: link.slice(0, link.length - 12),
      "cut in the key": link.slice(0, 20),
      changed: link.replace(/.$/, (c) => (c === "a" ? "b" : "a")),
      "signed with another key": signEmailLink(
        { action: "unsubscribe", addressKey: addressKey(fanEmail(0), "guess"), releaseId: release.id },
        "guess",
      ),
      "%-garbage": "%E0%A4%A",
      missing: null,
    };
    for (const base of [`${site}/api/email-preferences`, serverConfig().emailPreferencesUrl]) {
      for (const [label, token] of Object.entries(tokens)) {
        const url = token === null ? base : `${base}?t=${token === "%-garbage" ? token : encodeURIComponent(token)}`;
        for (const method of ["GET", "POST"]) {
          const answer = await fetch(url, {
            method,
            ...(method === "POST"
              ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }
              : {}),
          });
          expectInvalidLinkPage(answer, await answer.text(), `${label} · ${method} · ${base}`);
        }
      }
    }
    expect((await repos.suppressions.collection.get()).size).toBe(0);

    // The whole link still works through the same rewrite.
    const works = await fetch(`${site}/api/email-preferences?t=${encodeURIComponent(link)}`);
    expect(works.status).toBe(200);
    expect(await works.text()).toContain(EMAIL_PREFERENCES_TEXTS.askUnsubscribe.button);
  }, 120_000);
});
