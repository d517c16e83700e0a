import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productTexts as messages } from "../helpers/productTexts";
import { CONFIRMATION_TEXTS, PRE_SAVE_RESULTS, REMINDER_TEXTS } from "../../../src/lib/domain/campaigns";
import { LINK_ATTRIBUTIONS, PLATFORM_KIND_TITLES } from "../../../src/lib/domain/catalog";
import {
  DEFAULT_REPLY_TEMPLATES,
  DEMO_RESULTS,
  DEMO_SORT_LABELS,
  HIDDEN_DUPLICATES_TEXTS,
  demoAudioRemovedText,
  demoReceiptEmail,
  demoWaitingText,
} from "../../../src/lib/domain/demos";
import {
  EMAIL_PREFERENCES_TEXTS,
  FAN_DATA_TEXTS,
  FAN_LIST_CONSENTS,
  FAN_LIST_EMAIL_TEXTS,
  FAN_LIST_FORM_TEXTS,
  FAN_LIST_PAGE_TEXTS,
  SUBSCRIBE_PAGE_TEXTS,
  SUBSCRIBE_RESULTS,
  fanListName,
} from "../../../src/lib/domain/fans";
import {
  DEMO_CONSENT_NOTE,
  NEUTRAL_ALBUM_BADGE,
  demoAudioRetentionNote,
  formatLongDate,
  poweredBy,
  type FormResult,
} from "../../../src/lib/domain/shared";
import { ADMIN_SECTIONS } from "../../../src/admin/sections";
import {
  moveTrackDown,
  moveTrackUp,
  removeTrack,
  tooManyTrackArtists,
  tooManyTracks,
  TRACK_MESSAGES,
  trackLabel,
  trackLegend,
  trackMessage,
  trackMoved,
  trackRemoved,
  TRACKLIST_FORM_TEXTS,
  TRACKLIST_PAGE_TEXTS,
} from "../../../src/lib/domain/catalog/trackTexts";
import {
  TRACK_AUDIO_ERRORS,
  TRACK_AUDIO_FAILURES,
  TRACK_AUDIO_FORM_TEXTS,
  TRACK_AUDIO_STATUS_LABELS,
  uploadProgressText,
} from "../../../src/lib/domain/listening/audioTexts";
import { LABEL } from "../../../src/config/label";
import { stringLeaves } from "../helpers/stringLeaves";
import { SPEC_QUOTES, SPEC_UNQUOTED_TEXTS } from "../domain/fixtures/specQuotes";
import { ownMarkedSpans } from "./ownMarks";

/**
 * docs/product.md lists every fixed text the product shows, each in a code
 * span, exactly as the domain module spells it: a text added or reworded in
 * the code without its line in the catalogue fails here.
 */
const product = readFileSync(join(import.meta.dirname, "../../../docs/product.md"), "utf8");
/** Code spans, joined the way Markdown renders a span broken over two lines. */
const spans = new Set([...product.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s*\n\s*/g, " ")));

const N = "N" as unknown as number;
/** A multi-paragraph text (an email body) is listed paragraph by paragraph. */
const paragraphs = (text: string) => text.split("\n\n").filter((paragraph) => !/^\{\w+\}$/.test(paragraph));
const HOUR = 60 * 60 * 1000;
const waited = (status: "pending" | "accepted", ms: number) => {
  const now = new Date("2026-03-01T12:00:00Z");
  const submitted_at = new Date(now.getTime() - ms);
  return demoWaitingText({ status, submitted_at, status_changed_at: now }, now);
};
const removedOn = new Date("2027-03-05T12:00:00Z");

