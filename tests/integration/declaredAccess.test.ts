import { describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "../../src/lib/domain/access";
import { PREVIEW_TOKEN_FIELD } from "../../src/lib/domain/publishing";
import { MUST_BE_LOGGED_IN } from "../../src/lib/domain/shared";
import { callables, type CallableName, type CallableRequest } from "../../src/lib/domain/callables";
import { MEDIA_UPLOAD_FILE_FIELD } from "../../src/lib/domain/media/contract";
import { declaredAccessOf } from "../../functions/src/operations/accessRules";
import { artistInput, pressInput, releaseInput } from "./contentSupport";
import { functionUrl } from "./support";
import { callInProcess, deployedFunctions, functionsWith, sweepCast } from "./sweepSupport";

/**
 * Every function the functions export, called anonymously and by a signed-in
 * user without a role with VALID input, is refused: 401 "You must be logged
 * in", then 403 "Permission denied" — unless it is on one of the lists below
 * with the reason anyone may call it. A function without a fixture fails
 * here, as does one whose declared rule (accessRules.ts) disagrees with the
 * lists: a new function must say who may call it, and be shown to refuse
 * everyone else. Callables run in this process (a call costs a function
 * call); the HTTP functions that need a caller are called at their URL.
 */

/** Open to everyone, signed in or not. */
const PUBLIC: Record<string, string> = {
  isAdmin: "the sign-in page asks it; it answers only for the verified caller, false for anyone else",
  spotifyArtistReleases: "the public artist page lists a published artist's releases (staff may list any artist)",
  trackPreSave: "visitors pre-save a release from its public page",
  submitPreSave: "the pre-save form of a release's public page, with or without JavaScript",
  submitDemo: "artists submit demos from the public form",
  countListenClick: "the site's pages report listen-link clicks and plays of any visitor",
  logMissingPath: "the 404 page reports the path any visitor missed",
  mediaFile: "image variants are public: the site's pages show them",
  emailPreferences: "fans open it from their emails without an account: the link's signature is the authorization",
  trackAudioFile: "released music is public: the release pages play it to every visitor, within the listening rules",
  audioUpload: "the stand-in of a signed Cloud Storage upload URL: the link's signature, or the session id it hands out, is the grant",
  subscribeToList: "visitors sign up for label news or follow an artist from the public pages, with or without JavaScript",
  oembed: "anyone may embed the label's released music: the answer describes the public embed pages",
  embedTrackRedirect:
    "embeds pasted into other sites before are public: the answer only names the public embed page a released track plays on",
  promoDownload: "a recipient's private link is their credential: the token is checked on every request",
  buy: "visitors buy from the public release pages, with or without JavaScript: prices and stock are the server's",
  cart: "visitors fill a cart and check out from the public pages, with or without JavaScript: the cart is their signed cookie, prices and stock the server's",
  cancelCheckout:
    "Stripe sends a buyer who cancelled here: the unguessable hold id in the link is the grant, and only an open, unpaid checkout is released",
  stripeWebhook: "Stripe delivers its events unauthenticated: the Stripe-Signature header, checked with the webhook secret, is the grant",
  storeDownload: "buyers download without an account: the unguessable token of their order's link is the grant, checked on every request",
  redeem: "whoever holds a download card redeems it without an account; guessing is rate-limited per client",
  promoPage: "recipients open their private promo link without an account: the unguessable token in it is the grant",
};

/** Open to anyone signed in, whatever their roles. */
const SIGNED_IN: Record<string, string> = {
  myAccess: "anyone signed in asks what they themselves may do (the admin hides the rest)",
};

const ID = "a0000000-0000-4000-8000-00000000f001";
const OTHER_ID = "a0000000-0000-4000-8000-00000000f002";
const ALBUM = "4aawyAB9vmqN3uQ7FjRGTy";

const promoCampaignInput = () => ({
  name: "Radio",
  release_id: ID,
  track_ids: [OTHER_ID],
  one_sheet_html: "<p>Out soon</p>",
  access: "stream" as const,
  expires_at: "2031-01-01T00:00:00.000Z",
  download_limit: 3,
  recipients: { contact_ids: [], tags: ["radio"] },
});

type Fixtures = { [N in CallableName]: [CallableRequest<N>, ...CallableRequest<N>[]] };

/** Valid input for each callable that needs a caller (several where the rule depends on the input). */
const CALLABLE_FIXTURES: Partial<Fixtures> = {
  listAdminArtists: [{ q: "", last: false }],
  listArtistChoices: [
    { q: "", ids: [], for_release: null },
    { q: "a", ids: [ID], for_release: "draft" },
  ],
  getAdminArtist: [{ id: ID }],
  refundOrder: [{ id: ID }, { id: ID, amount: 100 }],
  createArtist: [artistInput()],
  updateArtist: [{ id: ID, artist: artistInput(), restored_from: null }],
  deleteArtist: [{ id: ID }],
  listAdminReleases: [{ q: "" }],
  getAdminRelease: [{ id: ID }],
  createRelease: [releaseInput()],
  updateRelease: [{ id: ID, release: releaseInput(), expected_updated_at: null, restored_from: null }],
  deleteRelease: [{ id: ID }],
  setReleasePublished: [{ id: ID, is_published: true }],
  listAdminPressPosts: [{ q: "" }],
  getAdminPressPost: [{ id: ID }],
  createPressPost: [pressInput()],
  updatePressPost: [{ id: ID, post: pressInput(), restored_from: null }],
  deletePressPost: [{ id: ID }],
  listUsers: [{ q: "" }],
  listRoles: [{}],
  addUserRole: [{ user_id: "u-target", role_id: "role-press" }],
  removeUserRole: [{ user_id: "u-target", role_id: "role-press" }],
  inviteUser: [{ email: "new.person@label.test", role_id: "role-press" }],
  createRole: [{ role_name: "Reviewers", role_description: null }],
  updateRole: [{ role_id: "role-press", role_name: "Press", role_description: null }],
  deleteRole: [{ role_id: "role-press" }],
  listRolePermissions: [{ role_id: "role-press" }],
  assignPermission: [{ role_id: "role-press", permission_id: "press.edit", artist_id: null }],
  removePermission: [{ role_id: "role-press", permission_id: "press.view", artist_id: null }],
  listPermissions: [{}],
  listScopeArtists: [{}],
  myAccess: [{}],
  spotifyArtistProfile: [{ artistId: "0OdUWJ0sBjDrqHygGUXeCF" }],
  importedSpotifyAlbums: [{ albumIds: [ALBUM] }],
  importSpotifyReleases: [{ artistId: ID, albumIds: [ALBUM] }],
  spotifyAlbumInfo: [{ albumId: ALBUM }],
  refetchRelease: [{ releaseId: ID }],
  generateDspLinks: [{ releaseId: ID, spotifyUrl: `https://open.spotify.com/album/${ALBUM}`, isrc: null }],
  integrationStatus: [{}],
  listDemos: [{}],
  listDemoStaff: [{}],
  getDemoReview: [{ id: ID }],
  addDemoComment: [{ id: ID, at_seconds: 12, body: "Lovely intro" }],
  rateDemo: [{ id: ID, rating: 4 }],
  reportDemoListening: [{ id: ID, seconds: 30 }],
  updateDemoTriage: [{ id: ID, priority: "high", tags: ["ambient"], assignee_id: null }],
  listReplyTemplates: [{}],
  saveReplyTemplate: [{ id: null, template: { name: "Thanks", decision: "accepted", subject: "Your demo", body: "We love it." } }],
  deleteReplyTemplate: [{ id: "template-1" }],
  sendDemoReply: [{ id: ID, decision: "accepted", subject: "Your demo", body: "We love it." }],
  updateDemoStatus: [{ id: ID, status: "reviewed" }],
  updateDemoNotes: [{ id: ID, admin_notes: "Call back" }],
  deleteDemo: [{ id: ID }],
  demoAudioUrl: [{ id: ID, download: false }],
  listMedia: [{}],
  deleteMedia: [{ id: ID }],
  setMediaAlt: [{ id: ID, alt: "A sleeve" }],
  releaseReminderStats: [{ releaseId: ID }],
  exportReminderEmails: [{ releaseId: ID }],
  eraseFanEmail: [{ email: "fan@example.com" }],
  listSubscribers: [{ q: "", list: null, source: null, status: null }],
  addSubscriber: [{ email: "fan@example.com", list: "label", consent_note: "Signed up on paper at the Leeds show" }],
  importSubscribers: [
    { list: "label", consent_source: "Signed up on paper at the Leeds show", csv: "email\nfan@example.com\n", commit: true },
  ],
  exportSubscribers: [{ q: "", list: null, source: null, status: null }],
  listNewsletters: [{}],
  getNewsletter: [{ id: ID }],
  saveNewsletter: [
    { id: null, newsletter: { subject: "Spring news", body_html: "<p>New music</p>", audience: { label: true, artist_ids: [] } } },
    { id: ID, newsletter: { subject: "Spring news", body_html: "<p>New music</p>", audience: { label: true, artist_ids: [] } } },
  ],
  sendNewsletterTest: [{ id: ID }],
  sendNewsletter: [{ id: ID, send_at: null }],
  cancelNewsletter: [{ id: ID }],
  publishNewsletterAsPost: [{ id: ID }],
  releaseAnalytics: [{ release_id: ID, days: 30 }],
  labelAnalytics: [{}],
  listAuditEntries: [{}],
  listContentVersions: [
    { entity: "artists", id: ID },
    { entity: "releases", id: ID },
    { entity: "press_posts", id: ID },
  ],
  listPublishSchedules: [{}],
  schedulePublish: [
    {
      name: null,
      action: "publish",
      date: "2030-01-01",
      time: "09:00",
      items: [
        { entity: "releases", id: ID },
        { entity: "artists", id: OTHER_ID },
      ],
    },
  ],
  cancelPublishSchedule: [{ id: ID }],
  requestPreview: [
    { entity: "artists", id: null, artist: artistInput() },
    { entity: "releases", id: ID, release: releaseInput() },
    { entity: "press_posts", id: ID, post: pressInput() },
  ],
  previewStatus: [{ id: "p".repeat(32) }],
  startTrackAudioUpload: [{ release_id: ID, track_id: OTHER_ID, file_name: "master.wav", size: 1000 }],
  finishTrackAudioUpload: [{ release_id: ID, track_id: OTHER_ID }],
  processTrackAudio: [{ release_id: ID, track_id: OTHER_ID }],
  retryTrackAudio: [{ release_id: ID, track_id: OTHER_ID }],
  removeTrackAudio: [{ release_id: ID, track_id: OTHER_ID }],
  listTrackAudio: [{ release_id: ID }],
  listPromoContacts: [{}],
  savePromoContact: [
    { id: null, contact: { name: "Ann Lee", email: "ann@example.com", role: "press" } },
    { id: ID, contact: { name: "Ann Lee", email: "ann@example.com", role: "press" } },
  ],
  importPromoContacts: [{ csv: "name,email\nAnn Lee,ann@example.com\n", commit: true }],
  erasePromoContact: [{ id: ID }],
  listPromoCampaigns: [{}],
  getPromoCampaign: [{ id: ID }],
  listPromoTrackOptions: [{ release_id: ID }],
  listPromoRecipientChoices: [{}],
  savePromoCampaign: [
    { id: null, campaign: promoCampaignInput() },
    { id: ID, campaign: promoCampaignInput() },
  ],
  deletePromoCampaign: [{ id: ID }],
  sendPromoCampaign: [{ id: ID }],
  revokePromoLink: [{ id: `${ID}_${OTHER_ID}` }],
  getPromoCampaignStats: [{ id: ID }],
  generateDownloadCodes: [{ release_id: ID, count: 1 }],
  listDownloadCodeBatches: [{}],
  exportDownloadCodes: [{ batch_id: ID }],
  getOrder: [{ id: ID }],
  listProducts: [{}],
  getProduct: [{ id: ID }],
  saveProduct: [{ product: { type: "digital", release_id: ID, status: "hidden", price: { mode: "fixed", amount: 700 } } }],
  deleteProduct: [{ id: ID }],
  getStoreSettings: [{}],
  saveStoreSettings: [{ currency: "GBP", stripe_tax: false, enabled: true }],
  listShippingZones: [{}],
  saveShippingZone: [{ name: "UK", countries: ["GB"], first_item: 350, each_additional: 100 }],
  deleteShippingZone: [{ id: ID }],
  listOrders: [{ q: "", status: "paid" }],
  markOrderShipped: [{ id: ID, carrier: "Royal Mail", tracking: "RM123456789GB" }],
  resendDownloadLink: [{ id: ID }],
  storeSalesReport: [{ from: "2026-11-01", to: "2026-11-29", group_by: "day" }],
  exportStoreSales: [{ from: "2026-11-01", to: "2026-11-29", group_by: "day" }],
  remindPromoRecipients: [{ id: ID, days: 3 }],
  extendPromoLink: [{ id: `${ID}_${OTHER_ID}`, expires_at: "2031-01-01T00:00:00.000Z" }],
};

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; bytes: Buffer }) {
  const boundary = "declared-access";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(parts.join("") + head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body };
}

