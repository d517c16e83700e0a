import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Forms that could carry a secret or an email never fall back to a GET (which
 * puts every named field in the URL): each declares method="post", and the
 * admin's imports form no cycle (the router imports the screens, never the
 * other way round).
 */
const root = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

describe("forms", () => {
  it("every form of the admin, the pages and the layouts posts", () => {
    const files = ["src/admin", "src/pages", "src/layouts"].flatMap((dir) => sourceFiles(join(root, dir)));
    const forms = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<form\b[^>]*>/g)].map((m) => ({ file: relative(root, file), tag: m[0] })),
    );
    expect(forms.length).toBeGreaterThan(5);
    expect(forms.filter((f) => !/\bmethod="post"/.test(f.tag))).toEqual([]);
  });

  it("the sign-in inputs have no name, so even a stray submit serializes no credentials", () => {
    const login = readFileSync(join(root, "src/admin/LoginForm.tsx"), "utf8");
    const inputs = [...login.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(2);
    expect(inputs.filter((tag) => /\bname=/.test(tag))).toEqual([]);
  });
});

describe("admin imports", () => {
  function relativeImports(file: string): string[] {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']/g)]
      .map((m) => resolve(dirname(file), m[1] ?? ""))
      .flatMap((base) => [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
      .filter((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false);
  }

  it("form no cycle", () => {
    const files = sourceFiles(join(root, "src/admin"));
    const graph = new Map(files.map((file) => [file, relativeImports(file)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(root, f)).join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe("public UI", () => {
  it("imports nothing from the admin app (shared helpers live in src/components/shared)", () => {
    const files = sourceFiles(join(root, "src/components"));
    const offenders = files.filter((file) => /from\s+["'][^"']*\/admin\//.test(readFileSync(file, "utf8")));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
