import { expect, it } from "vitest";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { memoizeByInput, sanitizePostHtml } from "../../../src/lib/site/sanitizedPosts";

it("runs the function once per distinct input and keeps only the newest outputs", () => {
  const calls: string[] = [];
  const upper = memoizeByInput((input) => (calls.push(input), input.toUpperCase()), 2);
  expect([upper("a"), upper("a"), upper("b"), upper("a")]).toEqual(["A", "A", "B", "A"]);
  expect(calls).toEqual(["a", "b"]);
  upper("c"); // "a" is the oldest kept: it goes
  expect(upper("b")).toBe("B");
  expect(upper("a")).toBe("A");
  expect(calls).toEqual(["a", "b", "c", "a"]);
});

it("a post's page HTML is the sanitizer's, the second time too", () => {
  const html = '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x()">link</a></p>';
  expect(sanitizePostHtml(html)).toBe(sanitizeRichText(html));
  expect(sanitizePostHtml(html)).toBe(sanitizeRichText(html));
  expect(sanitizePostHtml(html)).not.toContain("script");
});
