import { describe, expect, it } from "vitest";
import { clientModulesOf, clientTokens, sourceTokens } from "../../../src/lib/site/clientTokens";

describe("the tokens of browser-side code", () => {
  it("are the classes its strings hold: literals, JSX and HTML attributes, template strings", () => {
    const { classes } = sourceTokens([
      [
        "button.classList.add(\"is-playing\"); el.classList.toggle('hidden', !open);",
        '<div class="mx-auto flex" className={open ? "bg-ink/95" : "sm:block"} />',
        'const label = `text-${size} lg:grid-cols-[2fr_1fr]${wide ? " w-full" : ""}`;',
        "root.innerHTML = '<p class=\"truncate\">x</p>';",
      ].join("\n"),
    ]);
    for (const kept of ["is-playing", "hidden", "mx-auto", "flex", "bg-ink/95", "sm:block", "lg:grid-cols-[2fr_1fr]", "w-full", "truncate"])
      expect(classes.has(kept), kept).toBe(true);
  });

  it("are not the words of its code or its comments, nor the selectors it looks up", () => {
    const { classes, ids } = sourceTokens([
      [
        "// The player's bar stays visible: a fixed, static, absolute, isolate, inline thing.",
        "/* a rich-text block */",
        "class Engine { static start() { return items.filter(Boolean).map((x) => x.truncate); } }",
        'const button = document.querySelector(".play-button"); const host = document.querySelector("#player-host");',
        'const kept = "rounded";',
      ].join("\n"),
    ]);
    for (const word of [
      "visible",
      "fixed",
      "static",
      "absolute",
      "isolate",
      "inline",
      "rich-text",
      "filter",
      "truncate",
      "play-button",
      ".play-button",
    ])
      expect(classes.has(word), word).toBe(false);
    expect(ids.has("player-host")).toBe(false);
    // An apostrophe in a comment opens no string that would swallow the code after it.
    expect(classes.has("rounded")).toBe(true);
  });

  it("name the elements its markup draws and the inputs' types", () => {
    const { tags } = sourceTokens(['<section><svg><path d="M0 0" /></svg><input type="number" /></section>', '{ type: "search" }']);
    for (const tag of ["section", "svg", "path", "input", "input[type=number]", "input[type=search]"])
      expect(tags.has(tag), tag).toBe(true);
  });
});

describe("the browser-side code of a page", () => {
  it("is its islands' components and its bundled scripts", () => {
    const html =
      '<astro-island uid="1" component-url="/_astro/ReleasesBrowser.BeITXCQt.js"></astro-island><script type="module" src="/_astro/PlayerScript.astro_astro_type_script_index_0_lang.BPok0CGR.js"></script>';
    expect(clientModulesOf(html)).toEqual(["ReleasesBrowser", "PlayerScript"]);
  });

  it("names the tokens of each module's source and of what it imports by a relative path, not of other modules", () => {
    const sources = {
      "/src/components/PlayerScript.astro": '<script>import "./islands/player/mount";</script>',
      "/src/components/islands/player/mount.ts": 'import { Bar } from "./PlayerBar";',
      "/src/components/islands/player/PlayerBar.tsx": 'import { x } from "../../../lib/site/classes"; <div class="tabular-nums" />',
      "/src/lib/site/classes.ts": 'export const x = "bg-ink/95";',
      "/src/components/islands/DemoSubmitForm.tsx": '<form class="file:mr-4" />',
    };
    const tokens = clientTokens(sources)(["PlayerScript"]);
    expect(tokens.classes.has("tabular-nums")).toBe(true);
    expect(tokens.classes.has("bg-ink/95")).toBe(true);
    expect(tokens.classes.has("file:mr-4")).toBe(false);
    expect(clientTokens(sources)(["DemoSubmitForm"]).classes.has("file:mr-4")).toBe(true);
  });

  it("names the classes given for a module whose code is not the project's", () => {
    const tokens = clientTokens({}, { ClientRouter: ["astro-route-announcer"] });
    expect(tokens(["ClientRouter"]).classes.has("astro-route-announcer")).toBe(true);
    expect(tokens(["PlayerScript"]).classes.has("astro-route-announcer")).toBe(false);
  });
});
