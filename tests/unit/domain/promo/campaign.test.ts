import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CAMPAIGN_ERRORS, campaignInputSchema, includedTracks, isCampaignRecipient } from "../../../../src/lib/domain/promo";
import { firstErrorMessage } from "../../../../src/lib/domain/shared/errorMap";

const firstErrorMessageOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : firstErrorMessage(result.error));

const RELEASE = "7b0a4c1e-3f55-4d8a-9a0b-1c2d3e4f5a6b";
const T1 = "11111111-1111-4111-8111-111111111111";
const T2 = "22222222-2222-4222-8222-222222222222";

const valid = {
  name: "  Radio — Low Tide ",
  release_id: RELEASE,
  track_ids: [T1, T2, T1],
  one_sheet_html: "<p>Out in May.</p>",
  artwork_url: "",
  release_date: "",
  access: "download",
  download_formats: ["mp3_320", "wav", "wav"],
  feedback_before_download: true,
  expires_at: "2031-01-01T00:00:00.000Z",
  download_limit: 3,
  recipients: { contact_ids: ["c1", "c1"], tags: ["radio"] },
};

describe("campaignInputSchema", () => {
  it("trims, drops repeats and empty optionals", () => {
    const parsed = campaignInputSchema.parse(valid);
    expect(parsed.name).toBe("Radio — Low Tide");
    expect(parsed.track_ids).toEqual([T1, T2]);
    expect(parsed.download_formats).toEqual(["mp3_320", "wav"]);
    expect(parsed.recipients).toEqual({ contact_ids: ["c1"], tags: ["radio"] });
    expect(parsed.artwork_url).toBeNull();
    expect(parsed.release_date).toBeNull();
    expect(parsed.expires_at).toEqual(new Date("2031-01-01T00:00:00.000Z"));
  });

  it("clears download options of a stream-only campaign", () => {
    const parsed = campaignInputSchema.parse({ ...valid, access: "stream" });
    expect(parsed.download_formats).toEqual([]);
    expect(parsed.feedback_before_download).toBe(false);
  });

  it.each([
    [{ name: "  " }, CAMPAIGN_ERRORS.nameRequired],
    [{ release_id: "" }, CAMPAIGN_ERRORS.releaseRequired],
    [{ track_ids: [] }, CAMPAIGN_ERRORS.tracksRequired],
    [{ download_formats: [] }, CAMPAIGN_ERRORS.formatsRequired],
    [{ download_limit: 0 }, CAMPAIGN_ERRORS.downloadLimit(100)],
    [{ download_limit: 2.5 }, CAMPAIGN_ERRORS.downloadLimit(100)],
    [{ recipients: { contact_ids: [], tags: [] } }, CAMPAIGN_ERRORS.recipientsRequired],
    [{ expires_at: "not a date" }, CAMPAIGN_ERRORS.expiryRequired],
  ])("refuses %j with its message", (change, message) => {
    expect(firstErrorMessageOf(campaignInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe("includedTracks", () => {
  const release = [T2, "t3", T1];
  it("keeps the release's order", () => {
    expect(includedTracks(release, new Set([T1, T2, "t3"]), [T1, T2])).toEqual([T2, T1]);
  });
  it("refuses a track without processed audio or not on the release", () => {
    expect(includedTracks(release, new Set([T2]), [T1])).toBeNull();
    expect(includedTracks(release, new Set([T1, "other"]), ["other"])).toBeNull();
  });
});

describe("isCampaignRecipient", () => {
  it("takes a contact chosen by id or holding a chosen tag", () => {
    const recipients = { contact_ids: ["c1"], tags: ["radio"] };
    expect(isCampaignRecipient(recipients, "c1", [])).toBe(true);
    expect(isCampaignRecipient(recipients, "c2", ["press", "radio"])).toBe(true);
    expect(isCampaignRecipient(recipients, "c2", ["press"])).toBe(false);
  });
});
