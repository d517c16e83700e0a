import { describe, expect, it } from "vitest";
import { htmlToText, IMAGE_IN_TEXT } from "../../../src/lib/domain/shared/htmlText";
import { changedValueText } from "../../../src/lib/domain/publishing";

describe("htmlToText", () => {
  it("reads a post as lines of text: tags dropped, entities decoded, spaces collapsed", () => {
    const html =
      "<h2>Studio&nbsp;Diary</h2><p>Monday:&nbsp;<strong>loops</strong> &amp; tape&nbsp;&nbsp;hiss</p><ul><li>one</li><li>two &lt;3</li></ul><p><br></p><p>Line<br>break &#8212; done&#x21;</p>";
    expect(htmlToText(html)).toBe("Studio Diary\nMonday: loops & tape hiss\none\ntwo <3\nLine\nbreak — done!");
  });

  it("shows an image as a placeholder, and leaves unknown or impossible entities as written", () => {
    expect(htmlToText('<p>Cover <img src="/media/x/800.webp"> art</p>')).toBe(`Cover ${IMAGE_IN_TEXT} art`);
    expect(htmlToText("<p>&bogus; &#99999999;</p>")).toBe("&bogus; &#99999999;");
  });

  it("is empty for markup without text", () => {
    expect(htmlToText("<p> &nbsp; </p><p><br></p>")).toBe("");
  });
});

describe("changedValueText: a change as the audit log and the version history show it", () => {
  it("shows a press post's content as its text", () => {
    expect(changedValueText("press_posts", "content", "<p>Text&nbsp;from&nbsp;the&nbsp;editor</p><p>Second</p>")).toBe(
      "Text from the editor\nSecond",
    );
  });

  it("shows other fields, and HTML-looking text elsewhere, as they are", () => {
    expect(changedValueText("press_posts", "title", "<b>Title</b>")).toBe("<b>Title</b>");
    expect(changedValueText("artists", "bio", "<p>Bio</p>")).toBe("<p>Bio</p>");
    expect(changedValueText("press_posts", "content", null)).toBe("—");
    expect(changedValueText("press_posts", "content", "<p><br></p>")).toBe("—");
  });
});
