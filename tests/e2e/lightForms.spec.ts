import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { wavOfSize } from "../fixtures/audio/build";
import { waitForIslands } from "./hydration";
import { e2eRepositories } from "./siteData";

/**
 * The two public forms fans use, with JavaScript on, off, and before the
 * page's script has run: each records what was sent, answers with the spec's
 * texts, and no URL ever holds the email.
 */
const PRE_SAVE_PAGE = "/pre-save/halden-drift/coming-tide";
const NOTICE = "We'll email you once, on release day, with links to listen. Every email has a one-click unsubscribe link.";
/** The first call of each function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 30_000 };

/** Every URL the page requests or navigates to, to check that none holds `secret`. */
function recordUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  context.on("page", (page) => page.on("framenavigated", (frame) => urls.push(frame.url())));
  return urls;
}

function expectNoUrlHolds(urls: string[], secret: string) {
  expect(urls.length).toBeGreaterThan(0);
  const encoded = encodeURIComponent(secret);
  expect(urls.filter((url) => url.includes(secret) || url.includes(encoded))).toEqual([]);
}

async function preSavesOf(email: string) {
  const repos = await e2eRepositories();
  return repos.preSaves.query((c) => c.where("email", "==", email));
}

async function fillDemo(page: Page, title: string, file: { name: string; bytes: Uint8Array }) {
  await page.getByLabel("ARTIST/BAND NAME").fill("Lumen Static");
  await page.getByLabel("EMAIL").fill("lumen@example.com");
  await page.getByLabel("TRACK TITLE").fill(title);
  await page.getByLabel("AUDIO FILE").setInputFiles({ name: file.name, mimeType: "audio/wav", buffer: Buffer.from(file.bytes) });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a pre-save is recorded by a plain form post, with the notice the fan saw; the email is in no URL", async ({ page, context }) => {
    const urls = recordUrls(context);
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto(PRE_SAVE_PAGE);
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText("Pre-save recorded!")).toBeHidden();
    await page.getByLabel("EMAIL (OPTIONAL)").fill(email);
    await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();

    await page.waitForURL(`**${PRE_SAVE_PAGE}#pre-save-result-recorded`, FIRST_CALL);
    await expect(page.getByText("Pre-save recorded!")).toBeVisible();
    await expect(page.getByRole("link", { name: "CONTINUE" })).toHaveAttribute(
      "href",
      "https://open.spotify.com/prerelease/seed-coming-tide",
    );
    const [stored] = await preSavesOf(email);
    expect(stored?.email_notice).toMatchObject({ version: "release-day-1", text: NOTICE });
    expectNoUrlHolds(urls, email);
  });

  test("a refused pre-save comes back with the reason", async ({ page, context }) => {
    const urls = recordUrls(context);
    await page.goto(PRE_SAVE_PAGE);
    // The browser's own check lets "fan@example" through; the server's does not.
    await page.getByLabel("EMAIL (OPTIONAL)").fill("fan@example");
    await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
    await page.waitForURL(`**${PRE_SAVE_PAGE}#pre-save-result-invalid-email`, FIRST_CALL);
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Pre-save recorded!")).toBeHidden();
    expectNoUrlHolds(urls, "fan@example");
  });

  test("a demo is submitted by a plain multipart post; too large a file comes back refused", async ({ page, context }) => {
    test.setTimeout(90_000);
    const urls = recordUrls(context);
    await page.goto("/submit-demo");
    await expect(page.getByText("its audio is deleted after 180 days")).toBeVisible();

    await fillDemo(page, "Too Long To Keep", { name: "long.wav", bytes: wavOfSize(10 * 1024 * 1024 + 1) });
    await page.getByRole("button", { name: "SUBMIT DEMO" }).click();
    await page.waitForURL("**/submit-demo#demo-result-file-too-large", FIRST_CALL);
    await expect(page.getByText("File too large")).toBeVisible();
    await expect(page.getByText("Maximum file size is 10MB")).toBeVisible();

    const title = `No Script ${Date.now()}`;
    await fillDemo(page, title, { name: "short.wav", bytes: wavOfSize(64 * 1024) });
    await page.getByRole("button", { name: "SUBMIT DEMO" }).click();
    await page.waitForURL("**/submit-demo#demo-result-submitted", FIRST_CALL);
    await expect(page.getByText("Demo submitted!")).toBeVisible();
    await expect(page.getByText("Thank you! We'll review your demo soon.")).toBeVisible();
    await expect(page.getByText("File too large")).toBeHidden();
    const repos = await e2eRepositories();
    expect(await repos.demos.query((c) => c.where("track_title", "==", title))).toHaveLength(1);
    expectNoUrlHolds(urls, "lumen@example.com");
  });

  test("the browser checks required fields before sending, and says which", async ({ page }) => {
    await page.goto("/submit-demo");
    await page.getByRole("button", { name: "SUBMIT DEMO" }).click();
    await expect(page).toHaveURL(/\/submit-demo$/);
    expect(await page.getByLabel("ARTIST/BAND NAME").evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");
  });
});

