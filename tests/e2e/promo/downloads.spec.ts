import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { expect, test } from "@playwright/test";
import { parseFile } from "music-metadata";
import { readAudioTags } from "../../../src/lib/audio/promoTagging";
import { campaignSchema, promoMarkerOf, recipientId } from "../../../src/lib/domain/promo";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { audioStore } from "../../../src/lib/files";
import { mintPromoToken } from "../../../src/lib/server/promo/promoTokens";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * Traceable downloads through the UI (docs/promo.md#downloads-and-tracing):
 * a recipient leaves feedback, then downloads a file whose tags name them
 * (the comment a real COMM frame, as players show it);
 * staff drop that file into WHO LEAKED THIS FILE? and see the recipient; the
 * campaign's CSV export defuses a comment a spreadsheet would run.
 */
const FIRST_CALL = { timeout: 60_000 };

test("a recipient's download names them, who-leaked finds them, and the export defuses formula cells", async ({ page, browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const repos = await e2eRepositories();
  const now = new Date();
  const release = (await repos.releases.query((c) => c.where("title", "==", "Coming Tide")))[0]!;
  const track = release.tracks[0]!;
  // The seed's audio has no master (its renditions are made from a tone): this track gets one, kept privately.
  const wav = join(mkdtempSync(join(tmpdir(), "promo-e2e-")), "master.wav");
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:duration=3",
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    wav,
  ]);
  const masterPath = `masters/${track.id}/e2e-${stamp}.wav`;
  await audioStore().putFile(masterPath, wav, "audio/wav");
  const audio = (await repos.trackAudio.get(track.id))!;
  await repos.trackAudio.set({ ...audio, master: { path: masterPath, bytes: 1, content_type: "audio/wav", original_name: "master.wav" } });

  const contact: Contact = {
    id: crypto.randomUUID(),
    name: `Ada Tester ${stamp}`,
    email: `ada-${stamp}@outlet.test`,
    outlet: "The Wire",
    role: "press",
    country: null,
    tags: [],
    notes: null,
    created_at: now,
    updated_at: now,
  };
  const campaign = campaignSchema.parse({
    id: crypto.randomUUID(),
    name: `Downloads ${stamp}`,
    release_id: release.id,
    track_ids: [track.id],
    one_sheet_html: "<p>Out soon.</p>",
    access: "download",
    download_formats: ["mp3_320"],
    feedback_before_download: true,
    expires_at: new Date(now.getTime() + 7 * 86_400_000),
    download_limit: 5,
    recipients: { contact_ids: [contact.id], tags: [] },
    status: "sent",
    sent_by: "e2e",
    sent_at: now,
    created_by: "e2e",
    created_at: now,
    updated_at: now,
  });
  const { token, hash } = mintPromoToken();
  await Promise.all([
    repos.promoContacts.set(contact),
    repos.promoCampaigns.set(campaign),
    repos.promoRecipients.set({
      id: recipientId(campaign.id, contact.id),
      campaign_id: campaign.id,
      contact_id: contact.id,
      token_hash: hash,
      created_at: now,
      sent_at: now,
      opened_at: null,
      revoked_at: null,
      expires_at: null,
      flagged_at: null,
    }),
  ]);

  // The recipient: feedback first (a comment a spreadsheet would run), then the download.
  const listening = await browser.newContext();
  const listen = await listening.newPage();
  await listen.goto(`/promo/${token}`);
  await expect(listen.getByTestId("downloads-locked")).toBeVisible();
  await listen.getByRole("radio", { name: "4 stars" }).check();
  await listen.getByLabel("Comment").fill('=HYPERLINK("http://evil.test","play")');
  await listen.getByRole("button", { name: "SEND FEEDBACK" }).click();
  await expect(listen.getByTestId("feedback-saved")).toBeVisible();
  const [download] = await Promise.all([listen.waitForEvent("download", FIRST_CALL), listen.getByTestId("download-link").first().click()]);
  const file = join(mkdtempSync(join(tmpdir(), "promo-e2e-dl-")), download.suggestedFilename());
  await download.saveAs(file);
  const tags = (await readAudioTags(file))!;
  expect(tags.comment).toContain(`Promo copy for ${contact.name} (The Wire) — campaign ${campaign.id}`);
  expect(promoMarkerOf(tags)).toMatch(/^[0-9a-f]{24}$/);
  // What iTunes, Windows and tag editors show: a real COMM frame, and the marker under the documented TXXX name.
  const frames = Object.fromEntries(((await parseFile(file)).native["ID3v2.3"] ?? []).map((frame) => [frame.id, frame.value]));
  expect(frames).toMatchObject({
    COMM: { language: "eng", descriptor: "", text: tags.comment },
    "TXXX:PROMO_RECIPIENT": promoMarkerOf(tags),
  });
  await listening.close();

  // Staff drop the file: the panel names her.
  await signIn(page);
  await page.goto("/admin/promo/campaigns");
  await page.getByTestId("who-leaked-file").setInputFiles(file, FIRST_CALL);
  await expect(page.getByTestId("who-leaked-result")).toContainText(
    `Exact copy: the file is byte for byte the one sent to ${contact.name} (The Wire)`,
    FIRST_CALL,
  );
  await expect(page.getByTestId("who-leaked-result")).toContainText(campaign.name);

  // The campaign's statistics: her row, and the export with her comment defused.
  await page.getByRole("button", { name: `Open ${campaign.name}` }).click(FIRST_CALL);
  await expect(page.getByTestId("stats-row")).toHaveCount(1, FIRST_CALL);
  await expect(page.getByTestId("stats-row").first()).toContainText("4/5");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "EXPORT CSV" }).click()]);
  const text = readFileSync((await csv.path())!, "utf8");
  expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""play"")"`);
  expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
});
