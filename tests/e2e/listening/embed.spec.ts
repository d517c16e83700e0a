import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect as baseExpect, test, type Frame, type Page } from "@playwright/test";
import { LABEL } from "../../../src/config/label";
import { expectNoSeriousViolations } from "../axe";
import { e2eRepositories } from "../siteData";

/**
 * Embeddable players and oEmbed (docs/listening.md#embeds) against the whole
 * local stack: the oEmbed answer found from a release page's discovery link,
 * its iframe an embed page that exists and that any site may frame (while
 * every other page may be framed by none), the embed playing inside a page
 * of another origin, and its plain `<audio controls>` without JavaScript.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const REEL = "/releases/halden-drift/reel-to-reel";
/**
 * A page of another site: a server of the test's own on another port of
 * this machine (a page the test fulfilled itself has no address, which
 * Chromium's Local Network Access takes for a public site and forbids to
 * frame a page on this machine). Another origin, and by its address instead
 * of `localhost`, another site to the browser.
 */
async function fanBlog(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) =>
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><html lang="en"><title>A fan's blog</title><h1>Heard this today</h1>${html}</html>`),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/post`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function reelTracks() {
  const repos = await e2eRepositories();
  const reel = (await repos.releases.listAll()).find((r) => r.slug === "reel-to-reel")!;
  return { release: reel, tracks: reel.tracks };
}

/** The iframe of an oEmbed answer's HTML, read by the browser's own parser. */
async function iframeOf(page: Page, html: string) {
  return page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, "text/html");
    const frames = doc.body.querySelectorAll("iframe");
    const frame = frames[0]!;
    return {
      count: frames.length,
      others: doc.body.children.length,
      src: frame.getAttribute("src")!,
      width: frame.getAttribute("width"),
      height: frame.getAttribute("height"),
      title: frame.getAttribute("title"),
    };
  }, html);
}

test("a release page's oEmbed answer is a rich embed whose iframe is a frameable embed page; other pages stay unframeable", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto(REEL);
  const discovery = page.locator('head link[rel="alternate"][type="application/json+oembed"]');
  await expect(discovery).toHaveAttribute("title", "Reel to Reel — Halden Drift");
  const endpoint = new URL((await discovery.getAttribute("href"))!);
  expect(endpoint.origin + endpoint.pathname).toBe(`${baseURL}/oembed`);
  expect(endpoint.searchParams.get("url")).toBe(`${baseURL}${REEL}`);

  const answer = await request.get(endpoint.pathname + endpoint.search);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
  const data = await answer.json();
  // oEmbed 1.0, §2.3.4: the fields of every answer, and html, width and height of a rich one.
  expect(data).toMatchObject({
    version: "1.0",
    type: "rich",
    title: "Reel to Reel",
    author_name: "Halden Drift",
    provider_name: LABEL.name,
    provider_url: `${baseURL}/`,
  });
  expect(data.author_url).toBe(`${baseURL}/artist/halden-drift`);
  expect([typeof data.width, typeof data.height, typeof data.cache_age]).toEqual(["number", "number", "number"]);
  const { release } = await reelTracks();
  const frame = await iframeOf(page, data.html);
  expect(frame).toMatchObject({
    count: 1,
    others: 1,
    src: `${baseURL}/embed/release/${release.id}`,
    width: String(data.width),
    height: String(data.height),
    title: "Reel to Reel by Halden Drift",
  });

  const embed = await request.get(new URL(frame.src).pathname);
  expect(embed.status()).toBe(200);
  expect(embed.headers()["content-security-policy"]).toMatch(/(^|;\s*)frame-ancestors \*($|;)/);
  for (const path of [REEL, "/", "/artist/halden-drift"]) {
    expect((await request.get(path)).headers()["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
  }

  // Too short for the standard player: the compact one, the same page in a lower frame.
  const short = await (
    await request.get(`/oembed?${new URLSearchParams({ url: `${baseURL}${REEL}`, maxheight: "150", maxwidth: "400" })}`)
  ).json();
  const compact = await iframeOf(page, short.html);
  expect([short.width, short.height, compact.src]).toEqual([400, 120, `${baseURL}/embed/release/${release.id}`]);
});

test("the oEmbed endpoint answers json only, and says what it cannot answer", async ({ request, baseURL }) => {
  const { release, tracks } = await reelTracks();
  const ask = (query: Record<string, string>) => request.get(`/oembed?${new URLSearchParams(query)}`);
  const track = await ask({ url: `${baseURL}/embed/release/${release.id}#track-${tracks[0]!.id}`, maxheight: "120" });
  expect(track.status()).toBe(200);
  expect(await track.json()).toMatchObject({ type: "rich", title: tracks[0]!.title, height: 120 });
  for (const [query, status] of [
    [{ url: `${baseURL}${REEL}`, format: "xml" }, 501],
    [{ url: `${baseURL}/releases/halden-drift/no-such-release` }, 404],
    [{ url: `${baseURL}/embed/release/${crypto.randomUUID()}` }, 404],
    [{ url: `${baseURL}/embed/release/${release.id}#track-${crypto.randomUUID()}` }, 404],
    [{ url: `https://elsewhere.example/embed/release/${release.id}` }, 404],
    [{ url: `${baseURL}/press` }, 404],
    [{ url: `${baseURL}${REEL}`, maxheight: "40" }, 404],
    [{ url: `${baseURL}${REEL}`, maxwidth: "wide" }, 400],
    [{}, 400],
  ] as const) {
    const answer = await ask(query);
    expect(answer.status(), JSON.stringify(query)).toBe(status);
    expect(await answer.text(), JSON.stringify(query)).not.toMatch(/at \w+ \(|node_modules/);
  }
  expect((await request.post(`/oembed?url=${encodeURIComponent(`${baseURL}${REEL}`)}`)).status()).toBe(405);
});

/** The embed's frame inside the other site's page. */
async function embedFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes("/embed/"))).toBe(true);
  return page.frames().find((f) => f.url().includes("/embed/"))!;
}

