import { describe, expect, it } from "vitest";
import { INTEGRATION_ERRORS } from "../../../src/lib/domain/catalog";
import { PRE_SAVE_RESULTS } from "../../../src/lib/domain/campaigns";
import { DEMO_RESULTS, DEMO_UPLOAD_ERRORS, demoResultOf } from "../../../src/lib/domain/demos";
import { DEMO_FILE_ERRORS, DEMO_SUBMIT_TOASTS, INVALID_EMAIL, formResultId, tooLong } from "../../../src/lib/domain/shared";

describe("form results (the answers to forms sent without JavaScript)", () => {
  it("name an element id per form and result", () => {
    expect(formResultId("pre-save", "recorded")).toBe("pre-save-result-recorded");
    expect(formResultId("demo", "file-too-large")).toBe("demo-result-file-too-large");
    const ids = [
      ...Object.keys(PRE_SAVE_RESULTS).map((r) => formResultId("pre-save", r)),
      ...Object.keys(DEMO_RESULTS).map((r) => formResultId("demo", r)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });

  it("show the spec's texts", () => {
    expect(DEMO_RESULTS.submitted).toMatchObject(DEMO_SUBMIT_TOASTS.submitted);
    expect(DEMO_RESULTS["file-too-large"]).toMatchObject(DEMO_FILE_ERRORS.tooLarge);
    expect(DEMO_RESULTS["file-type"]).toMatchObject(DEMO_FILE_ERRORS.invalidType);
    expect(DEMO_RESULTS["file-missing"]).toMatchObject(DEMO_FILE_ERRORS.missing);
    expect(DEMO_RESULTS.failed).toEqual({ tone: "error", title: "Submission failed", description: "Please try again" });
    expect(PRE_SAVE_RESULTS["rate-limited"].description).toBe(INTEGRATION_ERRORS.preSaveRateLimited);
    expect(PRE_SAVE_RESULTS.failed.title).toBe("Failed to record pre-save");
  });

  it("demoResultOf finds the result of a server message, else the generic failure", () => {
    expect(demoResultOf(INVALID_EMAIL)).toBe("invalid-email");
    expect(demoResultOf("Artist name is required")).toBe("artist-name-required");
    expect(demoResultOf("Track title is required")).toBe("track-title-required");
    expect(demoResultOf(DEMO_UPLOAD_ERRORS.rateLimited)).toBe("rate-limited");
    expect(demoResultOf(tooLong(200))).toBe("failed");
    expect(demoResultOf("Demo submitted!")).toBe("failed");
  });
});
