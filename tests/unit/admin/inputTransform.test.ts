// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyInputTransform } from "../../../src/admin/lib/inputTransform";
import { normalizeSlugInput } from "../../../src/lib/domain/shared";

function focusedInput(value: string, caret: number): HTMLInputElement {
  const input = document.createElement("input");
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

describe("applyInputTransform", () => {
  it("normalizes the slug as typed and keeps the caret where it was", () => {
    const input = focusedInput("My Slug", 3);
    applyInputTransform(input, normalizeSlugInput);
    expect(input.value).toBe("my-slug");
    expect(input.selectionStart).toBe(3);
  });

  it("upper-cases an ISRC and leaves text that needs no change untouched", () => {
    const input = focusedInput("usabc25", 7);
    applyInputTransform(input, (v) => v.toUpperCase());
    expect(input.value).toBe("USABC25");
    const same = focusedInput("USX", 1);
    applyInputTransform(same, (v) => v.toUpperCase());
    expect(same.selectionStart).toBe(1);
  });
});
