import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationRules } from "../../../scripts/stack/startupMigrations";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "rules-"));
  mkdirSync(join(root, "src/lib/domain/shared"), { recursive: true });
  mkdirSync(join(root, "src/lib/data/catalog"), { recursive: true });
  mkdirSync(join(root, "src/lib/server"), { recursive: true });
  writeFileSync(join(root, "src/lib/domain/shared/listSearch.ts"), "export const SEARCH_TERM_MAX = 24;");
  writeFileSync(join(root, "src/lib/data/catalog/artists.ts"), "key: artistListKey");
  writeFileSync(join(root, "src/lib/server/sanitizeHtml.ts"), "ALLOWED_TAGS");
  writeFileSync(join(root, "package-lock.json"), '{"dompurify":"3.4.18"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the rules the start-up migrations apply", () => {
  it("are the same while no rule source changes", () => {
    expect(migrationRules(root)).toBe(migrationRules(root));
  });

  it.each([
    ["a search rule", "src/lib/domain/shared/listSearch.ts", "export const SEARCH_TERM_MAX = 32;"],
    ["a listed spec", "src/lib/data/catalog/artists.ts", "key: artistListKeyV2"],
    ["the sanitizer", "src/lib/server/sanitizeHtml.ts", "ALLOWED_TAGS + figure"],
    ["the DOMPurify version", "package-lock.json", '{"dompurify":"3.5.0"}'],
    ["a new domain file", "src/lib/domain/newRule.ts", "export {}"],
  ])("change with %s", (_what, file, content) => {
    const before = migrationRules(root);
    writeFileSync(join(root, file), content);
    expect(migrationRules(root)).not.toBe(before);
  });

  it("do not change with files outside the rule sources", () => {
    const before = migrationRules(root);
    writeFileSync(join(root, "README.md"), "docs");
    mkdirSync(join(root, "src/admin"), { recursive: true });
    writeFileSync(join(root, "src/admin/Screen.tsx"), "screen");
    expect(migrationRules(root)).toBe(before);
  });
});
