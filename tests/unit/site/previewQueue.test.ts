import { describe, expect, it } from "vitest";
import type { Preview } from "../../../src/lib/domain/publishing";
import { nextPreview } from "../../../src/lib/site/previewQueue";
import { makePressPost } from "../../factories";

const now = new Date("2026-05-01T10:00:00Z");
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);

function preview(id: string, requestedBy: string, itemId: string, createdMinutesAgo: number, expiresInMinutes = 20): Preview {
  return {
    id,
    entity: "press_posts",
    item_id: itemId,
    view_scopes: [null],
    draft: { entity: "press_posts", post: makePressPost({ id: itemId }) },
    status: "pending",
    path: null,
    html: null,
    requested_by: requestedBy,
    created_at: minutes(-createdMinutesAgo),
    expires_at: minutes(expiresInMinutes),
  };
}

describe("the next preview the builder renders", () => {
  it("is the oldest request, one at a time", () => {
    const turn = nextPreview([preview("b", "u1", "item-b", 1), preview("a", "u2", "item-a", 3), preview("c", "u1", "item-c", 2)], now);
    expect(turn.next?.id).toBe("a");
    expect(turn.superseded).toEqual([]);
  });

  it("of one person's previews of one item only the newest; the older ones are superseded", () => {
    const turn = nextPreview(
      [
        preview("old", "u1", "item", 5),
        preview("newer", "u1", "item", 3),
        preview("newest", "u1", "item", 1),
        preview("other", "u2", "item", 4),
      ],
      now,
    );
    expect(turn.next?.id).toBe("other");
    expect(turn.superseded.map((p) => p.id).sort()).toEqual(["newer", "old"]);
    const afterwards = nextPreview([preview("newest", "u1", "item", 1)], now);
    expect(afterwards.next?.id).toBe("newest");
  });

  it("never an expired one, which is left to the cleanup", () => {
    const turn = nextPreview([preview("gone", "u1", "item", 40, -10), preview("live", "u1", "other", 1)], now);
    expect(turn.next?.id).toBe("live");
    expect(turn.superseded).toEqual([]);
    expect(nextPreview([preview("gone", "u1", "item", 40, -10)], now)).toEqual({ next: null, superseded: [] });
  });
});