const frameAudio = (frame: Frame) =>
  frame.evaluate(() => {
    const playing = [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].find((a) => !a.paused);
    return playing?.currentTime ?? 0;
  });

test("an embed plays inside a page of another site, with no policy violation", async ({ page, request, baseURL }) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to frame/i.test(message.text())) cspErrors.push(message.text());
  });
  const { release, tracks } = await reelTracks();
  const answer = await (
    await request.get(`/oembed?${new URLSearchParams({ url: `${baseURL}/embed/release/${release.id}#track-${tracks[1]!.id}` })}`)
  ).json();
  const blog = await fanBlog(answer.html);
  try {
    await page.goto(blog.url);
    const frame = await embedFrame(page);
    expect(new URL(frame.url()).origin).toBe(baseURL);
    const embed = page.frameLocator("iframe");
    const player = embed.getByRole("region", { name: "Player" });
    // The player is ready with the track before anything plays; the page shows that track, not the release's tracklist.
    await expect(player.getByTestId("player-title")).toHaveText(tracks[1]!.title);
    await expect(embed.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${tracks[1]!.title}`));
    await expect(embed.getByTestId("tracklist")).toBeHidden();
    await player.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => frameAudio(frame)).toBeGreaterThan(0.3);
    await expect(player.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
    expect(cspErrors).toEqual([]);
  } finally {
    await blog.close();
  }
});

test("a track's embed address of before, pasted into another site, is redirected to its release's embed and plays that track; oEmbed answers for it", async ({
  page,
  request,
  baseURL,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to frame|X-Frame-Options/i.test(message.text()))
      cspErrors.push(message.text());
  });
  const { release, tracks } = await reelTracks();
  const track = tracks[1]!;
  // Both old addresses of a track's embed, and a release's compact one, name the embeds of now.
  for (const [old, src] of [
    [`/embed/track/${track.id}`, `/embed/release/${release.id}#track-${track.id}`],
    [`/embed/track/${track.id}/compact`, `/embed/release/${release.id}#track-${track.id}`],
    [`/embed/release/${release.id}/compact`, `/embed/release/${release.id}`],
  ] as const) {
    const answer = await request.get(`/oembed?${new URLSearchParams({ url: `${baseURL}${old}` })}`);
    expect(answer.status(), old).toBe(200);
    expect((await iframeOf(page, (await answer.json()).html)).src, old).toBe(`${baseURL}${src}`);
  }
  const blog = await fanBlog(
    `<iframe src="${baseURL}/embed/track/${track.id}/compact" width="560" height="120" title="${track.title}"></iframe>`,
  );
  try {
    await page.goto(blog.url);
    const frame = await embedFrame(page);
    await expect.poll(() => frame.url()).toBe(`${baseURL}/embed/release/${release.id}#track-${track.id}`);
    const player = page.frameLocator("iframe").getByRole("region", { name: "Player" });
    await expect(player.getByTestId("player-title")).toHaveText(track.title);
    await player.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => frameAudio(frame)).toBeGreaterThan(0.3);
    expect(cspErrors).toEqual([]);
  } finally {
    await blog.close();
  }
});

