import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every accessibility check applies: WCAG 2.1 A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** A busy button: disabled while its action runs, its label saying so ("SAVING...", "SENDING…"). */
const BUSY_LABEL = /(\.\.\.|…)\s*$/;

/**
 * Waits until the page has settled: no button still busy (disabled with a
 * "…ING..." label until its call answers) and no finite animation or
 * transition running (an infinite one, a spinner, never ends). axe judges
 * colours as they are painted: a button fading back from its busy state, or
 * a toast sliding in, measures a contrast the settled page never shows
 * (color-contrast on .bg-paper, seen once mid-fade in a clean-clone run).
 */
export async function settledForAxe(page: Page): Promise<void> {
  await page.waitForFunction(
    (busyLabel) => {
      const busy = new RegExp(busyLabel);
      const buttons = [...document.querySelectorAll<HTMLButtonElement>("button:disabled")];
      if (buttons.some((b) => busy.test(b.textContent ?? ""))) return false;
      return document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity);
    },
    BUSY_LABEL.source,
    { timeout: 60_000 },
  );
}

export interface AxeCheck {
  /** Names the page in a failure (several checks in one test). */
  what?: string;
  /** Only these parts of the page (CSS selectors); the whole page when absent. */
  include?: string[];
  /** At least this many rules must have passed: a page axe could not read passes nothing. */
  minPasses?: number;
}

/**
 * axe over the settled page: no serious or critical violation of WCAG 2.1 A
 * and AA. Every accessibility check of the end-to-end suite goes through it.
 */
export async function expectNoSeriousViolations(page: Page, check: AxeCheck = {}): Promise<void> {
  await settledForAxe(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of check.include ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  const what = check.what ? `${check.what}: ` : "";
  if (check.minPasses !== undefined) expect(results.passes.length, `${what}rules passed`).toBeGreaterThan(check.minPasses);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${what}${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")})`,
    ),
  ).toEqual([]);
}