/** The fixed texts kept outside the messages module, beside the code that shows or sends them. */
const otherTexts = [
  ...stringLeaves(TRACK_MESSAGES),
  ...stringLeaves(TRACKLIST_FORM_TEXTS),
  ...stringLeaves(TRACKLIST_PAGE_TEXTS),
  tooManyTracks(N),
  tooManyTrackArtists(N),
  trackMessage(N, "{message}"),
  trackLegend(N),
  trackLabel(N, null),
  moveTrackUp(trackLabel(N, null)),
  moveTrackDown(trackLabel(N, null)),
  removeTrack(trackLabel(N, null)),
  trackMoved("{title}", N, "M" as unknown as number),
  trackRemoved("{title}"),
  ...stringLeaves(TRACK_AUDIO_ERRORS),
  ...stringLeaves(TRACK_AUDIO_FAILURES),
  ...stringLeaves(TRACK_AUDIO_STATUS_LABELS),
  ...stringLeaves(TRACK_AUDIO_FORM_TEXTS),
  uploadProgressText(N),
  ...stringLeaves(FAN_DATA_TEXTS),
  FAN_DATA_TEXTS.eraseConfirm("{email}"),
  FAN_DATA_TEXTS.erased(N, N),
  ...stringLeaves(EMAIL_PREFERENCES_TEXTS),
  EMAIL_PREFERENCES_TEXTS.askUnsubscribe.body("{label}"),
  EMAIL_PREFERENCES_TEXTS.unsubscribed.body("{label}"),
  EMAIL_PREFERENCES_TEXTS.askConfirm.body("{release}"),
  EMAIL_PREFERENCES_TEXTS.confirmed.body("{release}"),
  ...stringLeaves(FAN_LIST_FORM_TEXTS),
  FAN_LIST_FORM_TEXTS.followHeading("{artist}"),
  FAN_LIST_CONSENTS["label-news-1"]("{label}"),
  FAN_LIST_CONSENTS["artist-news-1"]("{artist}"),
  FAN_LIST_CONSENTS["pre-save-label-news-1"]("{label}"),
  fanListName.label("{label}"),
  fanListName.artist("{artist}"),
  ...stringLeaves(FAN_LIST_EMAIL_TEXTS),
  FAN_LIST_EMAIL_TEXTS.subject("{list}"),
  FAN_LIST_EMAIL_TEXTS.intro("{list}", "{label}"),
  ...stringLeaves(FAN_LIST_PAGE_TEXTS),
  ...Object.values(FAN_LIST_PAGE_TEXTS).map((page) => page.body("{list}")),
  ...stringLeaves(SUBSCRIBE_PAGE_TEXTS),
  ...stringLeaves(REMINDER_TEXTS),
  REMINDER_TEXTS.subject("{title}", "{artists}"),
  REMINDER_TEXTS.intro("{title}", "{artists}"),
  REMINDER_TEXTS.why("{label}"),
  ...stringLeaves(CONFIRMATION_TEXTS),
  CONFIRMATION_TEXTS.subject("{title}"),
  CONFIRMATION_TEXTS.intro("{title}", "{artists}", "{label}"),
  ...Object.values(DEMO_SORT_LABELS),
  HIDDEN_DUPLICATES_TEXTS.count(1),
  HIDDEN_DUPLICATES_TEXTS.count(N),
  HIDDEN_DUPLICATES_TEXTS.show,
  ...DEFAULT_REPLY_TEMPLATES.flatMap((t) => [t.name, t.subject, ...paragraphs(t.body)]),
  ...(({ subject, text }) => [subject, ...paragraphs(text)])(
    demoReceiptEmail("{label}", { id: "XXXXXXXX", artist_name: "{artist}", track_title: "{title}" }),
  ),
  ...[
    waited("pending", HOUR / 2),
    waited("pending", HOUR),
    waited("pending", 3 * HOUR),
    waited("accepted", 24 * HOUR),
    waited("accepted", 72 * HOUR),
  ].map((text) => text.replace(/\d{2,}|[02-9]/, "N")),
  demoAudioRemovedText(removedOn).replace(formatLongDate(removedOn), "{date}"),
  DEMO_CONSENT_NOTE,
  demoAudioRetentionNote(N),
  NEUTRAL_ALBUM_BADGE,
  LABEL.tagline,
  LABEL.copyright,
  ...Object.values(PLATFORM_KIND_TITLES),
  ...LINK_ATTRIBUTIONS.map((a) => a.text),
  ...[...Object.values(PRE_SAVE_RESULTS), ...Object.values(DEMO_RESULTS), ...Object.values(SUBSCRIBE_RESULTS)].flatMap((r: FormResult) => [
    r.title,
    ...(r.description ? [r.description] : []),
  ]),
];

describe("the messages catalogue in docs/product.md", () => {
  it("lists every fixed text of the messages module verbatim", () => {
    const texts = stringLeaves(messages);
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.filter((text) => !spans.has(text))).toEqual([]);
  });

  it("lists the templated texts with their placeholders", () => {
    const filled = [
      messages.fetchedFromSpotify("{name}"),
      messages.foundReleases("N" as unknown as number),
      messages.importedReleases("N" as unknown as number),
      messages.demoMarkedAs("{status}"),
      messages.showingArtists("X" as unknown as number, "Y" as unknown as number),
      messages.showingReleases("X" as unknown as number, "Y" as unknown as number),
      messages.allUsersHeading("count" as unknown as number),
      messages.pageOfPages("X" as unknown as number, "Y" as unknown as number, "N" as unknown as number),
      messages.releasingOn("{date}"),
      messages.releasedOn("{date}"),
      messages.scheduledFor("{date and time}"),
      messages.unpublishScheduledFor("{date and time}"),
      messages.removeRoleLabel("{role}"),
      messages.tooLong("N" as unknown as number),
      messages.tooManyCreditNames("N" as unknown as number),
      messages.tooManyAdditionalArtists("N" as unknown as number),
      messages.tooManyImportedReleases("N" as unknown as number),
      messages.tooManyScheduledItems("N" as unknown as number),
      messages.tooManyTags("N" as unknown as number),
      messages.editConflict("{who}", "{when}"),
      messages.dspLinksPartial(["{sources}"]),
      messages.inviteEmail("{label}", "{link}").subject,
      messages.lastDays(30),
      messages.lastDays(90),
      messages.lastDaysHeading(30),
      messages.MEDIA_MESSAGES.inUse(["{pages}"]),
      messages.actedAsOf({ at: new Date("2026-01-01T00:00:00Z"), as_of: new Date("2030-01-01T00:00:00Z") }, () => "{when}") ?? "",
      messages.restoredFromVersion("{when}"),
      poweredBy("{label}"),
      poweredBy(LABEL.name),
    ];
    expect(filled.filter((text) => !spans.has(text))).toEqual([]);
  });

  it("lists the fixed texts kept beside their code: fan emails and pages, the A&R desk, listen links, no-script form results", () => {
    expect(otherTexts.filter((text) => !spans.has(text))).toEqual([]);
  });

  it("marks (own) every listed text the specification does not have", () => {
    const own = ownMarkedSpans(product);
    const specTexts = new Set([...SPEC_QUOTES, ...SPEC_UNQUOTED_TEXTS]);
    // The spec abbreviates four delete confirmations as '...this release?'.
    const isSpecText = (text: string) => specTexts.has(text) || specTexts.has(text.replace(/^Are you sure you want to delete /, "..."));
    const texts = [...stringLeaves(messages), ...otherTexts];
    expect(texts.filter((text) => !isSpecText(text) && !own.has(text))).toEqual([]);
  });

  it("lists the admin dashboard's tiles", () => {
    const texts = ADMIN_SECTIONS.flatMap((s) => [s.title, s.subtitle]);
    expect(texts.filter((text) => !spans.has(text))).toEqual([]);
  });
});