const bearer = (idToken: string | undefined): Record<string, string> => (idToken ? { authorization: `Bearer ${idToken}` } : {});

/** A valid request to each HTTP function that needs a caller, from the holder of `idToken` (none: anonymous). */
const HTTP_FIXTURES: Record<string, (idToken: string | undefined) => { path?: string; init: RequestInit }> = {
  uploadMedia: (idToken) => {
    const { headers, body } = multipart(
      { resource: "releases", artist_id: ID },
      { field: MEDIA_UPLOAD_FILE_FIELD, name: "cover.png", type: "image/png", bytes: PNG },
    );
    return { init: { method: "POST", headers: { ...headers, ...bearer(idToken) }, body } };
  },
  // As the admin opens it: a form POST carrying the token (a tab cannot send a header).
  openPreview: (idToken) => ({
    path: `/preview/${"p".repeat(32)}`,
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: idToken ? `${PREVIEW_TOKEN_FIELD}=${idToken}` : "",
    },
  }),
  demoAudio: (idToken) => ({ path: `?id=${ID}`, init: { method: "GET", headers: bearer(idToken) } }),
  whoLeaked: (idToken) => {
    const { headers, body } = multipart(
      { sha256: "0".repeat(64), size: "4" },
      { field: "file", name: "found.mp3", type: "audio/mpeg", bytes: Buffer.from("ID3x") },
    );
    return { init: { method: "POST", headers: { ...headers, ...bearer(idToken) }, body } };
  },
};

