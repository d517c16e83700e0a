import { beforeEach, describe, expect, it } from "vitest";
import { INTEGRATION_ERRORS, type Release } from "../../../src/lib/domain/catalog";
import {
  CURRENT_PRE_SAVE_EMAIL_NOTICE,
  INVALID_EMAIL,
  NOT_FOUND,
  PRE_SAVE_EMAIL_NOTICES,
  PRE_SAVE_RATE_LIMIT,
} from "../../../src/lib/domain/shared";
import { freshRateLimitWindow, fromClient, preSaveFormUrl, RATE_LIMIT_TEST_TIMEOUT } from "../support";
import { addRelease, callFromIp, expectError, HALDEN, repos, setUpCatalogue } from "../catalogueSupport";

/** A browser's own form submission asks for HTML; the page's script asks for JSON. */
const NAVIGATION = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const SCRIPT = "application/json";

let upcoming: Release;
let ipCounter = 0;
let ip: string;

beforeEach(async () => {
  await setUpCatalogue();
  ip = `198.51.100.${100 + ++ipCounter}`;
  upcoming = await addRelease({
    artist_id: HALDEN,
    slug: "coming-tide",
    release_date: "2099-01-01",
    is_published: true,
    pre_save_enabled: true,
    pre_save_url: "https://presave.example/coming-tide",
  });
});

/** Posts the pre-save form as the browser does: urlencoded, to the submitPreSave function. */
async function post(fields: Record<string, string>, accept: string, from = ip) {
  const response = await fetch(preSaveFormUrl(), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { accept, ...fromClient(from) },
    redirect: "manual",
  });
  const location = response.headers.get("location");
  const body: unknown = response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text();
  return { status: response.status, location, body };
}

const form = (email: string) => ({ release_id: upcoming.id, email, email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE });
const pageUrl = () => `${process.env.SITE_URL}/pre-save/halden-drift/coming-tide`;

describe("submitPreSave: the page's script (JSON)", () => {
  it("records the pre-save with the notice the fan saw and answers where to go", async () => {
    expect(await post(form("fan@example.com"), SCRIPT)).toEqual({
      status: 200,
      location: null,
      body: { redirectUrl: "https://presave.example/coming-tide" },
    });
    const [record, ...others] = await repos.preSaves.query((c) => c);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ release_id: upcoming.id, email: "fan@example.com" });
    expect(record!.email_notice).toEqual({
      version: CURRENT_PRE_SAVE_EMAIL_NOTICE,
      text: PRE_SAVE_EMAIL_NOTICES[CURRENT_PRE_SAVE_EMAIL_NOTICE],
      agreed_at: record!.created_at,
    });
  });

  it("records an anonymous pre-save without a notice", async () => {
    expect((await post(form(""), SCRIPT)).status).toBe(200);
    const [record] = await repos.preSaves.query((c) => c);
    expect(record).toMatchObject({ email: null, email_notice: null });
  });

  it("refuses bad input with a 4xx and the message to show, storing nothing", async () => {
    expect(await post(form("not-an-email"), SCRIPT)).toMatchObject({ status: 400, body: { error: { message: INVALID_EMAIL } } });
    expect(await post({ release_id: upcoming.id, email: "fan@example.com" }, SCRIPT)).toMatchObject({ status: 400 });
    const draft = await addRelease({ artist_id: HALDEN, is_published: false, pre_save_enabled: true });
    expect(await post({ ...form(""), release_id: draft.id }, SCRIPT)).toMatchObject({
      status: 404,
      body: { error: { message: NOT_FOUND.preSaveDescription } },
    });
    // A malformed id is refused by its shape, before anything is read.
    expect(await post({ ...form(""), release_id: "../../etc" }, SCRIPT)).toMatchObject({ status: 400 });
    expect(await repos.preSaves.count()).toBe(0);
  });
});

describe("submitPreSave: a form sent without JavaScript", () => {
  it("is answered with a 303 back to the pre-save page showing the result; the email is in no URL", async () => {
    const answer = await post(form("fan@example.com"), NAVIGATION);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${pageUrl()}#pre-save-result-recorded`);
    expect(answer.location).not.toContain("fan");
    expect(await repos.preSaves.count()).toBe(1);
  });

  it("comes back with the reason when refused", async () => {
    const answer = await post(form("not-an-email"), NAVIGATION);
    expect(answer).toMatchObject({ status: 303, location: `${pageUrl()}#pre-save-result-invalid-email` });
    expect(answer.location).not.toContain("not-an-email");
    await repos.releases.update(upcoming.id, { pre_save_enabled: false });
    expect(await post(form(""), NAVIGATION)).toMatchObject({ status: 303, location: `${pageUrl()}#pre-save-result-unavailable` });
    expect(await post({ ...form(""), release_id: "b0000000-0000-4000-8000-0000000000ff" }, NAVIGATION)).toMatchObject({
      status: 303,
      location: `${process.env.SITE_URL}/releases`,
    });
    expect(await repos.preSaves.count()).toBe(0);
  });
});

it(
  `shares the per-client allowance with trackPreSave (${PRE_SAVE_RATE_LIMIT.limit} a minute)`,
  async () => {
    await freshRateLimitWindow(PRE_SAVE_RATE_LIMIT.windowMs);
    for (let i = 0; i < PRE_SAVE_RATE_LIMIT.limit - 1; i++) expect((await post(form(""), SCRIPT)).status).toBe(200);
    expect((await callFromIp("trackPreSave", { release_id: upcoming.id }, ip)).status).toBe(200);
    expect(await post(form(""), SCRIPT)).toMatchObject({
      status: 429,
      body: { error: { message: INTEGRATION_ERRORS.preSaveRateLimited } },
    });
    expect(await post(form(""), NAVIGATION)).toMatchObject({ status: 303, location: `${pageUrl()}#pre-save-result-rate-limited` });
    expectError(
      await callFromIp("trackPreSave", { release_id: upcoming.id }, ip),
      "RESOURCE_EXHAUSTED",
      INTEGRATION_ERRORS.preSaveRateLimited,
    );
    expect((await post(form(""), SCRIPT, "203.0.113.251")).status).toBe(200);
  },
  RATE_LIMIT_TEST_TIMEOUT,
);
