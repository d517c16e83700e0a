import { describe, expect, it } from "vitest";
import { breakableSpaces } from "../../../src/lib/domain/shared/richTextSpaces";

/** What Quill 2.0.3's getSemanticHTML writes for typed text: every space as &nbsp;. */
const QUILL_PARAGRAPH = "<p>Forty&nbsp;words&nbsp;of&nbsp;tape&nbsp;notes,&nbsp;<strong>bold&nbsp;ones</strong>&nbsp;too.</p>";

describe("breakableSpaces (docs/decisions.md#press-text-spaces)", () => {
  it("turns each lone non-breaking space between words into a normal one, across tags too", () => {
    expect(breakableSpaces(QUILL_PARAGRAPH)).toBe("<p>Forty words of tape notes, <strong>bold ones</strong> too.</p>");
  });

  it("does so in every spelling of the non-breaking space", () => {
    expect(breakableSpaces("<p>a&#160;b&#xA0;c&#x00a0;d\u00a0e&NBSP;f</p>")).toBe("<p>a b c d e f</p>");
  });

  it("keeps the width of a run, alternating from a non-breaking space, so a line can still break inside it", () => {
    expect(breakableSpaces("<p>a&nbsp;&nbsp;b</p>")).toBe("<p>a&nbsp; b</p>");
    expect(breakableSpaces("<p>a&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;b</p>")).toBe("<p>a&nbsp; &nbsp; &nbsp;b</p>");
    expect(breakableSpaces("<p>&nbsp;&nbsp;Indented</p>")).toBe("<p>&nbsp; Indented</p>");
  });

  it("leaves tags, attribute values and runs of normal spaces alone", () => {
    const html = '<p><img alt="a&nbsp;b" src="https://x.test/a.png">  text <a href="https://x.test/?q=a&nbsp;b">x</a></p>';
    expect(breakableSpaces(html)).toBe(html);
  });

  it("is idempotent: clean HTML is its own result", () => {
    for (const html of [QUILL_PARAGRAPH, "<p>a&nbsp;&nbsp;&nbsp;b</p>", "<p>&nbsp;</p>"]) {
      const once = breakableSpaces(html);
      expect(breakableSpaces(once)).toBe(once);
    }
  });

  it("scans a long run of '<' in linear time", () => {
    const hostile = "<".repeat(200_000) + "&nbsp;";
    expect(breakableSpaces(hostile)).toBe("<".repeat(200_000) + " ");
  });
});
