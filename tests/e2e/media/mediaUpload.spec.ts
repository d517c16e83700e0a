import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MEDIA_MESSAGES } from "../../../src/lib/domain/media";
import { makeImage } from "../../fixtures/images/build";
import { expectNoSeriousViolations } from "../axe";
import { signIn } from "../session";

/**
 * Uploaded images through the UI, against the whole local stack: an editor
 * uploads a release cover, an admin an image into a press post; the public
 * pages serve AVIF/WebP srcsets; the media library shows where each image
 * is used and refuses to delete one in use. Uploads make their variants in
 * the Functions emulator, hence the generous waits.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: "serial", timeout: 300_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const bodyOf = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test("an editor uploads a release cover; a renamed text file is refused; the release page serves it responsively", async ({
  page,
  request,
}) => {
  await signIn(page, "editor@label.test", "labeleditor");
  await page.goto("/admin/releases");
  await page.getByRole("listitem", { name: "Reel to Reel" }).getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT RELEASE" })).toBeVisible();
  const picker = page.getByLabel("IMAGE URL: file to upload");
  const field = page.getByLabel("IMAGE URL", { exact: true });
  const before = await field.inputValue();

  await picker.setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text, not a picture\n") });
  await expect(toast(page, MEDIA_MESSAGES.invalidType)).toBeVisible();
  await expect(field).toHaveValue(before);

  await picker.setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage({ width: 1000, height: 1000, format: "jpeg", withExif: true }),
  });
  await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\/1000x1000\.webp$/);
  const reference = await field.inputValue();
  await expect(page.getByTestId("release-image-preview")).toHaveAttribute("src", reference);
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(toast(page, "Release updated")).toBeVisible();

  const path = "/releases/halden-drift/reel-to-reel";
  await expect.poll(() => bodyOf(request, path), { timeout: 90_000 }).toContain(reference.replace("1000x1000.webp", ""));
  await page.goto(path);
  const cover = page.locator("main picture").first();
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /320x320\.avif 320w, .*1000x1000\.avif 1000w/);
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /640x640\.webp 640w/);
  const img = cover.locator("img");
  await expect(img).toHaveAttribute("width", "1000");
  await expect(img).toHaveAttribute("height", "1000");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).not.toHaveAttribute("loading", "lazy");
  // The browser loaded one of the variants, as AVIF (Chromium supports it).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[0-9a-f-]{36}\/\d+x\d+\.avif$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-1200x1200\.jpg$/);

  const variant = await request.get(reference.replace("1000x1000.webp", "640x640.avif"));
  expect(variant.status()).toBe(200);
  expect(variant.headers()["content-type"]).toBe("image/avif");
});

test("an admin uploads an image into a press post; the library shows usage and refuses deleting an image in use", async ({
  page,
  request,
}) => {
  await signIn(page, "admin@label.test", "labeladmin");
  await page.goto("/admin/press");
  await page.getByRole("listitem", { name: "Reel to Reel: inside the tape room" }).getByRole("button", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT PRESS POST" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "CONTENT" });
  await editor.click();
  await page.keyboard.press("End");
  const chooser = page.waitForEvent("filechooser");
  await page.locator(".ql-toolbar .ql-image").click();
  await (
    await chooser
  ).setFiles({ name: "studio.png", mimeType: "image/png", buffer: await makeImage({ width: 800, height: 500, format: "png" }) });
  const inserted = editor.locator('img[src^="/media/"]');
  await expect(inserted).toHaveCount(1);
  const reference = (await inserted.getAttribute("src"))!;
  expect(reference).toMatch(/\/800x500\.webp$/);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Press post updated")).toBeVisible();

  const path = "/press/reel-to-reel-inside-the-tape-room";
  await expect.poll(() => bodyOf(request, path), { timeout: 90_000 }).toContain("800x500.avif 800w");
  await page.goto(path);
  const picture = page.getByTestId("post-content").locator("picture");
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /320x200\.avif 320w, .*800x500\.avif 800w/);
  await expect(picture.locator("img")).toHaveAttribute("loading", "lazy");
  await expect(picture.locator("img")).toHaveAttribute("width", "800");

  await page.goto("/admin/media");
  const item = page.getByTestId("media-item").filter({ hasText: reference });
  await expect(item).toContainText('Used by press post "Reel to Reel: inside the tape room"');
  const cover = page.getByTestId("media-item").filter({ hasText: 'release "Reel to Reel"' });
  await expect(cover).toHaveCount(1);

  page.once("dialog", (dialog) => void dialog.accept());
  await item.getByRole("button", { name: "DELETE" }).click();
  await expect(toast(page, MEDIA_MESSAGES.inUse(['press post "Reel to Reel: inside the tape room"']))).toBeVisible();
  await expect(item).toBeVisible();

  // Its alt text, typed in the library, is kept (and the screen stays clean for axe with the field shown).
  await item.getByRole("textbox", { name: "ALT TEXT", exact: true }).fill("The tape room: two reel-to-reel machines under a lamp");
  await item.getByRole("button", { name: /^SAVE ALT TEXT/ }).click();
  await expect(toast(page, MEDIA_MESSAGES.altSaved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId("media-item").filter({ hasText: reference }).getByRole("textbox", { name: "ALT TEXT", exact: true }),
  ).toHaveValue("The tape room: two reel-to-reel machines under a lamp");
  await expectNoSeriousViolations(page, { what: "/admin/media with alt text fields", minPasses: 5 });
});