const functions = await deployedFunctions();
const castOf = sweepCast();
const CALLABLES = functionsWith(functions, "callableTrigger");
const HTTP_FUNCTIONS = functionsWith(functions, "httpsTrigger");

describe("every deployed function declares who may call it", () => {
  it("declares an access rule, public exactly for the functions listed as public, signed-in for those listed so", () => {
    const deployed = [...CALLABLES, ...HTTP_FUNCTIONS];
    expect(
      deployed.filter((name) => !declaredAccessOf(functions[name])),
      "functions without a declared rule",
    ).toEqual([]);
    const kindOf = (name: string) => declaredAccessOf(functions[name])!.kind;
    expect(deployed.filter((name) => kindOf(name) === "public").sort()).toEqual(Object.keys(PUBLIC).sort());
    expect(deployed.filter((name) => kindOf(name) === "signedIn").sort()).toEqual(Object.keys(SIGNED_IN).sort());
    // A reason is a sentence, not a word.
    for (const name of Object.keys(PUBLIC)) expect(declaredAccessOf(functions[name])!.reason, name).toMatch(/\w+( \w+){3}/);
  });

  it("has a fixture for every function that needs a caller", () => {
    const guarded = (names: string[]) => names.filter((name) => !(name in PUBLIC)).sort();
    expect(Object.keys(CALLABLE_FIXTURES).sort(), "callables without a fixture, or fixtures of no callable").toEqual(guarded(CALLABLES));
    expect(Object.keys(HTTP_FIXTURES).sort(), "HTTP functions without a fixture, or fixtures of no function").toEqual(
      guarded(HTTP_FUNCTIONS),
    );
  });
});

