import { beforeEach, describe, expect, it } from "vitest";
import { resanitizePressPosts } from "../../../src/lib/data/catalog/resanitizePressPosts";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { makePressPost } from "../../factories";
import { recordedChanges, repositories, resetDatabase } from "../support";

const repos = repositories();
beforeEach(resetDatabase);

const OVERLAY =
  '<p>News</p><a href="https://evil.test/login" style="position:fixed;inset:0;z-index:9999" class="fixed inset-0">Sign in</a>';

describe("re-sanitizing stored press posts (migration)", () => {
  it("cleans posts saved before the sanitizer refused style, and queues their pages", async () => {
    const dirty = await repos.pressPosts.set(makePressPost({ content: OVERLAY, is_published: true, published_at: new Date() }));
    const clean = await repos.pressPosts.set(makePressPost({ content: "<p>Already clean</p>" }));
    // A document that is no press post the product could have written: skipped, not a reason to stop.
    await repos.db.collection("press_posts").doc("not-a-post").set({ title: "Post", body: OVERLAY });

    expect(await resanitizePressPosts(repos, sanitizeRichText)).toEqual([dirty.id]);
    expect((await repos.pressPosts.get(dirty.id))?.content).toBe('<p>News</p><a href="https://evil.test/login">Sign in</a>');
    expect((await repos.pressPosts.get(clean.id))?.content).toBe("<p>Already clean</p>");
    expect(await recordedChanges()).toEqual([`press_posts:${dirty.id}`]);
  });

  it("gives posts typed before spaces were stored as spaces words a line can break between", async () => {
    const typed = await repos.pressPosts.set(
      makePressPost({
        content:
          "<p>Every&nbsp;space&nbsp;typed&nbsp;in&nbsp;the&nbsp;<strong>editor</strong>&nbsp;&nbsp;was&nbsp;stored&nbsp;like&nbsp;this.</p>",
        is_published: true,
        published_at: new Date(),
      }),
    );
    const spaced = await repos.pressPosts.set(makePressPost({ content: "<p>Already spaced&nbsp; twice.</p>" }));

    expect(await resanitizePressPosts(repos, sanitizeRichText)).toEqual([typed.id]);
    expect((await repos.pressPosts.get(typed.id))?.content).toBe(
      "<p>Every space typed in the <strong>editor</strong>&nbsp; was stored like this.</p>",
    );
    expect((await repos.pressPosts.get(spaced.id))?.content).toBe("<p>Already spaced&nbsp; twice.</p>");
    expect(await recordedChanges()).toEqual([`press_posts:${typed.id}`]);
  });

  it("changes nothing the second time", async () => {
    await repos.pressPosts.set(makePressPost({ content: OVERLAY }));
    await resanitizePressPosts(repos, sanitizeRichText);
    expect(await resanitizePressPosts(repos, sanitizeRichText)).toEqual([]);
    expect(await recordedChanges()).toHaveLength(1);
  });
});
