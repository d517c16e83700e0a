import { describe, expect, it } from "vitest";
import { downloadRefusal, promoDownloadFileName, type DownloadAsk } from "../../../../src/lib/domain/promo/promoDownloadRules";
import { promoFormatOfExtension } from "../../../../src/lib/domain/promo/promoDownload";

const ask: DownloadAsk = {
  campaign: { track_ids: ["t1"], access: "download", download_formats: ["mp3_320"], feedback_before_download: true, download_limit: 2 },
  link: "active",
  trackId: "t1",
  format: "mp3_320",
  feedbackGiven: true,
  downloadsSoFar: 1,
};

describe("who may download what", () => {
  it("lets an active link with feedback download an offered track and format", () => {
    expect(downloadRefusal(ask)).toBeNull();
  });

  it("refuses a revoked or expired link with 410, revoked first", () => {
    expect(downloadRefusal({ ...ask, link: "revoked" })).toEqual({ status: 410, message: "This link has been revoked" });
    expect(downloadRefusal({ ...ask, link: "expired" })).toEqual({ status: 410, message: "This link has expired" });
  });

  it("answers a track outside the campaign as not found", () => {
    expect(downloadRefusal({ ...ask, trackId: "t2" })?.status).toBe(404);
  });

  it("refuses a stream-only campaign, a format not offered, and a download before feedback when feedback comes first", () => {
    expect(downloadRefusal({ ...ask, campaign: { ...ask.campaign, access: "stream" } })?.message).toMatch(/listening only/);
    expect(downloadRefusal({ ...ask, format: "wav" })?.message).toBe("This format is not offered in this campaign");
    expect(downloadRefusal({ ...ask, feedbackGiven: false })).toEqual({
      status: 403,
      message: "Leave your feedback on the promo page first: the downloads open after it",
    });
    expect(downloadRefusal({ ...ask, feedbackGiven: false, campaign: { ...ask.campaign, feedback_before_download: false } })).toBeNull();
  });

  it("refuses a recipient at their download limit, after every other reason", () => {
    expect(downloadRefusal({ ...ask, downloadsSoFar: 2 })).toEqual({
      status: 403,
      message: "You have downloaded as many files as this campaign allows",
    });
    expect(downloadRefusal({ ...ask, downloadsSoFar: 2, link: "revoked" })?.status).toBe(410);
  });
});

describe("download names and formats", () => {
  it("maps URL extensions to formats and nothing else", () => {
    expect(promoFormatOfExtension("mp3")).toBe("mp3_320");
    expect(promoFormatOfExtension("wav")).toBe("wav");
    expect(promoFormatOfExtension("flac")).toBeNull();
  });

  it("names the file after artist and title, without characters file systems refuse", () => {
    expect(promoDownloadFileName("Halden Drift", 'Low / Tide: "live"', "mp3")).toBe("Halden Drift - Low Tide live.mp3");
    expect(promoDownloadFileName("", "", "wav")).toBe("track.wav");
  });
});