test("a release's standard embed plays from its tracklist inside another site's page", async ({ page, baseURL }) => {
  const { release } = await reelTracks();
  const blog = await fanBlog(
    `<iframe src="${baseURL}/embed/release/${release.id}" width="560" height="420" title="Reel to Reel"></iframe>`,
  );
  try {
    await page.goto(blog.url);
    const frame = await embedFrame(page);
    const embed = page.frameLocator("iframe");
    await embed.getByRole("button", { name: "Play Splice Room" }).click();
    await expect(embed.getByRole("region", { name: "Player" }).getByTestId("player-title")).toHaveText("Splice Room");
    await expect.poll(() => frameAudio(frame)).toBeGreaterThan(0.3);
    // Links open the label's site in a new tab, never inside the frame.
    await expect(embed.getByTestId("embed-title")).toHaveAttribute("target", "_blank");
  } finally {
    await blog.close();
  }
});

test("an embed plays from the keyboard alone and has no serious accessibility finding", async ({ page }) => {
  const { release } = await reelTracks();
  // The standard frame, then the compact one: the same page in a frame 120 px high.
  for (const height of [420, 120]) {
    await page.setViewportSize({ width: 560, height });
    await page.goto(`/embed/release/${release.id}`);
    const player = page.getByRole("region", { name: "Player" });
    await expect(player.getByTestId("player-title")).toBeVisible();
    await expect(page.getByTestId("tracklist")).toBeVisible({ visible: height > 120 });
    await expectNoSeriousViolations(page, { what: `${height} px` });
  }
  // From the top of the compact embed: the title, the label's link, then the player's buttons.
  await expect
    .poll(async () => {
      await page.keyboard.press("Tab");
      return page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    })
    .toBe("Play");
  await page.keyboard.press("Enter");
  await expect.poll(() => frameAudio(page.mainFrame())).toBeGreaterThan(0.3);
});

test("opening an embed fetches no audio until Play, then it plays; the page has its main landmark", async ({ page }) => {
  const { release } = await reelTracks();
  const audioRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/audio/")) audioRequests.push(request.url());
  });
  await page.setViewportSize({ width: 560, height: 420 });
  await page.goto(`/embed/release/${release.id}`, { waitUntil: "networkidle" });
  const player = page.getByRole("region", { name: "Player" });
  await expect(player.getByTestId("player-title")).toHaveText(release.tracks[0]!.title);
  await expect(page.getByRole("main")).toHaveCount(1);
  // The bar's cued element has no source yet: nothing to fetch, nothing fetched.
  expect(
    await page.evaluate(() => [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].map((a) => a.networkState)),
  ).toEqual([0, 0]); // NETWORK_EMPTY
  expect(audioRequests).toEqual([]);

  await player.getByRole("button", { name: "Play", exact: true }).click();
  await expect.poll(() => frameAudio(page.mainFrame())).toBeGreaterThan(0.3);
  expect(audioRequests.length).toBeGreaterThan(0);
});

test("without JavaScript an embed is a plain audio element that plays", async ({ browser, baseURL }) => {
  const { release, tracks } = await reelTracks();
  // A track's compact embed: its own element alone, picked by the fragment and the frame's height (CSS, no script).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 560, height: 120 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/embed/release/${release.id}#track-${tracks[1]!.id}`);
  const audio = page.locator("audio[controls]:visible");
  await expect(audio).toHaveCount(1);
  await expect(audio).toHaveAttribute("aria-label", tracks[1]!.title);
  await expect(page.getByTestId("embed-player")).toBeEmpty();
  // The page runs no script; the test starts the element as its play control does.
  await audio.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
  // A release's compact embed: its first playable track; its standard embed: each playable track of its tracklist.
  await page.goto(`${baseURL}/embed/release/${release.id}`);
  await expect(page.locator("audio[controls]:visible")).toHaveCount(1);
  await expect(page.locator("audio[controls]:visible")).toHaveAttribute("aria-label", tracks[0]!.title);
  await page.setViewportSize({ width: 560, height: 420 });
  await expect(page.locator("audio[controls]:visible")).toHaveCount(9);
  await context.close();
});
