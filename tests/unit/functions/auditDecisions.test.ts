import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { access, checkAccess, systemCaller, type AccessRule } from "../../../functions/src/operations/accessRules";
import { authContextOf, type CallContext, type ListAccess } from "../../../functions/src/operations/authorization";
import { clientOf } from "../../../functions/src/http/clientLimit";
import type { Repositories } from "../../../src/lib/data";
import { defineCallable } from "../../../functions/src/callable";
import {
  defineOperation,
  LIST_SCOPE,
  notAudited,
  PUBLIC_NOT_AUDITED,
  READS_ONLY,
  type AuditDecision,
} from "../../../functions/src/operations/operation";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { contentWriter, type ContentRepositories } from "../../../src/lib/data/catalog/contentWriter";
import { runReleaseDay } from "../../../src/lib/jobs/releaseDay";
import { runScheduledPublish } from "../../../src/lib/jobs/scheduledPublish";
import { loadFunctions } from "../helpers/loadFunctions";

const operations = join(import.meta.dirname, "../../../functions/src/operations");

/** Every function the functions export, as the local stack loads them (as the declared access walk does). */
let deployed: Record<string, unknown> = {};
/** The operations' registry those functions were defined in. */
let registry: Pick<typeof import("../../../functions/src/operations/operation"), "definedOperations" | "declaredAuditOf">;

// Every deployed function, then every operation module of every room, so each defined operation is in the registry.
beforeAll(async () => {
  deployed = await loadFunctions("emulator");
  registry = await import("../../../functions/src/operations/operation");
  const rooms = readdirSync(operations, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const modules = rooms.flatMap((room) =>
    readdirSync(join(operations, room.name))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => join(operations, room.name, file)),
  );
  await Promise.all(modules.map((module) => import(module)));
});

/**
 * The reviewed list of every operation and how its writes are recorded
 * (docs/decisions.md#operations): an audit entry (entity and action, or
 * "content" for the content writer's), "reads only", or "not audited" with
 * the reason a reviewer accepted. A new operation, or a changed decision or
 * reason, fails here until it is reviewed and written down.
 */
