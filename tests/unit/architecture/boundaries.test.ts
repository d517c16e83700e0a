import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? "",
  );
}

const rel = (file: string) => relative(root, file);

describe("import boundaries", () => {
  it("the domain module imports no Firebase SDK and no server code", () => {
    const offenders = sourceFiles(join(root, "src/lib/domain")).filter((file) =>
      importsOf(file).some(
        (spec) =>
          /^(firebase|firebase-admin|firebase-functions|@google-cloud)(\/|$)/.test(spec) ||
          /\/(data|server|files|client)\//.test(spec) ||
          spec.startsWith("node:"),
      ),
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
    const offenders = browser.filter((file) =>
      importsOf(file).some((spec) => /lib\/(data|server|files)(\/|$)/.test(spec) || /\.\.\/(data|server|files)\//.test(spec)),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it("only src/lib/client imports the Firebase web SDK in src/", () => {
    const files = sourceFiles(join(root, "src")).filter((file) => !rel(file).startsWith("src/lib/client/"));
    const offenders = files.filter((file) => importsOf(file).some((spec) => /^firebase(\/|$)/.test(spec)));
    expect(offenders.map(rel)).toEqual([]);
  });

  /** The packages and our own files a browser entry point's bundle reaches. */
  function reachedFrom(entries: string[]) {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const queue = entries.map((f) => join(root, f));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      // Type-only imports vanish from the bundle.
      const code = readFileSync(file, "utf8")
        .replace(/^import type [^;]+;$/gm, "")
        .replace(/^export type [^;]+;$/gm, "");
      const specs = [...code.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']/g)].map(
        (m) => m[1] ?? m[2] ?? "",
      );
      for (const spec of specs) {
        if (!spec.startsWith(".")) {
          packages.add(spec);
          continue;
        }
        const base = resolve(dirname(file), spec);
        const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
          (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
        );
        if (!found) throw new Error(`${rel(file)}: cannot resolve ${spec}`);
        queue.push(found);
      }
    }
    return {
      packages: [...packages].filter((spec) => !/^preact(\/|$)/.test(spec)),
      barrels: [...seen].map(rel).filter((file) => /^src\/lib\/domain\/[^/]+\/index\.ts$/.test(file)),
    };
  }

  it("the light public forms load no zod, no Firebase and no React: only Preact and our own modules", () => {
    // Their pages' JavaScript budgets (pre-save 25 KB, submit-demo 30 KB gzip) leave no room for those.
    expect(reachedFrom(["src/components/islands/PreSaveForm.tsx", "src/components/islands/DemoSubmitForm.tsx"])).toEqual({
      packages: [],
      barrels: [],
    });
  });

  it("the player loads only Preact and our own modules (the release page's 20 KB gzip budget)", () => {
    expect(reachedFrom(["src/components/islands/player/mount.ts"])).toEqual({ packages: [], barrels: [] });
  });
});
