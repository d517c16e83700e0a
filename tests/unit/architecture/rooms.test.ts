import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The domain is grouped by product area (README "Layout"): every module sits
 * in a room, texts follow one naming rule, and code outside the domain
 * imports a room, never one global barrel.
 */
const root = join(import.meta.dirname, "../../..");
const domain = join(root, "src/lib/domain");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const readmeRooms = [...readFileSync(join(root, "README.md"), "utf8").matchAll(/^ {4}([a-z]+)\/ {2,}/gm)].map((m) => m[1]);

describe("the domain's rooms", () => {
  it("every room on disk is named in the README's layout, and every module sits in a room", () => {
    const entries = readdirSync(domain);
    const rooms = entries.filter((name) => statSync(join(domain, name)).isDirectory());
    expect(rooms.filter((room) => !readmeRooms.includes(room))).toEqual([]);
    // callables.ts is the registry of every room's contract, the one file above the rooms.
    expect(entries.filter((name) => !rooms.includes(name))).toEqual(["callables.ts"]);
  });

  it("each room has a barrel, and there is no global one", () => {
    const rooms = readdirSync(domain).filter((name) => statSync(join(domain, name)).isDirectory());
    expect(rooms.filter((room) => !readdirSync(join(domain, room)).includes("index.ts"))).toEqual([]);
    expect(readdirSync(domain)).not.toContain("index.ts");
  });

  it("texts live in modules named *Texts.ts", () => {
    const modules = filesUnder(domain).map((file) => relative(domain, file));
    expect(modules.filter((file) => /Messages\.ts$/.test(file))).toEqual([]);
    // An email's or a page's texts may sit beside the one template that renders them; the demo list's note beside its filter.
    const besideTheirTemplate = (file: string) => /(Email|Page)\.ts$/.test(file) || file === "demos/demoFilters.ts";
    const textsElsewhere = modules.filter(
      (file) =>
        !file.endsWith("Texts.ts") &&
        !besideTheirTemplate(file) &&
        /^export const [A-Z_]+_(TEXTS|MESSAGES|TOASTS|LABELS) /m.test(readFileSync(join(domain, file), "utf8")),
    );
    expect(textsElsewhere).toEqual([]);
  });
});
