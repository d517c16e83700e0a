import { describe, expect, it } from "vitest";
import { chooseBrowser, SYSTEM_CHROMIUM } from "../../../scripts/browser";

const installed = (path: string) => path === SYSTEM_CHROMIUM;
const absent = () => false;

describe("the browser every suite, bench and script drives", () => {
  it("is Debian's Chromium where it is installed", () => {
    expect(chooseBrowser({}, installed)).toEqual({ source: "system", path: SYSTEM_CHROMIUM });
  });

  it("is the one npm installed on a machine without Debian's", () => {
    expect(chooseBrowser({}, absent)).toEqual({ source: "npm" });
  });

  it("is the npm one when CHROMIUM_NO_SYSTEM=1 acts as if Debian's were absent", () => {
    expect(chooseBrowser({ CHROMIUM_NO_SYSTEM: "1" }, installed)).toEqual({ source: "npm" });
  });

  it("is CHROMIUM_PATH's whenever it is set, over both", () => {
    expect(chooseBrowser({ CHROMIUM_PATH: "/opt/chrome/chrome" }, installed)).toEqual({
      source: "CHROMIUM_PATH",
      path: "/opt/chrome/chrome",
    });
    expect(chooseBrowser({ CHROMIUM_PATH: "/opt/chrome/chrome", CHROMIUM_NO_SYSTEM: "1" }, absent)).toEqual({
      source: "CHROMIUM_PATH",
      path: "/opt/chrome/chrome",
    });
  });
});