test.describe("with JavaScript on", () => {
  test("pre-save: the notice, the spec's texts and the 1.5 s redirect; the email is in no URL", async ({ page, context }) => {
    const urls = recordUrls(context);
    const email = `js-${Date.now()}@example.com`;
    await page.route("https://open.spotify.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Spotify</title>" }));
    await page.goto(PRE_SAVE_PAGE);
    await waitForIslands(page);
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.getByLabel("EMAIL (OPTIONAL)").fill(email);
    await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
    await expect(page.getByText("Pre-save recorded! Redirecting...")).toBeVisible(FIRST_CALL);
    await expect(page.getByRole("button", { name: "REDIRECTING..." })).toBeDisabled();
    await page.waitForURL(/^https:\/\/open\.spotify\.com\/prerelease\//, { timeout: 10_000 });
    expect(await preSavesOf(email)).toHaveLength(1);
    expectNoUrlHolds(urls, email);
  });

  test("a result the page came back with gives way to the next submission's", async ({ page }) => {
    test.setTimeout(90_000);
    // As after a form sent before the script ran: the URL keeps the returned result's fragment.
    await page.goto("/submit-demo#demo-result-file-too-large");
    await waitForIslands(page);
    await expect(page.getByText("Maximum file size is 10MB")).toBeVisible();
    await fillDemo(page, `After Refusal ${Date.now()}`, { name: "short.wav", bytes: wavOfSize(64 * 1024) });
    await page.getByRole("button", { name: "SUBMIT DEMO" }).click();
    await expect(page.getByTestId("form-status")).toContainText("Demo submitted!", FIRST_CALL);
    await expect(page.getByText("Maximum file size is 10MB")).toBeHidden();

    await page.route("https://open.spotify.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Spotify</title>" }));
    await page.goto(`${PRE_SAVE_PAGE}#pre-save-result-invalid-email`);
    await waitForIslands(page);
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("EMAIL (OPTIONAL)").fill(`again-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
    await expect(page.getByText("Pre-save recorded! Redirecting...")).toBeVisible(FIRST_CALL);
    await expect(page.getByText("Invalid email address")).toBeHidden();
  });

  test("before the island has hydrated, the forms are safe POST forms and a submit still records", async ({ page, context }) => {
    const urls = recordUrls(context);
    // Holds the page's scripts back, as a slow network would: the island never hydrates.
    await page.route("**/_astro/**/*.js", (route) => route.abort());
    await page.goto("/submit-demo");
    const demoForm = page.getByRole("form", { name: "Submit demo" });
    await expect(demoForm).toHaveAttribute("method", "post");
    await expect(demoForm).toHaveAttribute("enctype", "multipart/form-data");

    const email = `early-${Date.now()}@example.com`;
    await page.goto(PRE_SAVE_PAGE);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    await expect(page.getByTestId("pre-save-form")).toHaveAttribute("method", "post");
    await page.getByLabel("EMAIL (OPTIONAL)").fill(email);
    await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
    await page.waitForURL(`**${PRE_SAVE_PAGE}#pre-save-result-recorded`, FIRST_CALL);
    await expect(page.getByText("Pre-save recorded!")).toBeVisible();
    expect(await preSavesOf(email)).toHaveLength(1);
    expectNoUrlHolds(urls, email);
  });
});
