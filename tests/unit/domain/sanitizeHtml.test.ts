// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { isAllowedImageSrc, isAllowedLinkUrl } from "../../../src/lib/domain/shared/richText";

describe("rich-text sanitizing (docs/product.md#rich-text)", () => {
  it("keeps http, https, mailto and tel links", () => {
    for (const href of ["https://a.test/x", "http://a.test", "mailto:a@b.test", "tel:+123"]) {
      expect(isAllowedLinkUrl(href)).toBe(true);
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it("blanks links with any other protocol", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript");
    expect(sanitizeRichText('<a href="ftp://a.test/f">x</a>')).toBe('<a href="about:blank">x</a>');
  });

  it("keeps http(s) jpg/jpeg/gif/png and data-image sources, blanks others", () => {
    expect(sanitizeRichText('<img src="https://a.test/p.PNG">')).toBe('<img src="https://a.test/p.PNG">');
    expect(sanitizeRichText('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')).toContain("data:image/gif");
    expect(sanitizeRichText('<img src="https://a.test/p.svg">')).toBe("<img>");
    expect(sanitizeRichText('<img src="data:text/html;base64,PHA+">')).toBe("<img>");
    expect(isAllowedImageSrc("https://a.test/photo.jpeg?w=200")).toBe(true);
  });

  it("drops scripts, event handlers and unknown tags, keeps the toolbar's markup", () => {
    const html =
      '<h2 onclick="x()">T</h2><script>bad()</script><iframe src="https://x.test"></iframe><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><blockquote>q</blockquote><pre>code</pre>';
    expect(sanitizeRichText(html)).toBe(
      "<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><blockquote>q</blockquote><pre>code</pre>",
    );
  });

  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_blank">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps no style: a post cannot lay a fixed overlay over its page", () => {
    const overlay =
      '<p>Read on</p><a href="https://evil.test/login" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;background:url(https://evil.test/x.png)">Sign in</a>';
    expect(sanitizeRichText(overlay)).toBe('<p>Read on</p><a href="https://evil.test/login">Sign in</a>');
    expect(sanitizeRichText('<div style="position:absolute;inset:0"><span style="font-size:900px">x</span></div>')).toBe(
      "<div><span>x</span></div>",
    );
    expect(sanitizeRichText("<style>body{display:none}</style><p>x</p>")).toBe("<p>x</p>");
  });

  it("keeps only the editor's own classes: the site's utility classes could position content too", () => {
    expect(sanitizeRichText('<p class="ql-align-center fixed inset-0 z-50">x</p>')).toBe('<p class="ql-align-center">x</p>');
    expect(sanitizeRichText('<a href="https://a.test" class="fixed inset-0 w-screen h-screen">x</a>')).toBe(
      '<a href="https://a.test">x</a>',
    );
    expect(sanitizeRichText('<li class="ql-indent-2">x</li>')).toBe('<li class="ql-indent-2">x</li>');
  });

  it("a link opens in this tab or a new one, never in a named frame", () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_top">x</a>')).toBe('<a href="https://a.test">x</a>');
  });
});

describe("spaces in sanitized rich text (docs/decisions.md#press-text-spaces)", () => {
  it("stores normal spaces between words, whatever the client sent", () => {
    const typed = "<p>On&nbsp;a&nbsp;phone&nbsp;this&nbsp;wraps,&nbsp;<em>line&nbsp;by</em>&nbsp;line.</p>";
    expect(sanitizeRichText(typed)).toBe("<p>On a phone this wraps, <em>line by</em> line.</p>");
    expect(sanitizeRichText("<p>a\u00a0b&#160;c</p>")).toBe("<p>a b c</p>");
  });

  it("keeps a run's width with a breakable space in it, and sanitizes its own output to itself", () => {
    const once = sanitizeRichText("<p>two&nbsp;&nbsp;spaces&nbsp;&nbsp;&nbsp;three</p>");
    expect(once).toBe("<p>two&nbsp; spaces&nbsp; &nbsp;three</p>");
    expect(sanitizeRichText(once)).toBe(once);
  });
});
