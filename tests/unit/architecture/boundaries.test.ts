import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The architecture's import rules, checked over the source tree: the domain
 * module stays pure, and no UI file talks to Firebase except through the thin
 * browser modules in src/lib/client.
 */
const root = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2] ?? "");
}

const rel = (file: string) => relative(root, file);

describe("import boundaries", () => {
  it("the domain module imports no Firebase SDK and no server code", () => {
    const offenders = sourceFiles(join(root, "src/lib/domain")).filter((file) =>
      importsOf(file).some((spec) => /^(firebase|firebase-admin|firebase-functions|@google-cloud)(\/|$)/.test(spec) || /\/(data|server|files|client)\//.test(spec) || spec.startsWith("node:")),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it("UI files import the Firebase web SDK only through src/lib/client", () => {
    const ui = ["src/admin", "src/components", "src/pages", "src/layouts"].flatMap((dir) => sourceFiles(join(root, dir)));
    const offenders = ui.filter((file) => importsOf(file).some((spec) => /^(firebase|firebase-admin|@google-cloud)(\/|$)/.test(spec)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it("browser code never reaches the data layer or server modules", () => {
    const browser = [...sourceFiles(join(root, "src/admin")), ...sourceFiles(join(root, "src/lib/client"))];
    const offenders = browser.filter((file) => importsOf(file).some((spec) => /lib\/(data|server|files)(\/|$)/.test(spec) || /\.\.\/(data|server|files)\//.test(spec)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it("only src/lib/client imports the Firebase web SDK in src/", () => {
    const files = sourceFiles(join(root, "src")).filter((file) => !rel(file).startsWith("src/lib/client/"));
    const offenders = files.filter((file) => importsOf(file).some((spec) => /^firebase(\/|$)/.test(spec)));
    expect(offenders.map(rel)).toEqual([]);
  });
});
