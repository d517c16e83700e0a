import { describe, expect, it } from "vitest";
import {
  jsonLdText,
  musicAlbumJsonLd,
  musicGroupJsonLd,
  newsArticleJsonLd,
  robotsTxt,
  rssXml,
  sitemapXml,
  xmlEscape,
} from "../../../src/lib/site/seo";
import { artistPage, pressPostPage, releasePage } from "../../../src/lib/site/views";
import { NOW, ann, duet, index, post } from "./fixtures";

const site = "https://label.test";

describe("JSON-LD", () => {
  it("describes an artist as a MusicGroup", () => {
    expect(musicGroupJsonLd(artistPage(index, ann), site)).toMatchObject({
      "@type": "MusicGroup",
      name: "Ann",
      url: "https://label.test/artist/ann",
      image: "https://img.test/ann.jpg",
      sameAs: ["https://instagram.com/ann", "https://ann.example"],
    });
  });

  it("describes a release as a MusicAlbum with byArtist and datePublished, at its canonical URL", () => {
    const data = musicAlbumJsonLd(releasePage(index, duet, index.artistsById.get("bob")!, NOW), site);
    expect(data).toMatchObject({
      "@type": "MusicAlbum",
      name: "Duet",
      url: "https://label.test/releases/ann/duet",
      datePublished: "2025-02-10",
      byArtist: [
        { "@type": "MusicGroup", name: "Ann", url: "https://label.test/artist/ann" },
        { "@type": "MusicGroup", name: "Bob", url: "https://label.test/artist/bob" },
      ],
    });
  });

  it("describes a post as a NewsArticle", () => {
    const data = newsArticleJsonLd(
      pressPostPage(post, (h) => h),
      site,
      { name: "Label", logo: "/logo.svg" },
    );
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: "News",
      datePublished: "2025-04-01T10:00:00.000Z",
      publisher: { name: "Label", logo: { url: "https://label.test/logo.svg" } },
    });
  });

  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("sitemap, feed, robots", () => {
  it("escapes XML", () => {
    expect(xmlEscape(`a & <b> "c" 'd'`)).toBe("a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;");
    // Characters XML 1.0 cannot carry would make the whole feed unreadable: they are dropped.
    expect(xmlEscape("Bad\u0000 title\u0007\u001b\uFFFE \uD800x \u{1F3B5}\ttab")).toBe("Bad title x \u{1F3B5}\ttab");
    expect(sitemapXml(["https://label.test/?a=1&b=2"])).toContain("<loc>https://label.test/?a=1&amp;b=2</loc>");
  });

  it("writes an RSS 2.0 channel with one item per post", () => {
    const xml = rssXml({ title: "Press", description: "News", url: "https://label.test/press", feedUrl: "https://label.test/rss.xml" }, [
      { title: "A & B", url: "https://label.test/press/a", description: null, publishedAt: new Date("2025-04-01T10:00:00Z") },
    ]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<item><title>A &amp; B</title><link>https://label.test/press/a</link>");
    expect(xml).toContain("<pubDate>Tue, 01 Apr 2025 10:00:00 GMT</pubDate>");
    expect(xml).not.toContain("<description></description>");
  });

  it("keeps the back office out of search engines and names the sitemap", () => {
    expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nSitemap: https://label.test/sitemap.xml\n");
  });
});
