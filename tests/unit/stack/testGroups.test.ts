import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { groupsOf, splitIntoGroups, suiteFiles } from "../../testGroups";

const durations = JSON.parse(readFileSync(join(import.meta.dirname, "../../testDurations.json"), "utf8")) as Record<
  "integration" | "e2e",
  Record<string, number>
>;

const file = (path: string, seconds?: number, firstGroup = false) => ({ path, seconds, firstGroup });

describe("the groups npm test runs side by side", () => {
  it("deals the longest files first, each to the group with the least time so far", () => {
    const groups = splitIntoGroups([file("a", 100), file("b", 60), file("c", 50), file("d", 10)], 2);
    expect(groups).toEqual([
      ["a", "d"],
      ["b", "c"],
    ]);
  });

  it("counts a file not measured yet as the median, so a new file lands in some group", () => {
    const groups = splitIntoGroups([file("a", 30), file("b", 20), file("c", 10), file("new")], 2);
    expect(groups.flat().sort()).toEqual(["a", "b", "c", "new"]);
    expect(groups).toEqual([
      ["a", "c"],
      ["b", "new"],
    ]);
  });

  it("keeps the files that start the crash and workers stacks in the first group", () => {
    const groups = splitIntoGroups([file("crash", 100, true), file("shutdown", 80, true), file("x", 90), file("y", 70)], 2);
    expect(groups[0]).toEqual(expect.arrayContaining(["crash", "shutdown"]));
    expect(groups[1]).toEqual(["x", "y"]);
  });

  it("deals on top of the time each group already has, so lanes with a longer first suite get less after it", () => {
    const groups = splitIntoGroups([file("a", 50), file("b", 40), file("c", 30), file("d", 20)], 2, [100, 0]);
    expect(groups).toEqual([["d"], ["a", "b", "c"]]);
  });

  it.each([
    ["integration", false],
    ["e2e", false],
    ["e2e", true],
  ] as const)("puts every %s file in exactly one group (in lanes: %s)", (suite, lanes) => {
    const all = suiteFiles(suite);
    expect(all.length).toBeGreaterThan(10);
    const groups = groupsOf(suite, 2, lanes);
    expect(groups.every((g) => g.length > 0)).toBe(true);
    expect(groups.flat().sort()).toEqual(all);
  });

  // A moved file whose time stays under its old name counts as the median and unbalances the groups.
  it.each(["integration", "e2e"] as const)("measures in testDurations.json only %s files that exist, under their paths", (suite) => {
    const all = new Set(suiteFiles(suite));
    expect(Object.keys(durations[suite]).filter((path) => !all.has(path))).toEqual([]);
  });

  it("runs the crash and shutdown files, which share the crash stack's ports, in one group", () => {
    const [first] = groupsOf("integration", 2);
    expect(first).toEqual(
      expect.arrayContaining([
        "tests/integration/crashDurability.test.ts",
        "tests/integration/stackShutdown.test.ts",
        "tests/integration/functionWorkers.test.ts",
      ]),
    );
  });
});
