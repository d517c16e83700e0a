import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Content writes and their change records travel together only if nobody
 * can write one without the other: handlers write content through the
 * ContentWriter (src/lib/data/catalog/contentWriter.ts), which alone writes change
 * records, and authorize through the access rule they declare
 * (functions/src/operations/accessRules.ts, checked by the runners) alone.
 */
const root = join(import.meta.dirname, "../../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const rel = (file: string) => relative(root, file);
const handlers = files(join(root, "functions/src"));
const offenders = (list: string[], pattern: RegExp) => list.filter((file) => pattern.test(readFileSync(file, "utf8"))).map(rel);

describe("the change feed", () => {
  it("no handler under functions/src writes change records itself", () => {
    expect(offenders(handlers, /contentChanges|content_changes/)).toEqual([]);
  });

  it("no handler writes artists, releases, their links or press posts except through the content writer", () => {
    const directWrite = /\.(artists|releases|releaseArtists|pressPosts)\.(create|set|update|delete|collection)\b|runTransaction|\.batch\(/;
    expect(offenders(handlers, directWrite)).toEqual([]);
  });

  it("only the content writer writes change records in the data layer", () => {
    const data = files(join(root, "src/lib/data")).filter((file) => !/contentWriter\.ts$|contentChanges\.ts$|index\.ts$/.test(file));
    expect(offenders(data, /contentChanges\.(create|set|collection)|content_changes/)).toEqual([]);
  });
});

describe("authorization", () => {
  it("handlers read the caller's grants only through functions/src/operations/authorization.ts", () => {
    const others = handlers.filter((file) => !file.endsWith("functions/src/operations/authorization.ts"));
    expect(offenders(others, /loadCallerAccess|server\/access"|rolePermissions\.listForRoles/)).toEqual([]);
  });

  it("every callable and HTTP function is made by a runner that checks its declared access rule first", () => {
    // callable.ts and httpFunction.ts check the rule (accessRules.ts) before the handler runs; nothing else
    // calls onCall or onRequest. Which rule each function declares is tested by calling every function
    // anonymously and without a role (tests/integration/declaredAccess.test.ts).
    const runners = ["functions/src/callable.ts", "functions/src/http/httpFunction.ts"];
    expect(
      offenders(
        handlers.filter((file) => !runners.includes(rel(file))),
        /\bon(Call|Request)\(/,
      ),
    ).toEqual([]);
  });

  it("handlers check access only through the declared rule, with further checks on what they read", () => {
    const checks = /\b(require(SignedIn|Staff|All|Anywhere|ListAccess|UserManagement)|authorize(MediaUpload|Preview))\(/;
    const declaring = ["functions/src/operations/authorization.ts", "functions/src/operations/accessRules.ts"];
    expect(
      offenders(
        handlers.filter((file) => !declaring.includes(rel(file))),
        checks,
      ),
    ).toEqual([]);
  });
});
