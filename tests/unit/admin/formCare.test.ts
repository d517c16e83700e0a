import { describe, expect, it } from "vitest";
import { isSaveShortcut } from "../../../src/admin/hooks/useFormCare";

const keys = (key: string, held: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
});

describe("the save shortcut", () => {
  it("is Ctrl+S, or Cmd+S on a Mac, with Caps Lock on too", () => {
    expect(isSaveShortcut(keys("s", { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(keys("s", { metaKey: true }))).toBe(true);
    expect(isSaveShortcut(keys("S", { ctrlKey: true }))).toBe(true);
  });

  it("is not S alone, another letter, or S with Shift or Alt held (other shortcuts)", () => {
    expect(isSaveShortcut(keys("s"))).toBe(false);
    expect(isSaveShortcut(keys("d", { ctrlKey: true }))).toBe(false);
    expect(isSaveShortcut(keys("s", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveShortcut(keys("s", { metaKey: true, altKey: true }))).toBe(false);
  });
});
