import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { runFfmpeg } from "../../../src/lib/audio/ffmpeg";
import { LEAK_FIELDS, type LeakAnswer } from "../../../src/lib/domain/promo";
import { functionUrl } from "../support";
import { grantCustom, OTHER, repos, setUpStaff, type Staff } from "../contentSupport";
import { downloadUrl, seedPromoCampaign } from "./promoDownloadSupport";

/**
 * "Who leaked this file?" on the local stack: a copy downloaded by one
 * recipient, dropped by staff, names that recipient, whether the file is
 * the exact copy (hash) or one re-encoded elsewhere (its tags); a scoped
 * editor learns nothing of another artist's campaign.
 */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff(staff);
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function check(bytes: Uint8Array, idToken: string | undefined, sample = bytes): Promise<{ status: number; body: LeakAnswer }> {
  const form = new FormData();
  form.set(LEAK_FIELDS.sha256, sha256(bytes));
  form.set(LEAK_FIELDS.size, String(bytes.byteLength));
  form.set(LEAK_FIELDS.file, new Blob([sample.slice()]), "found.mp3");
  const response = await fetch(functionUrl("whoLeaked"), {
    method: "POST",
    body: form,
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });
  return { status: response.status, body: (await response.json()) as LeakAnswer };
}

async function twoRecipientsDownload() {
  const fixture = await seedPromoCampaign([
    { name: "Ada Byron", outlet: "The Wire" },
    { name: "Bo Carter", outlet: null },
  ]);
  const files = await Promise.all(fixture.links.map(async (l) => new Uint8Array(await (await fetch(downloadUrl(l.token))).arrayBuffer())));
  return { ...fixture, files };
}

describe("who leaked this file", () => {
  it("names the recipient of an exact copy by its hash, with the campaign and when it was downloaded", async () => {
    const { campaign, files } = await twoRecipientsDownload();
    const { status, body } = await check(files[1]!, staff.admin.idToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      finding: {
        by: "hash",
        recipient: "Bo Carter",
        campaign_id: campaign.id,
        campaign_name: "Radio — Shorelines",
        track_title: "Low Tide",
        format: "mp3_320",
      },
    });
    expect("finding" in body && body.finding?.downloaded_at).toMatch(/^\d{4}-/);
  });

  it("names the recipient of a copy re-encoded elsewhere by the marker its tags kept, even from the file's start alone", async () => {
    const { files } = await twoRecipientsDownload();
    const dir = await mkdtemp(join(tmpdir(), "leak-"));
    await writeFile(join(dir, "ada.mp3"), files[0]!);
    expect(
      (
        await runFfmpeg([
          "-nostdin",
          "-loglevel",
          "error",
          "-y",
          "-i",
          join(dir, "ada.mp3"),
          "-c:a",
          "libmp3lame",
          "-b:a",
          "128k",
          join(dir, "leaked.mp3"),
        ])
      ).ok,
    ).toBe(true);
    const leaked = new Uint8Array(await readFile(join(dir, "leaked.mp3")));
    expect(sha256(leaked)).not.toBe(sha256(files[0]!));
    expect((await check(leaked, staff.admin.idToken)).body).toMatchObject({ finding: { by: "tags", recipient: "Ada Byron (The Wire)" } });
    expect((await check(leaked, staff.admin.idToken, leaked.slice(0, 4096))).body).toMatchObject({
      finding: { by: "tags", recipient: "Ada Byron (The Wire)" },
    });
  });

  it("tells apart two recipients whose copies share one encoding, by hash and by their tags alone", async () => {
    const { files } = await twoRecipientsDownload();
    const [ada, bo] = files as [Uint8Array, Uint8Array];
    expect((await check(ada, staff.admin.idToken)).body).toMatchObject({ finding: { by: "hash", recipient: "Ada Byron (The Wire)" } });
    expect((await check(bo, staff.admin.idToken)).body).toMatchObject({ finding: { by: "hash", recipient: "Bo Carter" } });
    // Cut short elsewhere: no recorded hash, the COMM and TXXX frames still there.
    const [adaCut, boCut] = [ada.slice(0, ada.length - 2048), bo.slice(0, bo.length - 2048)];
    expect((await check(adaCut, staff.admin.idToken)).body).toMatchObject({ finding: { by: "tags", recipient: "Ada Byron (The Wire)" } });
    expect((await check(boCut, staff.admin.idToken)).body).toMatchObject({ finding: { by: "tags", recipient: "Bo Carter" } });
  });

  it("finds no one for a file that is not one of ours", async () => {
    await twoRecipientsDownload();
    const other = new TextEncoder().encode("ID3 not really audio, no tags of ours");
    expect(await check(other, staff.admin.idToken)).toEqual({ status: 200, body: { finding: null } });
  });

  it("answers no match to an editor who may not view the campaign's artist, and refuses anyone without releases view", async () => {
    const { files } = await twoRecipientsDownload();
    await grantCustom([{ resource: "releases", action: "view", artistId: OTHER }]);
    expect((await check(files[0]!, staff.custom.idToken)).body).toEqual({ finding: null });
    expect((await check(files[0]!, staff.editor.idToken)).body).toMatchObject({ finding: { recipient: "Ada Byron (The Wire)" } });
    expect((await check(files[0]!, staff.fan.idToken)).status).toBe(403);
    expect((await check(files[0]!, undefined)).status).toBe(401);
  });

  it("refuses an empty file with a clear 400 and writes nothing", async () => {
    const before = await repos.promoDownloads.count();
    const { status, body } = await check(new Uint8Array(), staff.admin.idToken);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { message: "The file is empty" } });
    expect(await repos.promoDownloads.count()).toBe(before);
  });
});
