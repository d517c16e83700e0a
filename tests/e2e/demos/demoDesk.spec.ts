import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { HIDDEN_DUPLICATES_TEXTS } from "../../../src/lib/domain/demos";
import { AUDIO_FIXTURE_DIR, wavOfSize } from "../../fixtures/audio/build";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/** The first call of each function starts its emulator worker (and a second one for a call made while the first is busy): up to a minute on a busy machine. */
const FIRST_CALL = { timeout: 90_000 };

async function submitDemo(page: Page, fields: { artist: string; email: string; title: string }, audio: Buffer) {
  await page.goto("/submit-demo");
  await page.locator("astro-island:not([ssr])").waitFor({ state: "attached" });
  await page.getByLabel("ARTIST/BAND NAME").fill(fields.artist);
  await page.getByLabel("EMAIL").fill(fields.email);
  await page.getByLabel("TRACK TITLE").fill(fields.title);
  await page.getByLabel("AUDIO FILE").setInputFiles({ name: "take.wav", mimeType: "audio/wav", buffer: audio });
  await page.getByRole("button", { name: "SUBMIT DEMO" }).click();
  await expect(page.getByTestId("form-status").getByText("Demo submitted!")).toBeVisible(FIRST_CALL);
}

test("a reviewer works a demo on the desk and the artist gets one receipt per upload and one reply; a second identical upload is flagged", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const fields = { artist: "Desk Artist", email: `desk-${stamp}@example.com`, title: `Harbour Lights ${stamp}` };
  // About a minute of audio (16-bit mono at 8 kHz), with a real tone at its start.
  const audio = wavOfSize(1024 * 1024);
  audio.set(readFileSync(join(AUDIO_FIXTURE_DIR, "tone.wav")).subarray(44, 4044), 44);

  // --- The artist sends the same demo twice.
  await submitDemo(page, fields, Buffer.from(audio));
  await submitDemo(page, fields, Buffer.from(audio));
  const repos = await e2eRepositories();
  const stored = (await repos.demos.list()).filter((d) => d.email === fields.email);
  expect(stored).toHaveLength(2);
  const [duplicate, original] = stored; // newest first
  expect(duplicate!.duplicate_of).toBe(original!.id);
  const receipts = await repos.mail.listTo(fields.email);
  expect(receipts.map((m) => m.id).sort()).toEqual(stored.map((d) => `demo-receipt-${d.id}`).sort());

  // --- A reviewer finds it; the duplicate is hidden unless asked for.
  await signIn(page);
  await page.goto("/admin/demos");
  await page.getByPlaceholder("Search artist, title or email...").fill(fields.title);
  const card = page.getByRole("article", { name: fields.title });
  await expect(card).toHaveCount(1, FIRST_CALL);
  await expect(card.getByText("Duplicate")).toHaveCount(0);
  // The counts say the second upload is there, hidden, and it can be shown from there.
  await expect(page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "All (1)" })).toBeVisible();
  await expect(page.getByText(HIDDEN_DUPLICATES_TEXTS.count(1))).toBeVisible();
  await page.getByRole("button", { name: HIDDEN_DUPLICATES_TEXTS.show }).click();
  await expect(card).toHaveCount(2, FIRST_CALL);
  await expect(page.getByLabel("Duplicates")).toHaveValue("include");
  await expect(page.getByText(HIDDEN_DUPLICATES_TEXTS.count(1))).toHaveCount(0);
  await page.getByLabel("Duplicates").selectOption("hide");
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Waiting (less than an hour|\d+ hours?)$/)).toBeVisible();
  await expect(card.getByText("Not listened yet")).toBeVisible();
  await page.getByLabel("Duplicates").selectOption("only");
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Duplicate", { exact: true })).toBeVisible();
  await page.getByLabel("Duplicates").selectOption("hide");
  await expect(card.getByText("Duplicate", { exact: true })).toHaveCount(0);

  // --- The review player: the waveform from the server's peaks; a click seeks the player.
  await card.getByRole("button", { name: `Review ${fields.title}` }).click();
  const waveform = card.getByTestId("waveform");
  await expect(waveform).toHaveAttribute("data-ready", "true", FIRST_CALL);
  const box = (await waveform.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const player = page.getByTestId("demo-player");
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), FIRST_CALL).toBeGreaterThan(20);

  // A comment at 0:42; clicking it jumps there.
  await card.getByLabel("At", { exact: true }).fill("0:42");
  await card.getByLabel("Comment", { exact: true }).fill("The hook lands here");
  await card.getByRole("button", { name: "Add comment" }).click();
  const comments = card.getByRole("list", { name: "Comments" });
  await expect(comments.getByText("The hook lands here")).toBeVisible(FIRST_CALL);
  await comments.getByRole("button", { name: "Play from 0:42" }).click();
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => Math.floor(a.currentTime))).toBeGreaterThanOrEqual(42);
  await card.getByRole("button", { name: `Pause ${fields.title}` }).click();

  // Rating and assignment.
  await card.getByRole("button", { name: "Rate 4 of 5" }).click();
  await expect(card.getByText("Rated 4 (1)")).toBeVisible(FIRST_CALL);
  await card.getByLabel("Assignee").selectOption({ label: "admin@label.test" });
  await expect(card.getByText("Assigned to admin@label.test")).toBeVisible(FIRST_CALL);

  // --- Rejected, with an edited template.
  await card.getByLabel("Status").selectOption("rejected");
  await expect(page.getByText("Demo marked as rejected")).toBeVisible(FIRST_CALL);
  const dialog = page.getByRole("dialog", { name: "REPLY TO ARTIST" });
  await expect(dialog.getByLabel("Template")).toHaveValue("default-rejected", FIRST_CALL);
  await dialog.getByLabel("Note to the artist ({note})").fill("The mix is lovely; the tempo is not ours.");
  const message = dialog.getByLabel("Message");
  await expect(message).toContainText("Hi Desk Artist,");
  await expect(message).toContainText("The mix is lovely; the tempo is not ours.");
  await message.fill(`${await message.inputValue()}\n\nPS: try us again in spring.`);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply sent to ${fields.email}`)).toBeVisible(FIRST_CALL);
  await expect(card.getByText("Reply sent", { exact: true })).toBeVisible();

  // Toggled away and back: no second reply is offered, and none is queued.
  await card.getByLabel("Status").selectOption("pending");
  await expect(page.getByText("Demo marked as pending")).toBeVisible(FIRST_CALL);
  await card.getByLabel("Status").selectOption("rejected");
  await expect(page.getByText("Demo marked as rejected")).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: "Reply to artist" })).toHaveCount(0);
  await expect(card.getByText("Reply sent", { exact: true })).toBeVisible();

  const mail = await repos.mail.listTo(fields.email);
  const replies = mail.filter((m) => m.id.startsWith("demo-reply-"));
  expect(replies.map((m) => m.id)).toEqual([`demo-reply-${original!.id}-rejected`]);
  expect(replies[0]!.message.text).toContain("Hi Desk Artist,");
  expect(replies[0]!.message.text).toContain("The mix is lovely; the tempo is not ours.");
  expect(replies[0]!.message.text.endsWith("PS: try us again in spring.")).toBe(true);
  expect(mail).toHaveLength(3);
});
