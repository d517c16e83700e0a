import { LABEL } from "../../config/label";
import { RELEASE_DAY_CATCH_UP_DAYS, shouldRetryLinks, type PreSave, type ReleaseDay } from "../domain/campaigns";
import { type DspLinks, type Release } from "../domain/catalog";
import { releaseDayMails } from "../domain/fans";
import type { Mail } from "../domain/shared";
import { DAY_MS, releaseMoment, todayIsoDate } from "../domain/shared";
import { updateContent } from "../data/catalog/contentTransactions";
import { allSourcesFailed, collectDspLinks, serviceClients } from "../integrations";
import { requiredSecret, serverConfig, type ServerConfig } from "../config";
import { releaseAnnouncementMail, releaseMailContext, releaseReminderMail } from "../server/fans/fanMail";
import { recordBounces } from "../server/fans/bounces";
import { addressKey } from "../server/campaigns/reminderKeys";
import { downloadReadyMail, preorderBuyers } from "../server/store/preorders";
import { downloadReadyLead } from "../domain/store";
import { listenLinks } from "../site/listenLinks";
import { systemWriterOf, type JobContext, type JobDefinition } from "./job";

/**
 * The release day (docs/reminders.md, docs/scheduled-jobs.md): for each
 * published release whose release moment (00:00 of its date on the label's
 * clock) has come, switch its pages to listen (one content change), make
 * sure it has listen links (bounded retries), then queue one reminder per
 * pre-saved address and one announcement per follower of its artists who
 * did not pre-save (docs/fans.md#release-day-announcements). Exactly once:
 * every release-day mail's id derives from release and address and is
 * written with create(), so a run that repeats, overlaps or dies between
 * batches and is re-run queues each address once, and an address that
 * pre-saved and follows gets one email.
 */
export interface ReleaseDayOptions {
  /** The release's links from the services; null when every source failed. Default: the integrations of the environment. */
  collectLinks?: (release: Release) => Promise<DspLinks | null>;
  /** Pre-saves handled per batch of mail writes (at most 500, Firestore's batch limit). */
  batchSize?: number;
  /** Called after each batch is written (tests stop a run here). */
  afterBatch?: (progress: { releaseId: string; batch: number; queued: number }) => void | Promise<void>;
  config?: Pick<ServerConfig, "siteUrl" | "reminderSecret" | "emailPreferencesUrl">;
}

export interface ReleaseDayReport {
  /** Releases whose pages this run switched to listen. */
  switched: string[];
  /** Releases whose links this run generated. */
  linked: string[];
  /** Releases still waiting for links (their reminders wait too, within RELEASE_DAY_LINK_RETRY). */
  waiting: string[];
  /** Release-day emails this run queued (reminders and announcements), per release. */
  queued: Record<string, number>;
  /** Of those, announcements to followers (the rest are pre-save reminders), per release. */
  announced: Record<string, number>;
  /**
   * Of those, the emails to pre-order buyers, per release (a buyer's
   * reminder or announcement carries the download pages and counts here
   * too); absent when the run mailed none.
   */
  downloadsReady?: Record<string, number>;
}

const DEFAULT_BATCH = 400;

async function defaultCollectLinks(release: Release): Promise<DspLinks | null> {
  const collection = await collectDspLinks(
    { spotifyAlbumId: release.spotify_album_id, isrc: release.isrc, own: release },
    await serviceClients(),
  );
  return allSourcesFailed(collection) ? null : collection.links;
}

/** Published releases whose release moment is at most `now` and at most RELEASE_DAY_CATCH_UP_DAYS old. */
async function releasesOutBy({ repos, now }: JobContext): Promise<{ release: Release; moment: Date }[]> {
  const today = todayIsoDate(now, LABEL.timeZone);
  const from = todayIsoDate(new Date(now.getTime() - (RELEASE_DAY_CATCH_UP_DAYS + 1) * DAY_MS), LABEL.timeZone);
  const candidates = await repos.releases.query((c) => c.where("release_date", ">=", from).where("release_date", "<=", today));
  return candidates.flatMap((release) => {
    const moment = releaseMoment(release.release_date, LABEL.timeZone);
    return release.is_published &&
      moment &&
      moment.getTime() <= now.getTime() &&
      now.getTime() - moment.getTime() <= RELEASE_DAY_CATCH_UP_DAYS * DAY_MS
      ? [{ release, moment }]
      : [];
  });
}