const REVIEWED: Record<string, string> = {
  // catalog: the back office's lists, narrowed to the caller's artists by the runner
  listAdminArtists: "reads only",
  listAdminReleases: "reads only",
  listAdminPressPosts: "reads only",
  // catalog: the back office's artists, releases and press posts; every write through the content writer,
  // whose transaction carries entry and version
  createArtist: "audited: content",
  updateArtist: "audited: content",
  deleteArtist: "audited: content",
  getAdminArtist: "reads only",
  listArtistChoices: "reads only",
  createRelease: "audited: content",
  updateRelease: "audited: content",
  deleteRelease: "audited: content",
  setReleasePublished: "audited: content",
  getAdminRelease: "reads only",
  createPressPost: "audited: content",
  updatePressPost: "audited: content",
  deletePressPost: "audited: content",
  getAdminPressPost: "reads only",
  // demos: the desk
  listDemos: "reads only",
  listDemoStaff: "reads only",
  updateDemoStatus: "audited: demos status",
  updateDemoNotes: "audited: demos notes",
  updateDemoTriage: "audited: demos triage",
  getDemoReview: "not audited: stores only a missing waveform computed from the demo's own audio: derived data, no one's decision",
  addDemoComment: "not audited: a comment is its own record of who wrote what and when (author_id, created_at), and is never edited",
  rateDemo:
    "not audited: a rating is the reviewer's own record (reviewer_id, updated_at), one per reviewer and demo; the average is derived from them",
  reportDemoListening:
    "not audited: played time the player counts every few seconds: a measurement kept per reviewer, not a change anyone decides",
  // demos: answering artists
  listReplyTemplates:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  saveReplyTemplate:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  deleteReplyTemplate:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  sendDemoReply:
    "not audited: the reply's mail document is its record (recipient, subject, text, time, one per demo and decision); the decision it answers is audited as the status change",
  // demos: audio and removal
  demoAudioUrl: "reads only",
  demoAudioForStaff: "reads only",
  demoAudioForSignedLink: "reads only",
  deleteDemo: "audited: demos delete",
  // publishing: schedules
  schedulePublish: "audited: schedules schedule",
  cancelPublishSchedule: "audited: schedules cancel_schedule",
  listPublishSchedules: "reads only",
  // publishing: previews
  previewStatus: "reads only",
  requestPreview:
    "not audited: a preview renders unsaved form values for its requester alone and expires; nothing published changes, and the save that follows is audited",
  // publishing: the audit log and saved versions
  listAuditEntries: "reads only",
  listContentVersions: "reads only",
  // store: products, settings, shipping zones and the orders list
  listProducts: "reads only",
  getProduct: "reads only",
  saveProduct: "audited: store_products save",
  deleteProduct: "audited: store_products delete",
  getStoreSettings: "reads only",
  saveStoreSettings: "audited: store_settings save",
  listShippingZones: "reads only",
  saveShippingZone: "audited: store_shipping_zones save",
  deleteShippingZone: "audited: store_shipping_zones delete",
  listOrders: "reads only",
  // store: one order, download codes and the sales report
  getOrder: "reads only",
  markOrderShipped: "audited: store_orders ship",
  resendDownloadLink: "audited: store_orders resend_download_link",
  refundOrder: "audited: store_orders refund",
  generateDownloadCodes: "audited: store_code_batches generate",
  listDownloadCodeBatches: "reads only",
  exportDownloadCodes: "reads only",
  storeSalesReport: "reads only",
  exportStoreSales: "reads only",
  // promo: campaigns, their links and what staff see of them
  listPromoCampaigns: "reads only",
  getPromoCampaign: "reads only",
  listPromoTrackOptions: "reads only",
  listPromoRecipientChoices: "reads only",
  savePromoCampaign: "audited: promo_campaigns save",
  deletePromoCampaign: "audited: promo_campaigns delete",
  sendPromoCampaign: "audited: promo_campaigns send",
  getPromoCampaignStats: "reads only",
  remindPromoRecipients: "audited: promo_campaigns remind",
  revokePromoLink: "audited: promo_campaigns revoke_link",
  extendPromoLink: "audited: promo_campaigns extend_link",
  // promo: the contact book
  listPromoContacts: "reads only",
  savePromoContact: "audited: promo_contacts save",
  importPromoContacts: "audited: promo_contacts import",
  erasePromoContact: "audited: promo_contacts erase",
  // promo: a recipient's private link (page, audio, reports, feedback, downloads) and tracing a leaked copy
  admitPromoLinkRequest: "not audited: a rate-limit counter of the link that expires with its window: no record anyone reads back",
  promoPageHtml: "reads only",
  recordPromoOpen:
    "not audited: a recipient's own open, play, report or feedback on their private link: no staff actor; the link's promo events record it with its time",
  savePromoFeedback:
    "not audited: a recipient's own open, play, report or feedback on their private link: no staff actor; the link's promo events record it with its time",
  recordPromoProgress:
    "not audited: a recipient's own open, play, report or feedback on their private link: no staff actor; the link's promo events record it with its time",
  playPromoAudio:
    "not audited: a recipient's own open, play, report or feedback on their private link: no staff actor; the link's promo events record it with its time",
  claimPromoDownload:
    "not audited: a recipient's own download on their private link: no staff actor; it is claimed as the link's download event, and its copy records whom it was tagged for",
  findLeakedCopy: "reads only",
  // media: the library, uploads and the public serving of image variants
  listMedia: "reads only",
  deleteMedia: "audited: media delete",
  setMediaAlt: "audited: media update",
  uploadMedia:
    "not audited: an image's record names who uploaded it and when (uploaded_by, created_at) and is never edited; the save that uses it and its deletion are audited",
  admitMediaFileRequest:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  // listening: a track's audio
  startTrackAudioUpload: "audited: track_audio upload",
  finishTrackAudioUpload:
    "not audited: checks the master whose upload was audited when it started and queues it: a step of that upload, decided by the file",
  processTrackAudio:
    "not audited: makes the renditions of a queued master, as the track-audio job does: derived files, nobody's decision; the master's upload is audited",
  retryTrackAudio:
    "not audited: queues the same master's failed processing again: the pages change only when processing succeeds, and the master's upload is audited",
  removeTrackAudio: "audited: track_audio remove",
  listTrackAudio: "reads only",
  // listening: released music as anyone reaches it
  playableRendition: "reads only",
  findTrackEmbedRelease:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  findOembedSubject:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  // access: users, roles and grants, and the caller's own grants
  myAccess: "reads only",
  isAdmin: "reads only",
  listUsers: "reads only",
  inviteUser: "audited: users invite",
  addUserRole: "audited: users add_role",
  removeUserRole: "audited: users remove_role",
  listRoles: "reads only",
  listPermissions: "reads only",
  listScopeArtists: "reads only",
  createRole: "audited: roles create",
  updateRole: "audited: roles update",
  deleteRole: "audited: roles delete",
  listRolePermissions: "reads only",
  assignPermission: "audited: roles grant",
  removePermission: "audited: roles revoke",
  // integrations: the catalogue from the streaming services, through the content writer
  importSpotifyReleases: "audited: content",
  importedSpotifyAlbums: "reads only",
  refetchRelease: "audited: content",
  generateDspLinks: "audited: content",
  // integrations: looking things up on Spotify
  spotifyArtistProfile: "reads only",
  spotifyAlbumInfo: "reads only",
  spotifyArtistReleases: "reads only",
  integrationStatus: "reads only",
  // integrations: the pre-save
  admitPreSave: "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  recordPreSave:
    "not audited: a visitor's pre-save from the public page has no staff actor; the pre-save records its release, the notice the fan was shown and when, and no IP address",
  // the callable's pre-save: the allowance and the record in one operation, the record's decision
  trackPreSave:
    "not audited: a visitor's pre-save from the public page has no staff actor; the pre-save records its release, the notice the fan was shown and when, and no IP address",
  // demos: the public form
  admitDemoUpload:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  storeDemo:
    "not audited: an artist's submission from the public form has no staff actor; the demo itself records its sender, its time and the receipt mailed in its transaction",
  // site: the 404 page's log of missing paths
  admitMissingPathReport:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  recordMissingPath: "not audited: the missing-path log is itself a log of anonymous visits, with no staff actor, kept for a limited time",
  // campaigns: the releases' analytics
  labelAnalytics: "reads only",
  releaseAnalytics: "reads only",
  // campaigns: the listen beacon
  admitListenReport:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  countListenLinkClick: "not audited: an anonymous counter per release and day, storing nothing about the visitor: no actor to record",
  countPlay: "not audited: an anonymous counter per release and day, storing nothing about the visitor: no actor to record",
  // fans: their data as staff handle it
  listSubscribers: "reads only",
  exportSubscribers: "reads only",
  importSubscribers: "audited: subscribers import",
  addSubscriber: "audited: subscribers add",
  eraseFanEmail: "audited: subscribers erase",
  exportReminderEmails: "reads only",
  releaseReminderStats: "reads only",
  // fans: newsletters, sent and made press posts
  listNewsletters: "reads only",
  getNewsletter: "reads only",
  saveNewsletter: "audited: newsletters save",
  sendNewsletterTest:
    "not audited: a test mail goes only to the caller's own address and changes no newsletter; its mail document is its record",
  sendNewsletter: "audited: newsletters send",
  cancelNewsletter: "audited: newsletters cancel",
  publishNewsletterAsPost: "audited: content",
  // fans: the links of fan emails, and the public signup forms
  askEmailLink: "reads only",
  followEmailLink:
    "not audited: a fan's own choice from the signed link in their email (join, leave, confirm a reminder, unsubscribe): no staff actor; the fan's record keeps its status and when it changed",
  admitFanListSignup:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  signUpToFanList:
    "not audited: a visitor's own signup from a public form has no staff actor; the fan's record keeps the consent it was given (wording version, text, form, time) and its confirmation mail",
  followedArtist: "reads only",
  // the scheduled jobs, run as the system
  demoAudioRetention:
    "not audited: deletes the audio of demos rejected past the retention period, a rule nobody decides each time; each demo keeps when its audio was removed",
  releaseDay: "audited: content",
  scheduledPublish: "audited: content",
  fanListExpiry:
    "not audited: deletes signups never confirmed within the window the signup form states: a retention rule, nobody's decision, and no record of the address may stay",
  trackAudio: "not audited: makes the renditions of a queued master: derived files, nobody's decision; the master's upload is audited",
  newsletterSend:
    "not audited: carries out a send staff decided, audited then (newsletters send: who, when); each mail is its own document and the newsletter keeps its sent time",
  storeFees: "not audited: records on an order the fee Stripe reports for it: Stripe's figure, nobody's decision",
};

