import { expect as baseExpect, test } from "@playwright/test";
import { waitForIslands } from "./hydration";
import { e2eRepositories } from "./siteData";

/**
 * The public site against the whole local stack with its seed. Counts are
 * read from the page where other specs may have added content meanwhile.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const showing = (kind: string) => new RegExp(`^Showing (\\d+) of (\\d+) ${kind}$`);

test("the navigation reaches every list, and each page has its title", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, heading, title] of [
    ["ARTISTS", "ARTISTS", "Artists"],
    ["RELEASES", "RELEASES", "Releases"],
    ["PRESS", "PRESS", "Press"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Static Bloom Records`);
  }
  await expect(nav.getByRole("link", { name: "SUBMIT DEMO" })).toHaveAttribute("href", "/submit-demo");
  await nav.getByRole("link", { name: /STATIC BLOOM/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("artists: search by name, genre filter, empty state, and the filter in the URL (shared links, back button)", async ({ page }) => {
  await page.goto("/artists");
  await waitForIslands(page);
  const count = page.getByText(showing("artists"));
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(showing("artists"))![2]);

  await page.getByPlaceholder("Search artists...").fill("mira");
  await expect(page.getByText(`Showing 1 of ${total} artists`)).toBeVisible();
  await expect(page.getByTestId("artist-card")).toHaveText([/Mira Osei/]);
  await expect(page).toHaveURL(/\/artists\?q=mira$/);

  await page.getByPlaceholder("Search artists...").fill("");
  await page.getByRole("combobox", { name: "Genre" }).selectOption({ label: "Techno" });
  await expect(page.getByTestId("artist-card")).toHaveText([/Northbound Static/]);
  await expect(page).toHaveURL(/genre=techno/);

  await page.getByPlaceholder("Search artists...").fill("zzzz");
  await expect(page.getByText("No artists found matching your criteria")).toBeVisible();

  // A shared link opens the same filtered list; back returns to the previous filter.
  await page.goto("/artists?genre=ambient");
  await waitForIslands(page);
  await expect(page.getByTestId("artist-card")).toHaveText([/Halden Drift/]);
  await expect(page.getByRole("combobox", { name: "Genre" })).toHaveValue("ambient");
  await page.getByRole("combobox", { name: "Genre" }).selectOption({ label: "Folk" });
  await expect(page.getByTestId("artist-card")).toHaveText([/Sable Fen/]);
  await page.goBack();
  await expect(page).toHaveURL(/genre=ambient/);
  await expect(page.getByTestId("artist-card")).toHaveText([/Halden Drift/]);

  // Drafts are not listed, not even in the data file behind the list.
  await page.goto("/artists?q=unsigned");
  await expect(page.getByText("No artists found matching your criteria")).toBeVisible();
  const data = await (await page.request.get("/data/artists.json")).text();
  expect(data).toContain("Halden Drift");
  expect(data).not.toContain("Unsigned Project");
});

test("releases: month headings, pagination in the URL, search by a credited artist", async ({ page }) => {
  await page.goto("/releases");
  await waitForIslands(page);
  const count = page.getByText(showing("releases"));
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(showing("releases"))![2]);
  expect(total).toBeGreaterThan(12);
  await expect(page.getByTestId("release-card")).toHaveCount(12);
  await expect(page.getByRole("heading", { level: 2, name: "OCTOBER 2026" })).toBeVisible();
  // The first row is the first screen: fetched at once, its first cover first; the rest wait for scrolling.
  const covers = page.getByTestId("release-card").locator("img");
  await expect(covers.nth(0)).toHaveAttribute("fetchpriority", "high");
  await expect(covers.nth(3)).toHaveAttribute("loading", "eager");
  await expect(covers.nth(4)).toHaveAttribute("loading", "lazy");

  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pagination.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/releases\?page=2$/);
  await expect(page.getByTestId("release-card")).toHaveCount(Math.min(12, total - 12));
  await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/releases$/);
  await expect(page.getByTestId("release-card")).toHaveCount(12);

  // "Drift and Engines" is Halden Drift's, with Quiet Engines credited second.
  await page.getByPlaceholder("Search releases...").fill("quiet engines");
  await expect(page.getByText(`Showing 3 of ${total} releases`)).toBeVisible();
  await expect(page.getByTestId("release-card").filter({ hasText: "Drift and Engines" })).toContainText("Halden Drift, Quiet Engines");

  // A search resets the page to 1.
  await page.goto("/releases?page=2");
  await waitForIslands(page);
  await page.getByPlaceholder("Search releases...").fill("o");
  await expect(page).toHaveURL(/\?q=o$/);

  await page.getByPlaceholder("Search releases...").fill("no such release");
  await expect(page.getByText("No releases found matching your search")).toBeVisible();
  await expect(page.getByText("Unfinished Session")).toHaveCount(0);
});

test("artist page: details, social links, releases, the streaming section, and sharing data", async ({ page }) => {
  await page.goto("/artist/halden-drift");
  await expect(page.getByRole("heading", { level: 1, name: "Halden Drift" })).toBeVisible();
  await expect(page.getByText("Ambient", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Instagram/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /^Facebook/ })).toHaveCount(0);
  const releases = page.locator("section", { has: page.getByRole("heading", { name: "RELEASES" }) });
  await expect(releases.getByTestId("release-card").first()).toContainText("Coming Tide");
  await expect(releases.getByTestId("release-card").filter({ hasText: "Unfinished Session" })).toHaveCount(0);

  // The streaming releases load in the browser; whatever the service answers, the loading text goes away.
  const streaming = page.locator("section", { has: page.getByRole("heading", { name: "ON SPOTIFY" }) });
  await streaming.scrollIntoViewIfNeeded();
  await expect(streaming.getByText("LOADING SPOTIFY RELEASES...")).toHaveCount(0, { timeout: 30_000 });
  await expect(streaming.getByTestId("spotify-releases").or(streaming.getByText("NO SPOTIFY RELEASES FOUND"))).toBeVisible();

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ "@type": "MusicGroup", name: "Halden Drift" });

  // An artist without a streaming id has no such section; one without an image gets the placeholder.
  await page.goto("/artist/yuki-tanabe");
  await expect(page.getByRole("heading", { name: "ON SPOTIFY" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Yuki Tanabe" })).toHaveAttribute("src", "/images/placeholder-artist.svg");
});

test("release page: artists, date, listen links, embed, credits, about the artist, canonical copy", async ({ page }) => {
  await page.goto("/releases/halden-drift/reel-to-reel");
  await expect(page.getByRole("heading", { level: 1, name: "Reel to Reel" })).toBeVisible();
  await expect(page.getByText("October 3, 2026")).toBeVisible();
  const listen = page.getByTestId("listen-links");
  await expect(listen.getByRole("heading", { name: "LISTEN ON:" })).toBeVisible();
  // Out everywhere: 30+ platforms, streaming services then stores, each source credited.
  const streaming = listen.locator("div", { has: page.getByRole("heading", { name: "STREAM", exact: true }) }).getByRole("link");
  const stores = listen.locator("div", { has: page.getByRole("heading", { name: "BUY & DOWNLOAD" }) }).getByRole("link");
  await expect(streaming.first()).toHaveText(/Spotify/);
  await expect(streaming.filter({ hasText: "KKBOX" })).toHaveAttribute("href", /kkbox\.com/);
  await expect(stores.filter({ hasText: "Beatport" })).toHaveAttribute("href", /beatport\.com/);
  expect((await streaming.count()) + (await stores.count())).toBeGreaterThanOrEqual(30);
  await expect(listen.getByRole("link", { name: "Links powered by Songlink/Odesli" })).toHaveAttribute(
    "href",
    "https://album.link/s/1ReelToReelSeedAlbum01",
  );
  await expect(listen.getByRole("link", { name: "Links from MusicBrainz (CC0)" })).toHaveAttribute(
    "href",
    /^https:\/\/musicbrainz\.org\/release\//,
  );
  await expect(listen.getByRole("link", { name: /Spotify/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "PRE-SAVE NOW" })).toHaveCount(0);
  await expect(page.getByTestId("album-embed")).toHaveAttribute("height", "380");

  const credits = page.locator("section", { has: page.getByRole("heading", { name: "PRODUCTION CREDITS" }) });
  for (const [label, names] of [
    ["Produced by", "Halden Drift, Ines Valo"],
    ["Written by", "Halden Drift"],
    ["Engineered by", "Tom Akers"],
    ["Mixed by", "Ines Valo"],
    ["Mastered by", "Rae Lindqvist"],
  ] as const) {
    await expect(credits.getByText(label, { exact: true })).toBeVisible();
    await expect(credits.getByText(names, { exact: true })).toBeVisible();
  }
  const about = page.locator("section", { has: page.getByRole("heading", { name: "ABOUT THE ARTIST" }) });
  await expect(about.getByTestId("artist-bio")).toHaveCSS("-webkit-line-clamp", "4");
  await expect(about.getByRole("link", { name: /VIEW ARTIST/ })).toHaveAttribute("href", "/artist/halden-drift");

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "music.album");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /cover-1\.svg$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ "@type": "MusicAlbum", datePublished: "2026-10-03", byArtist: [{ name: "Halden Drift" }] });

  // A collaboration is reachable under each credited artist, canonical under the primary one.
  await page.goto("/releases/quiet-engines/drift-and-engines");
  await expect(page.getByRole("link", { name: "Halden Drift", exact: true })).toHaveAttribute("href", "/artist/halden-drift");
  await expect(page.getByRole("link", { name: "Quiet Engines", exact: true })).toHaveAttribute("href", "/artist/quiet-engines");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/releases\/halden-drift\/drift-and-engines$/);
  await expect(page.getByTestId("album-embed")).toHaveCount(0);
});

test("an upcoming release offers pre-save, and switches to the listen links on its release day without a rebuild", async ({ page }) => {
  await page.goto("/releases/halden-drift/coming-tide");
  await expect(page.getByRole("link", { name: "PRE-SAVE NOW" })).toHaveAttribute("href", "/pre-save/halden-drift/coming-tide");
  await expect(page.getByRole("heading", { name: "LISTEN ON:" })).toHaveCount(0);

  // The label's clock is UTC here: a second before midnight of the release date nothing changes.
  // The release date's <time>, not the tracklist's durations (PT…).
  const releaseDay = await page.locator("time:not([datetime^='PT'])").getAttribute("datetime");
  const midnight = new Date(`${releaseDay}T00:00:00Z`).getTime();
  await page.clock.setFixedTime(midnight - 1_000);
  await page.reload();
  await expect(page.getByRole("link", { name: "PRE-SAVE NOW" })).toBeVisible();
  await page.clock.setFixedTime(midnight + 1_000);
  await page.reload();
  await expect(page.getByRole("link", { name: "PRE-SAVE NOW" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "LISTEN ON:" })).toBeVisible();

  // Its pre-save page trades the form for the links at the same moment.
  await page.goto("/pre-save/halden-drift/coming-tide");
  await expect(page.getByTestId("pre-save-form")).toHaveCount(0);
  await expect(page.getByText(/^Released \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "LISTEN NOW ON:" })).toBeVisible();
  await expect(page.getByTestId("listen-links").getByRole("link", { name: /SoundCloud/ })).toHaveAttribute("href", /soundcloud\.com/);
});

test("pre-save page: date line, email check, powered-by line; other pre-save addresses are not available", async ({ page }) => {
  await page.goto("/pre-save/halden-drift/coming-tide");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1, name: "Coming Tide" })).toBeVisible();
  await expect(page.getByText(/^Releasing \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText("Powered by Static Bloom Records")).toBeVisible();

  await page.getByLabel("EMAIL (OPTIONAL)").fill("not-an-email");
  await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
  await expect(page.getByTestId("form-status").getByText("Invalid email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "PRE-SAVE NOW" })).toBeEnabled();

  // A recorded pre-save: the spec's toast, the busy label, then the service's pre-save page after 1.5 s.
  await page.route("https://open.spotify.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Spotify</title>" }));
  await page.getByLabel("EMAIL (OPTIONAL)").fill(`fan-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "PRE-SAVE NOW" }).click();
  await expect(page.getByText("Pre-save recorded! Redirecting...")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "REDIRECTING..." })).toBeDisabled();
  await page.waitForURL(/^https:\/\/open\.spotify\.com\/prerelease\//, { timeout: 10_000 });

  const response = await page.goto("/pre-save/halden-drift/reel-to-reel");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PRE-SAVE NOT AVAILABLE" })).toBeVisible();
  await expect(page.getByText("This release is not available for pre-save.")).toBeVisible();
});

test("press: newest first with READ MORE, the post page, drafts kept out", async ({ page }) => {
  await page.goto("/press");
  const cards = page.getByTestId("press-card");
  await expect(cards.first()).toContainText("Halden Drift announces Coming Tide");
  await expect(cards.first()).toContainText("November 10, 2026");
  await expect(cards.first()).toContainText("READ MORE");
  // The first row (3 across) is the first screen; the others wait for scrolling.
  await expect(cards.nth(0).locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(cards.nth(2).locator("img")).toHaveAttribute("loading", "eager");
  await expect(cards.nth(3).locator("img")).toHaveAttribute("loading", "lazy");
  await expect(page.getByText("Draft: spring showcase line-up")).toHaveCount(0);

  await cards.filter({ hasText: "Reel to Reel: inside the tape room" }).click();
  await expect(page).toHaveURL(/\/press\/reel-to-reel-inside-the-tape-room$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reel to Reel: inside the tape room" })).toBeVisible();
  await expect(page.getByTestId("post-content").getByRole("link", { name: "get tickets" })).toHaveAttribute(
    "href",
    "https://example.com/tickets",
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({ "@type": "NewsArticle" });
  await page.getByRole("link", { name: "← BACK TO PRESS" }).first().click();
  await expect(page).toHaveURL(/\/press$/);
});

test("not-found states: unknown, draft or missing artists, releases and posts", async ({ page }) => {
  for (const [path, text] of [
    ["/artist/unsigned-project", "ARTIST NOT FOUND"],
    ["/releases/mira-osei/unfinished-session", "RELEASE NOT FOUND"],
    ["/press/draft-spring-showcase-line-up", "POST NOT FOUND"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: text })).toBeVisible();
    await expect(page.getByRole("link", { name: "BACK TO HOME" })).toHaveAttribute("href", "/");
  }
});

test("the 404 page logs the missing path (no query string)", async ({ page }) => {
  const repos = await e2eRepositories();
  const path = `/no-such-page-${Date.now()}`;
  await page.goto(`${path}?secret=1`);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(async () => (await repos.missingPaths.listNewest(20)).map((m) => m.path), { timeout: 20_000 }).toContain(path);
});

test("sitemap, RSS feed and robots.txt list published content only", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/artist/halden-drift</loc>");
  expect(sitemap).toContain("/releases/halden-drift/drift-and-engines</loc>");
  expect(sitemap).not.toContain("/releases/quiet-engines/drift-and-engines</loc>");
  expect(sitemap).not.toContain("unsigned-project");
  expect(sitemap).not.toContain("unfinished-session");

  const feed = await request.get("/rss.xml");
  expect(feed.headers()["content-type"]).toContain("xml");
  const rss = await feed.text();
  expect(rss).toContain("<title>Halden Drift announces Coming Tide</title>");
  expect(rss).not.toContain("Draft: spring showcase");

  const releasesData = await (await request.get("/data/releases.json")).text();
  expect(releasesData).not.toContain("Unfinished Session");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});
