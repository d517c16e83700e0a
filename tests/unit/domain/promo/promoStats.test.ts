import { describe, expect, it } from "vitest";
import {
  campaignStatsCsv,
  campaignTotals,
  dailyActivity,
  recipientStats,
  reminderRecipients,
  viewStats,
  type StatsRecipient,
} from "../../../../src/lib/domain/promo/promoStats";
import type { PromoEvent } from "../../../../src/lib/domain/promo/promoEvent";
import type { Recipient } from "../../../../src/lib/domain/promo/recipientLink";

const NOW = new Date("2031-03-10T12:00:00Z");
const EXPIRY = new Date("2031-04-01T00:00:00Z");
const TRACKS = [
  { id: "t1", title: "Low Tide", duration_seconds: 200 },
  { id: "t2", title: "Undertow", duration_seconds: null },
];
const day = (d: number, h = 10) => new Date(Date.UTC(2031, 2, d, h));

const link = (id: string, patch: Partial<Recipient> = {}): Recipient => ({
  id,
  campaign_id: "c",
  contact_id: `k-${id}`,
  token_hash: "0".repeat(64),
  created_at: day(1),
  sent_at: day(1),
  opened_at: null,
  revoked_at: null,
  expires_at: null,
  flagged_at: null,
  ...patch,
});
const who = (id: string, name: string, patch: Partial<Recipient> = {}, reminded_at: Date | null = null): StatsRecipient => ({
  recipient: link(id, patch),
  name,
  email: `${id}@press.test`,
  outlet: null,
  reminded_at,
});
let n = 0;
const event = (recipient_id: string, kind: PromoEvent["kind"], at: Date, detail: PromoEvent["detail"] = {}): PromoEvent => ({
  id: String(n++),
  campaign_id: "c",
  recipient_id,
  contact_id: `k-${recipient_id}`,
  kind,
  at,
  client_key: null,
  detail,
});

const recipients = [who("a", "Ada"), who("b", "Bo"), who("c", "Cy", { revoked_at: day(2) }), who("d", "Di", {}, day(5))];
const events = [
  event("a", "open", day(2)),
  event("a", "open", day(4)),
  event("a", "play", day(2), { track_id: "t1", position_seconds: 50 }),
  event("a", "play", day(4), { track_id: "t1", position_seconds: 150 }),
  event("a", "play", day(4), { track_id: "t2", position_seconds: 30 }),
  event("a", "download", day(4), { track_id: "t1", format: "mp3_320" }),
  event("b", "open", day(4, 23)),
  event("b", "play", day(4, 23), { track_id: "t1", from: 0, to: 0.5 }),
  event("b", "play", day(4, 23), { track_id: "t1", from: 0.5, to: 0.6 }),
  event("b", "play", day(4, 23), { track_id: "t2", from: 0, to: 1 }),
  event("a", "play", day(4), { track_id: "t1", from: 0, to: 1 }),
];
const feedback = [
  { recipient_id: "a", campaign_id: "c", contact_id: "k-a", rating: 4, comment: '=HYPERLINK("x")', created_at: day(4), updated_at: day(4) },
];
const rows = recipientStats(recipients, events, feedback, TRACKS, EXPIRY, NOW);

describe("a campaign's statistics", () => {
  it("gives each recipient their opens, how far each track was played (the player's reports over the parts of the file sent), downloads and feedback", () => {
    expect(rows[0]).toMatchObject({
      name: "Ada",
      state: "active",
      opened_at: day(2),
      opens: 2,
      downloads: 1,
      rating: 4,
      plays: [
        { track_id: "t1", max_seconds: 150, percent: 75 },
        { track_id: "t2", max_seconds: 30, percent: null },
      ],
    });
    expect(rows[1]).toMatchObject({
      name: "Bo",
      opens: 1,
      plays: [
        { track_id: "t1", max_seconds: 120, percent: 60 },
        { track_id: "t2", max_seconds: 0, percent: 100 },
      ],
      downloads: 0,
      rating: null,
    });
    expect(rows[2]!.state).toBe("revoked");
  });

  it("counts a report past a track's end as the whole track", () => {
    const [ada] = recipientStats(
      recipients.slice(0, 1),
      [event("a", "play", day(2), { track_id: "t1", position_seconds: 250 })],
      [],
      TRACKS,
      EXPIRY,
      NOW,
    );
    expect(ada!.plays).toEqual([{ track_id: "t1", max_seconds: 200, percent: 100 }]);
  });

  it("totals the campaign", () => {
    expect(campaignTotals(rows)).toEqual({ recipients: 4, sent: 4, opened: 2, played: 2, downloaded: 1, feedback: 1, average_rating: 4 });
  });

  it("counts opens, tracks played (each recipient's track once a day) and downloads per day, days without any included", () => {
    expect(dailyActivity(events)).toEqual([
      { date: "2031-03-02", opens: 1, plays: 1, downloads: 0 },
      { date: "2031-03-03", opens: 0, plays: 0, downloads: 0 },
      { date: "2031-03-04", opens: 2, plays: 4, downloads: 1 },
    ]);
    expect(dailyActivity([])).toEqual([]);
  });

  it("filters and sorts", () => {
    expect(viewStats(rows, "played", "played").map((r) => r.name)).toEqual(["Bo", "Ada"]);
    expect(viewStats(rows, "not_opened", "name").map((r) => r.name)).toEqual(["Cy", "Di"]);
    expect(viewStats(rows, "all", "opened_at").map((r) => r.name)).toEqual(["Bo", "Ada", "Cy", "Di"]);
    expect(viewStats(rows, "feedback", "rating").map((r) => r.name)).toEqual(["Ada"]);
  });

  it("reminds only those sent long enough ago who never opened, whose link works and who were not reminded yet", () => {
    expect(reminderRecipients(rows, 3, NOW).map((r) => r.name)).toEqual([]);
    const later = recipientStats([...recipients, who("e", "Ed")], events, feedback, TRACKS, EXPIRY, NOW);
    expect(reminderRecipients(later, 3, NOW).map((r) => r.name)).toEqual(["Ed"]);
    expect(reminderRecipients(later, 10, NOW)).toEqual([]);
  });

  it("exports a CSV whose formula cells are defused", () => {
    const csv = campaignStatsCsv(rows.slice(0, 1), TRACKS);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe(
      "name,email,outlet,link,sent_at,opened_at,opens,played % Low Tide,played % Undertow,downloads,rating,comment,flagged_at",
    );
    expect(line).toBe(`Ada,a@press.test,,active,${day(1).toISOString()},${day(2).toISOString()},2,75,30s,1,4,"'=HYPERLINK(""x"")",`);
  });
});