function describeDecision(audit: AuditDecision): string {
  if (audit === "content") return "audited: content";
  if ("readsOnly" in audit) return "reads only";
  if ("notAudited" in audit) return `not audited: ${audit.notAudited}`;
  return `audited: ${audit.entity} ${audit.action}`;
}

describe("the audit decision of every operation", () => {
  it("matches the reviewed list, operation by operation", () => {
    const declared = Object.fromEntries(
      [...registry.definedOperations()].map(([name, operation]) => [name, describeDecision(operation.audit)]),
    );
    expect(Object.keys(declared).sort()).toEqual(Object.keys(REVIEWED).sort());
    expect(declared).toEqual(REVIEWED);
  });

  it("refuses a write declared not audited without a reason", () => {
    expect(() => notAudited(" ")).toThrow("notAudited needs the reason the write leaves no audit entry");
  });

  it("refuses an audited write anyone may call: the entry would have no actor", () => {
    expect(() =>
      defineOperation("auditedPublicProbe", { access: access.public("probe"), audit: { entity: "demos", action: "probe" } }, () =>
        Promise.resolve(null),
      ),
    ).toThrow("auditedPublicProbe: an audited write needs a caller, which a public rule does not establish");
  });

  it("refuses a list that does not let the runner narrow it to the caller's artists", () => {
    expect(() =>
      defineOperation("unscopedListProbe", { access: access.list("artists"), audit: READS_ONLY }, () => Promise.resolve(null)),
    ).toThrow("unscopedListProbe: a list declares scope: LIST_SCOPE, so its rows are narrowed by the runner");
    expect(() =>
      defineOperation("scopedListProbe", { access: access.list("artists"), audit: READS_ONLY, scope: LIST_SCOPE }, () =>
        Promise.resolve(null),
      ),
    ).not.toThrow();
  });

  it("hands a choice that may pick a list the scoped reader only when its chosen rule established one", async () => {
    const noList = access.choice<unknown, { list?: ListAccess }>(() => access.public("probe"));
    const choice = defineOperation("choiceListProbe", { access: noList, audit: READS_ONLY, scope: LIST_SCOPE }, (_input, { scoped }) =>
      Promise.resolve(scoped === undefined),
    );
    const context = { uid: null, repos: {} as Repositories };
    expect(await choice.run(undefined, context)).toBe(true);
    // Any other rule declaring a scope must establish the list it scopes.
    const notAList = access.public("probe") as unknown as AccessRule<unknown, { list: ListAccess }>;
    const list = defineOperation("unlistedScopeProbe", { access: notAList, audit: READS_ONLY, scope: LIST_SCOPE }, () =>
      Promise.resolve(null),
    );
    await expect(list.run(undefined, context)).rejects.toThrow("unlistedScopeProbe is a scoped list: declare access.list");
  });
});

