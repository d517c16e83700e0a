import { beforeEach, describe, expect, it } from "vitest";
import { INTEGRATION_ERRORS, type Release } from "../../../src/lib/domain/catalog";
import {
  CURRENT_PRE_SAVE_EMAIL_NOTICE,
  NOT_FOUND,
  PRE_SAVE_EMAIL_NOTICES,
  PRE_SAVE_RATE_LIMIT,
  PRE_SAVE_TOASTS,
} from "../../../src/lib/domain/shared";
import { firestore } from "../../../src/lib/data/firestore";
import { freshRateLimitWindow, RATE_LIMIT_TEST_TIMEOUT } from "../support";
import { addRelease, callFromIp, expectError, expectOk, HALDEN, repos, setUpCatalogue } from "../catalogueSupport";

let upcoming: Release;
let ipCounter = 0;
/** A fresh client address per test: the rate limit counts per client. */
let ip: string;

beforeEach(async () => {
  await setUpCatalogue();
  ip = `198.51.100.${++ipCounter}`;
  upcoming = await addRelease({
    artist_id: HALDEN,
    slug: "coming-tide",
    release_date: "2099-01-01",
    is_published: true,
    pre_save_enabled: true,
    pre_save_url: "https://presave.example/coming-tide",
    spotify_album_id: "1ComingTideAlbum000001",
  });
});

const preSave = (data: unknown, from = ip) => callFromIp("trackPreSave", data, from);
/** What the form sends beside an email: the version of the notice it showed. */
const notice = { email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE };

describe("trackPreSave", () => {
  it("records the pre-save (release, email, the notice the fan saw, time; no IP) and redirects to the pre-save URL", async () => {
    expect(expectOk(await preSave({ release_id: upcoming.id, email: " fan@example.com ", ...notice }))).toEqual({
      redirectUrl: "https://presave.example/coming-tide",
    });
    const stored = await firestore().collection("pre_saves").where("release_id", "==", upcoming.id).get();
    expect(stored.docs).toHaveLength(1);
    expect(Object.keys(stored.docs[0]!.data()).sort()).toEqual(["created_at", "email", "email_notice", "release_id"]);
    expect(stored.docs[0]!.data().email).toBe("fan@example.com");
    expect(JSON.stringify(stored.docs[0]!.data())).not.toContain(ip);
    const [record] = await repos.preSaves.query((c) => c);
    expect(record!.email_notice).toEqual({
      version: CURRENT_PRE_SAVE_EMAIL_NOTICE,
      text: PRE_SAVE_EMAIL_NOTICES[CURRENT_PRE_SAVE_EMAIL_NOTICE],
      agreed_at: record!.created_at,
    });
  });

  it("keeps no email without the notice the fan was shown", async () => {
    expectError(await preSave({ release_id: upcoming.id, email: "fan@example.com" }), "INVALID_ARGUMENT", PRE_SAVE_TOASTS.failed);
    expectError(
      await preSave({ release_id: upcoming.id, email: "fan@example.com", email_notice: "never-shown" }),
      "INVALID_ARGUMENT",
      PRE_SAVE_TOASTS.failed,
    );
    expect(await repos.preSaves.count()).toBe(0);
  });

  it("records once per release and email; anonymous pre-saves each count", async () => {
    expectOk(await preSave({ release_id: upcoming.id, email: "fan@example.com", ...notice }));
    expectOk(await preSave({ release_id: upcoming.id, email: "FAN@example.com", ...notice }));
    expect(await repos.preSaves.countForRelease(upcoming.id)).toBe(1);
    expectOk(await preSave({ release_id: upcoming.id }));
    expectOk(await preSave({ release_id: upcoming.id, email: "" }));
    expect(await repos.preSaves.countForRelease(upcoming.id)).toBe(3);
  });

  it("falls back to the Spotify album, then to the release page", async () => {
    await repos.releases.update(upcoming.id, { pre_save_url: null });
    expect(expectOk(await preSave({ release_id: upcoming.id }))).toEqual({
      redirectUrl: "https://open.spotify.com/album/1ComingTideAlbum000001",
    });
    await repos.releases.update(upcoming.id, { spotify_album_id: null });
    expect(expectOk(await preSave({ release_id: upcoming.id }))).toEqual({
      redirectUrl: `${process.env.SITE_URL}/releases/halden-drift/coming-tide`,
    });
  });

  it("is not available for unpublished releases, releases without pre-save, or unknown ids", async () => {
    const message = NOT_FOUND.preSaveDescription;
    const draft = await addRelease({ artist_id: HALDEN, is_published: false, pre_save_enabled: true });
    const noPreSave = await addRelease({ artist_id: HALDEN, is_published: true, pre_save_enabled: false });
    expectError(await preSave({ release_id: draft.id }), "NOT_FOUND", message);
    expectError(await preSave({ release_id: noPreSave.id }), "NOT_FOUND", message);
    expectError(await preSave({ release_id: "b0000000-0000-4000-8000-0000000000ff" }), "NOT_FOUND", message);
    expect(await repos.preSaves.count()).toBe(0);
  });

  it("validates the email ('Invalid email address', at most 255)", async () => {
    expectError(await preSave({ release_id: upcoming.id, email: "not-an-email", ...notice }), "INVALID_ARGUMENT", "Invalid email address");
    expectError(
      await preSave({ release_id: upcoming.id, email: `${"a".repeat(250)}@example.com`, ...notice }),
      "INVALID_ARGUMENT",
      "Must be at most 255 characters",
    );
    expectError(await preSave({ email: "fan@example.com", ...notice }), "INVALID_ARGUMENT");
  });

  it(
    `refuses a client after ${PRE_SAVE_RATE_LIMIT.limit} calls a minute, with a clear message; others go on`,
    async () => {
      await freshRateLimitWindow(PRE_SAVE_RATE_LIMIT.windowMs);
      // One after another: parallel calls would make the emulator start a worker each.
      for (let i = 0; i < PRE_SAVE_RATE_LIMIT.limit; i++) expectOk(await preSave({ release_id: upcoming.id }));
      expectError(await preSave({ release_id: upcoming.id }), "RESOURCE_EXHAUSTED", INTEGRATION_ERRORS.preSaveRateLimited);
      expectOk(await preSave({ release_id: upcoming.id }, "203.0.113.250"));
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});
