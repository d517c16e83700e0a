// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { isAllowedImageSrc, isAllowedLinkUrl } from "../../../src/lib/domain/richText";

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
    const html = '<h2 onclick="x()">T</h2><script>bad()</script><iframe src="https://x.test"></iframe><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><blockquote>q</blockquote><pre>code</pre>';
    expect(sanitizeRichText(html)).toBe("<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>1</li></ol><blockquote>q</blockquote><pre>code</pre>");
  });

  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_blank">x</a>')).toBe('<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