/**
 * The reviewed decision of every deployed callable and HTTP function that
 * does not run an operation (those carry their operation's decision, listed
 * above): the audited writes with their entity and action, and the writes
 * that leave no entry with the reason a reviewer accepted. The functions that
 * only read, and the public ones (no verified caller to name as actor), are
 * listed by name below. A function with no decision cannot be defined
 * (defineCallable and the guarded HTTP runner require one).
 */
const REVIEWED_FUNCTIONS: Record<string, string> = {};

/** Deployed functions that change nothing. */
const READING_FUNCTIONS = ["demoAudio", "openPreview", "whoLeaked"];

/** Deployed functions anyone may call (tests/integration/declaredAccess.test.ts says why): no verified caller, no entry. */
const PUBLIC_FUNCTIONS = [
  "submitPreSave",
  "submitDemo",
  "logMissingPath",
  "mediaFile",
  "emailPreferences",
  "subscribeToList",
  "countListenClick",
  "audioUpload",
  "trackAudioFile",
  "oembed",
  "embedTrackRedirect",
  "promoPage",
  "promoDownload",
  "stripeWebhook",
  "buy",
  "cart",
  "cancelCheckout",
  "storeDownload",
  "redeem",
];

/** The callables and HTTP functions (the scheduled jobs run their operations, listed above, as the system). */
const deployedFunctions = () =>
  Object.entries(deployed).filter(([, fn]) => {
    const endpoint = (fn as { __endpoint?: object } | undefined)?.__endpoint ?? {};
    return "callableTrigger" in endpoint || "httpsTrigger" in endpoint;
  });

