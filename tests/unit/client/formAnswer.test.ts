import { describe, expect, it } from "vitest";
import { answerErrorMessage, answerString } from "../../../src/lib/client/formAnswer";

describe("reading the public forms' JSON answers without zod", () => {
  it("answerErrorMessage reads { error: { message } } and nothing else", () => {
    expect(answerErrorMessage({ error: { message: "Invalid email address" } })).toBe("Invalid email address");
    expect(answerErrorMessage({ error: { title: "File too large", message: "Maximum file size is 10MB" } })).toBe(
      "Maximum file size is 10MB",
    );
    expect(answerErrorMessage({ error: { message: 42 } })).toBeNull();
    expect(answerErrorMessage({ error: "boom" })).toBeNull();
    expect(answerErrorMessage({ ok: true })).toBeNull();
    expect(answerErrorMessage(null)).toBeNull();
    expect(answerErrorMessage("Invalid email address")).toBeNull();
  });

  it("answerString reads a string field only", () => {
    expect(answerString({ redirectUrl: "https://open.spotify.com/album/x" }, "redirectUrl")).toBe("https://open.spotify.com/album/x");
    expect(answerString({ redirectUrl: 1 }, "redirectUrl")).toBeNull();
    expect(answerString({}, "redirectUrl")).toBeNull();
    expect(answerString(null, "redirectUrl")).toBeNull();
  });
});