const guardedCallables = Object.entries(CALLABLE_FIXTURES) as [CallableName, unknown[]][];

describe.each(guardedCallables)("%s", (name, inputs) => {
  it("refuses an anonymous caller and one without a role, given valid input", async () => {
    for (const input of inputs) {
      const label = `${name} ${JSON.stringify(input).slice(0, 120)}`;
      // The fixture is valid: a refusal below is the access rule's, not the schema's.
      expect(callables[name].request.safeParse(input).error, label).toBeUndefined();
      expect(await callInProcess(functions[name]!, input, null), `${label} · anonymous`).toEqual({
        status: 401,
        message: MUST_BE_LOGGED_IN,
      });
      const withoutRole = await callInProcess(functions[name]!, input, castOf().fan.uid);
      if (name in SIGNED_IN) expect(withoutRole.status, `${label} · no role`).toBe(200);
      else expect(withoutRole, `${label} · no role`).toEqual({ status: 403, message: PERMISSION_DENIED });
    }
  });
});

describe.each(Object.keys(HTTP_FIXTURES))("%s", (name) => {
  it("refuses an anonymous caller and one without a role, given a valid request", async () => {
    const send = async (idToken: string | undefined) => {
      const { path = "", init } = HTTP_FIXTURES[name]!(idToken);
      const response = await fetch(`${functionUrl(name)}${path}`, init);
      return { status: response.status, text: await response.text() };
    };
    const anonymous = await send(undefined);
    expect(anonymous.status, `anonymous: ${anonymous.text.slice(0, 200)}`).toBe(401);
    const withoutRole = await send(castOf().fan.idToken);
    expect(withoutRole.status, `no role: ${withoutRole.text.slice(0, 200)}`).toBe(403);
    // JSON answers carry the message; the preview's pages carry their own texts.
    if (name !== "openPreview") {
      expect(JSON.parse(anonymous.text)).toEqual({ error: { message: MUST_BE_LOGGED_IN } });
      expect(JSON.parse(withoutRole.text)).toEqual({ error: { message: PERMISSION_DENIED } });
    }
  });
});