describe("the audit decision of every deployed function", () => {
  it("is declared by every callable and HTTP function", () => {
    expect(
      deployedFunctions()
        .filter(([, fn]) => !registry.declaredAuditOf(fn))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it("matches the reviewed lists: its operation's, or the reviewed decision of each write, the reads and the public functions", () => {
    const declared = Object.fromEntries(
      deployedFunctions()
        // A function over an operation carries its operation's decision, listed above.
        .filter(([name, fn]) => registry.definedOperations().get(name)?.audit !== registry.declaredAuditOf(fn))
        .map(([name, fn]) => [name, describeDecision(registry.declaredAuditOf(fn)!)]),
    );
    const reviewed = {
      ...Object.fromEntries(READING_FUNCTIONS.map((name) => [name, "reads only"])),
      ...Object.fromEntries(PUBLIC_FUNCTIONS.map((name) => [name, describeDecision(PUBLIC_NOT_AUDITED)])),
      ...REVIEWED_FUNCTIONS,
    };
    expect(Object.keys(declared).sort()).toEqual(Object.keys(reviewed).sort());
    expect(declared).toEqual(reviewed);
  });

  it("refuses an operation declared without an audit decision, and a callable that runs no operation", () => {
    const undeclared = { access: access.staff() } as unknown as Parameters<
      typeof defineOperation<unknown, unknown, typeof READS_ONLY, null>
    >[1];
    expect(() => defineOperation("undeclaredAuditProbe", undeclared, () => Promise.resolve(null))).toThrow(
      "undeclaredAuditProbe declares no audit decision",
    );
    // The inline declaration callables had before every one ran an operation: no access, audit or handler of its own.
    const inline = { access: access.staff(), audit: READS_ONLY } as unknown as Parameters<
      typeof defineCallable<"listRoles", unknown, typeof READS_ONLY>
    >[1];
    expect(() => defineCallable("listRoles", inline)).toThrow(
      "listRoles runs no operation: declare it with defineOperation (operations/operation.ts)",
    );
  });
});

describe("the system caller of the scheduled jobs", () => {
  /** No repository is read before a refusal: a stand-in that records the audit entries an operation makes. */
  const recordingRepos = () => {
    const entries: object[] = [];
    const repos = { auditLog: { recorder: (entry: object) => (entries.push(entry), () => undefined) } } as unknown as Repositories;
    return { entries, repos };
  };

  it("runs a job's operation; no caller a request can make does, not even a user whose uid is the system actor's", async () => {
    const { repos } = recordingRepos();
    const job = registry.definedOperations().get("scheduledPublish")!;
    for (const caller of [
      { uid: null, repos },
      { uid: SYSTEM_ACTOR, repos },
    ]) {
      await expect(job.run(undefined as never, caller)).rejects.toMatchObject({ code: "permission-denied" });
    }
    await expect(access.system().check(undefined, systemCaller(repos))).resolves.toEqual({ system: true });
  });

  it("is refused by every rule but the system's: it has no uid", async () => {
    const { repos } = recordingRepos();
    await expect(access.staff().check(undefined, systemCaller(repos))).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(access.signedIn().check(undefined, systemCaller(repos))).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("writes an audited job's entries with the system as actor", async () => {
    const { entries, repos } = recordingRepos();
    const probe = defineOperation(
      "systemAuditProbe",
      { access: access.system(), audit: { entity: "schedules", action: "probe" } },
      async (_input: undefined, { audit }) => audit("schedule-1", "Probe"),
    );
    await probe.run(undefined, systemCaller(repos));
    expect(entries).toEqual([{ actor: SYSTEM_ACTOR, entity: "schedules", action: "probe", entityId: "schedule-1", label: "Probe" }]);
  });
});

describe("the content writer of the scheduled jobs", () => {
  it("is the one their operation hands them: run without it, release day and scheduled publishing refuse before reading anything", async () => {
    const read: string[] = [];
    const jobLeases = {
      acquire: (name: string, holder: string) => Promise.resolve({ acquired: true, lease: { name, holder } }),
      release: () => Promise.resolve(),
    };
    const repos = { jobLeases, publishSchedules: { due: () => (read.push("due"), Promise.resolve([])) } } as unknown as Repositories;
    const run = { now: new Date("2030-03-05T09:30:00Z"), log: () => {}, files: {} as never };
    const operation = registry.definedOperations().get("scheduledPublish")!;
    // The system caller of the module graph the registry was loaded in (its mark is that module's own Symbol).
    const jobCaller = (await import("../../../functions/src/operations/accessRules")).systemCaller(repos);
    await expect(operation.run(run as never, jobCaller)).resolves.toMatchObject({ outcome: "done", summary: "nothing due" });
    expect(read).toEqual(["due"]);
    await expect(runScheduledPublish({ ...run, repos })).rejects.toThrow(
      "scheduled-publish writes content: run it through its operation, which hands it the system's content writer",
    );
    await expect(runReleaseDay({ ...run, repos })).rejects.toThrow(
      "release-day writes content: run it through its operation, which hands it the system's content writer",
    );
    expect(read).toEqual(["due"]);
  });

  it("alone carries out a write for whoever decided it (a schedule's items name who scheduled them); a staff member's writer never does", () => {
    const repos = {} as ContentRepositories;
    expect(contentWriter(repos, SYSTEM_ACTOR).onBehalfOf("editor-1", new Date()).actor).toBe("editor-1");
    expect(() => contentWriter(repos, "editor-1").onBehalfOf("admin-1", new Date())).toThrow(
      "Only the system carries out writes for someone else, not editor-1",
    );
  });
});

describe("the call a runner hands an operation", () => {
  it("carries the caller and the client, never the repositories: the operations floor opens them once per call, for the runner's check and the operation alike", async () => {
    const opened: object[] = [];
    const probe = defineOperation(
      "callContextProbe",
      { access: access.public("probe"), audit: READS_ONLY },
      (_input: unknown, { repos, uid, client }) => (opened.push(repos), Promise.resolve({ uid, client })),
    );
    const client = clientOf({ headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } }, "direct", {});
    const call: CallContext = { uid: null, client };
    expect(await probe.run(undefined, call)).toEqual({ uid: null, client });
    await checkAccess(access.public("probe"), undefined, call);
    await probe.run(undefined, call);
    expect(call).not.toHaveProperty("repos");
    expect(opened[1]).toBe(opened[0]);
    expect(authContextOf(call).repos).toBe(opened[0]);
    // Another call, its own.
    await probe.run(undefined, { uid: null });
    expect(opened[2]).not.toBe(opened[0]);
  });
});
