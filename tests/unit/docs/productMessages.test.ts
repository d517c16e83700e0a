import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as messages from "../../../src/lib/domain/messages";
import { NEUTRAL_ALBUM_BADGE, SONGLINK_ATTRIBUTION_TEXT, poweredBy } from "../../../src/lib/domain";
import { ADMIN_SECTIONS } from "../../../src/admin/sections";
import { LABEL } from "../../../src/config/label";
import { stringLeaves } from "../helpers/stringLeaves";

/**
 * docs/product.md lists every fixed text the product shows, each in a code
 * span, exactly as the domain module spells it: a text added or reworded in
 * the code without its line in the catalogue fails here.
 */
const product = readFileSync(join(import.meta.dirname, "../../../docs/product.md"), "utf8");
/** Code spans, joined the way Markdown renders a span broken over two lines. */
const spans = new Set([...product.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s*\n\s*/g, " ")));

describe("the messages catalogue in docs/product.md", () => {
  it("lists every fixed text of the messages module verbatim", () => {
    const texts = stringLeaves(messages);
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.filter((text) => !spans.has(text))).toEqual([]);
  });

  it("lists the templated texts with their placeholders", () => {
    const filled = [
      messages.fetchedFromSpotify("{name}"),
      messages.foundReleases("N" as unknown as number),
      messages.importedReleases("N" as unknown as number),
      messages.demoMarkedAs("{status}"),
      messages.showingArtists("X" as unknown as number, "Y" as unknown as number),
      messages.showingReleases("X" as unknown as number, "Y" as unknown as number),
      messages.allUsersHeading("count" as unknown as number),
      messages.pageOfPages("X" as unknown as number, "Y" as unknown as number, "N" as unknown as number),
      messages.releasingOn("{date}"),
      messages.releasedOn("{date}"),
      messages.removeRoleLabel("{role}"),
      messages.tooLong("N" as unknown as number),
      messages.dspLinksPartial(["{sources}"]),
      messages.inviteEmail("{label}", "{link}").subject,
      messages.lastDays(30),
      messages.lastDays(90),
      messages.lastDaysHeading(30),
      poweredBy("{label}"),
      poweredBy(LABEL.name),
    ];
    expect(filled.filter((text) => !spans.has(text))).toEqual([]);
  });

  it("lists the admin dashboard's tiles, the label's footer line and the shared labels", () => {
    const texts = [...ADMIN_SECTIONS.flatMap((s) => [s.title, s.subtitle]), LABEL.copyright, NEUTRAL_ALBUM_BADGE, SONGLINK_ATTRIBUTION_TEXT];
    expect(texts.filter((text) => !spans.has(text))).toEqual([]);
  });
});
