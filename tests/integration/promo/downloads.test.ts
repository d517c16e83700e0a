import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseBuffer } from "music-metadata";
import { beforeEach, describe, expect, it } from "vitest";
import { readAudioTags } from "../../../src/lib/audio/promoTagging";
import { promoDownloadId, promoEncodingId, promoMarkerOf } from "../../../src/lib/domain/promo";
import { audioStore } from "../../../src/lib/files";
import { callFunction } from "../support";
import { expectOk, repos, setUpStaff, type Staff } from "../contentSupport";
import { downloadUrl, seedPromoCampaign, TRACK } from "./promoDownloadSupport";

/**
 * Recipients' traceable downloads on the local stack: each file is made for
 * its recipient from the private master, tagged with their name and
 * recorded with its own hash; the link's and the campaign's gates refuse
 * with a clear 4xx and change nothing.
 */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff(staff);
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function download(url: string) {
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function tagsOf(bytes: Uint8Array, extension: string) {
  const file = join(await mkdtemp(join(tmpdir(), "promo-dl-")), `copy.${extension}`);
  await writeFile(file, bytes);
  return (await readAudioTags(file))!;
}

describe("a recipient's download", () => {
  it("is an MP3 whose tags name the recipient and the campaign, recorded with its hash, served again as the same file", async () => {
    const { campaign, links } = await seedPromoCampaign([{ name: "Ada Byron", outlet: "The Wire" }]);
    const [{ token, recipient }] = links as [(typeof links)[0]];
    const { response, bytes } = await download(downloadUrl(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("content-disposition")).toContain('attachment; filename="Halden Drift - Low Tide.mp3"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const tags = await tagsOf(bytes, "mp3");
    expect(tags).toMatchObject({ title: "Low Tide", artist: "Halden Drift", album: "Shorelines" });
    expect(tags.comment).toContain(`Promo copy for Ada Byron (The Wire) — campaign ${campaign.id}`);
    const record = await repos.promoDownloads.get(promoDownloadId(recipient.id, TRACK, "mp3_320"));
    expect(record).toMatchObject({
      sha256: sha256(bytes),
      bytes: bytes.byteLength,
      contact_id: recipient.contact_id,
      tagged_for: "Ada Byron (The Wire)",
    });
    expect(promoMarkerOf(tags)).toBe(record!.marker);
    expect(await repos.promoEvents.countDownloads(recipient.id)).toBe(1);

    const again = await download(downloadUrl(token));
    expect(sha256(again.bytes)).toBe(record!.sha256);
    expect(await repos.promoEvents.countDownloads(recipient.id)).toBe(2);
  });

  it("gives another recipient a file of their own with a different recorded hash, and a WAV naming them too", async () => {
    const { links } = await seedPromoCampaign([
      { name: "Ada Byron", outlet: "The Wire" },
      { name: "Bo Carter", outlet: null },
    ]);
    const [ada, bo] = links as [(typeof links)[0], (typeof links)[0]];
    const [a, b] = [await download(downloadUrl(ada.token)), await download(downloadUrl(bo.token))];
    expect(sha256(a.bytes)).not.toBe(sha256(b.bytes));
    const records = await Promise.all([ada, bo].map((l) => repos.promoDownloads.get(promoDownloadId(l.recipient.id, TRACK, "mp3_320"))));
    expect(records.map((r) => r?.sha256)).toEqual([sha256(a.bytes), sha256(b.bytes)]);
    expect((await tagsOf(b.bytes, "mp3")).comment).toContain("Promo copy for Bo Carter —");

    const wav = await download(downloadUrl(bo.token, "wav"));
    expect(wav.response.headers.get("content-type")).toBe("audio/wav");
    expect(promoMarkerOf(await tagsOf(wav.bytes, "wav"))).toBe(records[1]!.marker);
  });
});

/** Where the stack's audio store (AUDIO_STORE_DIR) keeps the fixture track's encodings: one file per encoding made. */
const encodingsDir = () => join(process.env.AUDIO_STORE_DIR!, "promo", "encodings", TRACK);
const storedEncodings = (): Promise<string[]> => readdir(encodingsDir()).catch(() => []);

/** The ID3 frames of an MP3 as a tag reader (music-metadata) finds them. */
async function id3Frames(bytes: Uint8Array) {
  const { native } = await parseBuffer(bytes, { mimeType: "audio/mpeg" });
  return Object.fromEntries((native["ID3v2.3"] ?? []).map((tag) => [tag.id, tag.value]));
}

describe("one encoding per track and format, shared by every recipient", () => {
  // Every fixture reuses the track's id; the database was reset, so the store forgets earlier tests' encodings too.
  beforeEach(() => rm(encodingsDir(), { recursive: true, force: true }));

  it("encodes the track once for two recipients, each getting the shared audio with their own COMM and TXXX:PROMO_RECIPIENT frames and hash", async () => {
    const { campaign, links } = await seedPromoCampaign([
      { name: "Ada Byron", outlet: "The Wire" },
      { name: "Bo Carter", outlet: null },
    ]);
    const [ada, bo] = links as [(typeof links)[0], (typeof links)[0]];
    const a = await download(downloadUrl(ada.token));
    expect(a.response.status).toBe(200);
    const encoding = await repos.promoEncodings.get(promoEncodingId(TRACK, "mp3_320"));
    expect(encoding).toMatchObject({ track_id: TRACK, format: "mp3_320" });
    expect(await storedEncodings()).toHaveLength(1);
    const b = await download(downloadUrl(bo.token));
    expect(b.response.status).toBe(200);
    // Bo's copy was made from Ada's encoding: no second one made, recorded or stored.
    expect(await repos.promoEncodings.get(promoEncodingId(TRACK, "mp3_320"))).toEqual(encoding);
    expect(await storedEncodings()).toHaveLength(1);
    const audio = new Uint8Array(await readFile(join(process.env.AUDIO_STORE_DIR!, encoding!.path)));
    for (const copy of [a.bytes, b.bytes]) expect(Buffer.from(copy.subarray(copy.length - audio.length)).equals(audio)).toBe(true);

    const records = await Promise.all([ada, bo].map((l) => repos.promoDownloads.get(promoDownloadId(l.recipient.id, TRACK, "mp3_320"))));
    expect(records.map((r) => r?.sha256)).toEqual([sha256(a.bytes), sha256(b.bytes)]);
    expect(sha256(a.bytes)).not.toBe(sha256(b.bytes));
    expect(await id3Frames(a.bytes)).toMatchObject({
      COMM: {
        language: "eng",
        descriptor: "",
        text: `Promo copy for Ada Byron (The Wire) — campaign ${campaign.id} — ref ${records[0]!.marker}`,
      },
      "TXXX:PROMO_RECIPIENT": records[0]!.marker,
    });
    expect(await id3Frames(b.bytes)).toMatchObject({
      COMM: { text: `Promo copy for Bo Carter — campaign ${campaign.id} — ref ${records[1]!.marker}` },
      "TXXX:PROMO_RECIPIENT": records[1]!.marker,
    });
  });

  it("encodes once when two recipients' first downloads race, and gives each their own copy", async () => {
    const { links } = await seedPromoCampaign([
      { name: "Ada Byron", outlet: null },
      { name: "Bo Carter", outlet: null },
    ]);
    const [a, b] = await Promise.all(links.map((l) => download(downloadUrl(l.token, "wav"))));
    expect([a!.response.status, b!.response.status]).toEqual([200, 200]);
    expect(await storedEncodings()).toHaveLength(1);
    expect(sha256(a!.bytes)).not.toBe(sha256(b!.bytes));
    const markers = await Promise.all(
      links.map(async (l) => (await repos.promoDownloads.get(promoDownloadId(l.recipient.id, TRACK, "wav")))!.marker),
    );
    expect([promoMarkerOf(await tagsOf(a!.bytes, "wav")), promoMarkerOf(await tagsOf(b!.bytes, "wav"))]).toEqual(markers);
  });

  it("encodes again once the track's master is replaced, and drops the old encoding", async () => {
    const { links } = await seedPromoCampaign([
      { name: "Ada Byron", outlet: null },
      { name: "Bo Carter", outlet: null },
    ]);
    expect((await fetch(downloadUrl(links[0]!.token))).status).toBe(200);
    const before = (await repos.promoEncodings.get(promoEncodingId(TRACK, "mp3_320")))!;
    const audio = (await repos.trackAudio.get(TRACK))!;
    const newMaster = `masters/${TRACK}/replaced.wav`;
    await audioStore().putFile(newMaster, join(process.env.AUDIO_STORE_DIR!, audio.master!.path), "audio/wav");
    await repos.trackAudio.set({ ...audio, master: { ...audio.master!, path: newMaster } });
    expect((await fetch(downloadUrl(links[1]!.token))).status).toBe(200);
    const after = (await repos.promoEncodings.get(promoEncodingId(TRACK, "mp3_320")))!;
    expect(after.master_path).toBe(newMaster);
    expect(after.path).not.toBe(before.path);
    expect(await audioStore().size(before.path)).toBeNull();
    expect(await storedEncodings()).toHaveLength(1);
  });
});

describe("erasing a contact", () => {
  it("deletes their copies' files and records, whose tags name them", async () => {
    const { links } = await seedPromoCampaign([{ name: "Ada Byron", outlet: null }]);
    const [{ token, recipient, contact }] = links as [(typeof links)[0]];
    expect((await fetch(downloadUrl(token))).status).toBe(200);
    const [copy] = await repos.promoDownloads.listForContact(contact.id);
    expect(await audioStore().size(copy!.path)).toBeGreaterThan(0);
    expectOk(await callFunction("erasePromoContact", { id: contact.id }, staff.admin.idToken));
    expect(await audioStore().size(copy!.path)).toBeNull();
    expect(await repos.promoDownloads.listForRecipient(recipient.id)).toEqual([]);
  });
});

describe("what a download refuses, with a clear 4xx and nothing written", () => {
  const nothingWritten = async (recipientId: string) => {
    expect(await repos.promoDownloads.listForRecipient(recipientId)).toEqual([]);
    expect(await repos.promoEvents.countDownloads(recipientId)).toBe(0);
  };

  it("waits for feedback when the campaign asks for it first, then lets the file go", async () => {
    const { campaign, links } = await seedPromoCampaign([{ name: "Ada Byron", outlet: null }], { feedback_before_download: true });
    const [{ token, recipient }] = links as [(typeof links)[0]];
    const refused = await fetch(downloadUrl(token));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Leave your feedback on the promo page first: the downloads open after it");
    await nothingWritten(recipient.id);
    await repos.promoFeedback.set({
      recipient_id: recipient.id,
      campaign_id: campaign.id,
      contact_id: recipient.contact_id,
      rating: 4,
      comment: "Strong",
      created_at: new Date(),
      updated_at: new Date(),
    });
    expect((await fetch(downloadUrl(token))).status).toBe(200);
  });

  it("stops at the recipient's download limit", async () => {
    const { links } = await seedPromoCampaign([{ name: "Ada Byron", outlet: null }], { download_limit: 1 });
    const [{ token, recipient }] = links as [(typeof links)[0]];
    expect((await fetch(downloadUrl(token))).status).toBe(200);
    const second = await fetch(downloadUrl(token, "wav"));
    expect(second.status).toBe(403);
    expect(await second.text()).toBe("You have downloaded as many files as this campaign allows");
    expect(await repos.promoEvents.countDownloads(recipient.id)).toBe(1);
    // Refused before any copy is made: the WAV was never encoded for her.
    expect((await repos.promoDownloads.listForRecipient(recipient.id)).map((d) => d.format)).toEqual(["mp3_320"]);
  });

  it("refuses a revoked link and an expired one with 410", async () => {
    const { links } = await seedPromoCampaign([
      { name: "Ada Byron", outlet: null },
      { name: "Bo Carter", outlet: null },
    ]);
    const [ada, bo] = links as [(typeof links)[0], (typeof links)[0]];
    await repos.promoRecipients.update(ada.recipient.id, { revoked_at: new Date() });
    await repos.promoRecipients.update(bo.recipient.id, { expires_at: new Date(Date.now() - 1000) });
    const [revoked, expired] = [await fetch(downloadUrl(ada.token)), await fetch(downloadUrl(bo.token))];
    expect([revoked.status, await revoked.text()]).toEqual([410, "This link has been revoked"]);
    expect([expired.status, await expired.text()]).toEqual([410, "This link has expired"]);
    await nothingWritten(ada.recipient.id);
    await nothingWritten(bo.recipient.id);
  });

  it("refuses a stream-only campaign and a format it does not offer", async () => {
    const stream = await seedPromoCampaign([{ name: "Ada Byron", outlet: null }], { access: "stream", download_formats: [] });
    const streamed = await fetch(downloadUrl(stream.links[0]!.token));
    expect([streamed.status, await streamed.text()]).toEqual([403, "This campaign is for listening only: downloads are not offered"]);
    const mp3Only = await seedPromoCampaign([{ name: "Bo Carter", outlet: null }], { download_formats: ["mp3_320"] });
    const wav = await fetch(downloadUrl(mp3Only.links[0]!.token, "wav"));
    expect([wav.status, await wav.text()]).toEqual([403, "This format is not offered in this campaign"]);
    await nothingWritten(mp3Only.links[0]!.recipient.id);
  });

  it("answers a malformed token, an unknown one, an unknown track and an unknown format with the same 404", async () => {
    const { links } = await seedPromoCampaign([{ name: "Ada Byron", outlet: null }]);
    const token = links[0]!.token;
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const answers = await Promise.all(
      [
        downloadUrl("not-a-token"),
        downloadUrl(unknown),
        downloadUrl(token, "mp3", "f0000000-0000-4000-8000-0000000000ff"),
        downloadUrl(token, "flac"),
      ].map(async (url) => {
        const response = await fetch(url);
        return [response.status, await response.text()];
      }),
    );
    expect(answers).toEqual(Array(4).fill([404, "Not found"]));
    await nothingWritten(links[0]!.recipient.id);
  });
});
