import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Content writes and their change records travel together only if nobody
 * can write one without the other: handlers write content through the
 * ContentWriter (src/lib/data/contentWriter.ts), which alone writes change
 * records, and authorize through functions/src/authorization.ts alone.
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
  it("handlers read the caller's grants only through functions/src/authorization.ts", () => {
    const others = handlers.filter((file) => !file.endsWith("functions/src/authorization.ts"));
    expect(offenders(others, /loadCallerAccess|server\/access"|rolePermissions\.listForRoles/)).toEqual([]);
  });

  it("every callable and HTTP handler that is not public authorizes through that module", () => {
    const PUBLIC = [
      "functions/src/integrations/trackPreSave.ts",
      "functions/src/integrations/submitPreSave.ts",
      "functions/src/demos/submitDemo.ts",
      "functions/src/site/logMissingPath.ts",
      "functions/src/analytics/countListenClick.ts",
      // Answers signed links from fan emails: the signature is the authorization (docs/reminders.md).
      "functions/src/fans/emailPreferences.ts",
    ];
    // callable.ts and beaconEndpoint.ts build handlers; the files that use them are the entry points.
    const builders = ["callable.ts", "beaconEndpoint.ts"];
    const entryPoints = handlers.filter((file) => /defineCallable\(|onRequest\(|beaconEndpoint\(/.test(readFileSync(file, "utf8")) && !builders.some((b) => file.endsWith(b)));
    const unguarded = entryPoints.filter((file) => !/from "\.\.?\/(\.\.\/)?authorization"|from "\.\/authorization"/.test(readFileSync(file, "utf8")));
    expect(unguarded.map(rel).sort()).toEqual(PUBLIC.sort());
  });
});