/** Tries the links of a release that has none; true when the reminders may go (links found, or gave up). */
async function settleLinks(
  context: JobContext,
  day: ReleaseDay,
  release: Release,
  collect: NonNullable<ReleaseDayOptions["collectLinks"]>,
  report: ReleaseDayReport,
): Promise<Release | null> {
  const { repos, now, log } = context;
  if (day.links_settled_at || listenLinks(release).length > 0) return release;
  const canGenerate = Boolean(release.isrc || release.spotify_album_id);
  if (canGenerate && shouldRetryLinks(day.link_attempts, day.moment, now)) {
    const links = await collect(release).catch((error: unknown) => {
      log(`links of "${release.title}": ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    const attempts = day.link_attempts + 1;
    if (links && listenLinks({ ...release, dsp_links: links }).length > 0) {
      const updated = await updateContent(
        systemWriterOf(context, "release-day"),
        "releases",
        release.id,
        { dsp_links: links, dsp_links_fetched_at: now, updated_at: now },
        "links",
      );
      await repos.releaseDays.update(release.id, { link_attempts: attempts, links_settled_at: now });
      report.linked.push(release.id);
      log(`generated ${Object.keys(links).length} links for "${release.title}" (attempt ${attempts})`);
      return updated ?? release;
    }
    await repos.releaseDays.update(release.id, { link_attempts: attempts });
    if (shouldRetryLinks(attempts, day.moment, now)) {
      report.waiting.push(release.id);
      log(`no links for "${release.title}" yet (attempt ${attempts}); its reminders wait for the next run`);
      return null;
    }
  }
  await repos.releaseDays.update(release.id, { links_settled_at: now });
  log(`no links for "${release.title}": its reminders link to the release page`);
  return release;
}

/**
 * Queues the release-day emails of one release in batches: a reminder per
 * pre-saved address, and one announcement per follower of its artists who
 * did not pre-save (releaseDayMails: one email per address). A pre-order
 * buyer's download pages (docs/store.md#pre-orders) lead the email their
 * address gets anyway, or go alone in one with the same id: still one
 * email per address, queued once. Returns how many of each this run queued.
 */
async function queueReleaseDayMails(
  context: JobContext,
  release: Release,
  moment: Date,
  options: ReleaseDayOptions,
  config: NonNullable<ReleaseDayOptions["config"]>,
): Promise<{ reminders: number; announcements: number; downloadsReady: number }> {
  const { repos, now } = context;
  const mailContext = await releaseMailContext(repos, release, config);
  const secret = requiredSecret(config, "reminderSecret");
  const [preSaves, followers] = await Promise.all([
    repos.preSaves.query((c) => c.where("release_id", "==", release.id)),
    repos.subscribers.confirmedOn(mailContext.artists.map((a) => a.id)),
    recordBounces(repos, now),
  ]);
  // Followers in credit order: an address following several artists is named after the first.
  const order = new Map(mailContext.artists.map((a, i) => [a.id, i]));
  followers.sort((a, b) => (order.get(a.list) ?? 0) - (order.get(b.list) ?? 0));
  const keyed = preSaves
    .filter((p): p is PreSave & { email: string } => Boolean(p.email))
    .map((preSave) => ({ ...preSave, addressKey: addressKey(preSave.email, secret) }));
  const keys = [...new Set([...keyed.map((p) => p.addressKey), ...followers.map((f) => f.address_key)])];
  const [suppressions, bounced] = await Promise.all([repos.suppressions.byKey(keys), repos.bounces.among(keys)]);
  const planned = releaseDayMails(keyed, followers, { suppressions, bounced });
  const buyers = await preorderBuyers(repos, release.id, moment, (email) => addressKey(email, secret), config.siteUrl);
  const leadOf = (key: string) => {
    const buyer = buyers.get(key);
    return buyer ? downloadReadyLead(release.title, mailContext.artistNames, buyer.downloads) : null;
  };
  const plannedKeys = new Set(planned.map((mail) => mail.addressKey));
  const build: (() => Mail)[] = [
    ...planned.map((mail) =>
      mail.kind === "release_reminder"
        ? () => releaseReminderMail(mailContext, mail.email, config, now, mail.follower, leadOf(mail.addressKey))
        : () => releaseAnnouncementMail(mailContext, mail.follower, config, now, leadOf(mail.addressKey)),
    ),
    // A buyer who gets neither (never pre-saved or followed, or unsubscribed from them): the download pages alone, an email about their order.
    ...[...buyers]
      .filter(([key]) => !plannedKeys.has(key))
      .map(
        ([key, buyer]) =>
          () =>
            downloadReadyMail(mailContext, key, buyer, now),
      ),
  ];
  const size = Math.min(options.batchSize ?? DEFAULT_BATCH, 500);
  let queued = 0;
  let reminders = 0;
  let announcements = 0;
  let downloadsReady = 0;
  for (let start = 0, batch = 1; start < build.length; start += size, batch++) {
    const created = await repos.mail.queueOnceEach(build.slice(start, start + size).map((make) => make()));
    queued += created.length;
    reminders += created.filter((mail) => mail.kind === "release_reminder").length;
    announcements += created.filter((mail) => mail.kind === "release_announcement").length;
    downloadsReady += created.filter((mail) => mail.address_key !== undefined && buyers.has(mail.address_key)).length;
    await options.afterBatch?.({ releaseId: release.id, batch, queued });
  }
  return { reminders, announcements, downloadsReady };
}

export async function runReleaseDay(context: JobContext, options: ReleaseDayOptions = {}): Promise<ReleaseDayReport> {
  const { repos, now, log } = context;
  // Before anything is read: the switch and the links are written as the system, through the writer the job's operation hands.
  const writer = systemWriterOf(context, "release-day");
  const config = options.config ?? serverConfig();
  const report: ReleaseDayReport = { switched: [], linked: [], waiting: [], queued: {}, announced: {} };
  const out = await releasesOutBy(context);
  // Each release's record, read at once: a run every 15 minutes mostly finds them all opened (and done) already.
  const opened = new Map((await repos.releaseDays.getMany(out.map(({ release }) => release.id))).map((day) => [day.release_id, day]));
  for (const { release, moment } of out) {
    const day = opened.get(release.id) ?? (await repos.releaseDays.open(release.id, moment));
    if (!day.switched_at) {
      // Marks it out (released_on) as a change of kind release_day: the pages that showed pre-save
      // re-render with listen links (the builder and the publisher read this queue).
      await updateContent(writer, "releases", release.id, { released_on: release.release_date }, "release_day");
      await repos.releaseDays.update(release.id, { switched_at: now });
      report.switched.push(release.id);
      log(`"${release.title}" is out: its pages switch to listen`);
    }
    if (day.reminders_done_at) continue;
    const ready = await settleLinks(context, day, release, options.collectLinks ?? defaultCollectLinks, report);
    if (!ready) continue;
    const { reminders, announcements, downloadsReady } = await queueReleaseDayMails(context, ready, moment, options, config);
    await repos.releaseDays.update(release.id, { reminders_done_at: now });
    report.queued[release.id] = reminders + announcements;
    report.announced[release.id] = announcements;
    if (downloadsReady > 0) (report.downloadsReady ??= {})[release.id] = downloadsReady;
    log(
      `queued ${releaseDayMailCounts(reminders, announcements)} for "${release.title}"${downloadsReady > 0 ? `; ${plural(downloadsReady, "pre-order buyer")} mailed their downloads` : ""}`,
    );
  }
  return report;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 reminders and 1 announcement": what a run queued, each kind by its name. */
const releaseDayMailCounts = (reminders: number, announcements: number) =>
  `${plural(reminders, "reminder")} and ${plural(announcements, "announcement")}`;

export function describeReleaseDay({ switched, linked, waiting, queued, announced, downloadsReady }: ReleaseDayReport): string {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  if (switched.length + linked.length + waiting.length + Object.keys(queued).length === 0)
    return "no release is out that still needs anything";
  const announcements = sum(announced);
  const parts = [
    `${plural(switched.length, "release")} switched to listen`,
    `${releaseDayMailCounts(sum(queued) - announcements, announcements)} queued`,
  ];
  const ready = sum(downloadsReady ?? {});
  if (ready > 0) parts.push(`${plural(ready, "pre-order buyer")} mailed their downloads`);
  if (linked.length > 0) parts.push(`links generated for ${linked.length}`);
  if (waiting.length > 0) parts.push(`${waiting.length} waiting for links`);
  return parts.join("; ");
}

/** The job; `releaseDayJob({ ... })` gives one with other dependencies (tests). */
export function releaseDayJob(options: ReleaseDayOptions = {}): JobDefinition {
  return {
    name: "release-day",
    description:
      "At each release's moment (00:00 of its date, label time): switches its pages to listen, generates missing links, queues one email per pre-saved address or follower of its artists.",
    schedule: "*/15 * * * *",
    timeZone: LABEL.timeZone,
    run: async (context) => describeReleaseDay(await runReleaseDay(context, options)),
  };
}

export const releaseDayJobDefinition = releaseDayJob();
