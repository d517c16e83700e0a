import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_IDS, addDemo, repos, setUpDesk, type Cast, type Person } from "./demoDeskSupport";
import { callFunction } from "../support";

/**
 * Who may use the A&R desk: each callable × each kind of caller. Comments,
 * ratings, listening, the review and the staff list need demos view; tags,
 * priority, assignment, templates and replies need demos edit. A refused
 * call changes nothing.
 */
type Need = "view" | "edit";
interface Case {
  name: string;
  need: Need;
  data: (cast: Cast) => unknown;
  /** What a refused call must leave as it was. */
  observe: () => Promise<unknown>;
}

const demoState = () => repos.demos.get(DEMO_IDS.d);
const cases: Case[] = [
  { name: "getDemoReview", need: "view", data: () => ({ id: DEMO_IDS.d }), observe: () => repos.demoPeaks.get(DEMO_IDS.d) },
  {
    name: "addDemoComment",
    need: "view",
    data: () => ({ id: DEMO_IDS.d, at_seconds: 42, body: "Nice" }),
    observe: () => repos.demoComments.listForDemo(DEMO_IDS.d),
  },
  { name: "rateDemo", need: "view", data: () => ({ id: DEMO_IDS.d, rating: 4 }), observe: demoState },
  { name: "reportDemoListening", need: "view", data: () => ({ id: DEMO_IDS.d, seconds: 25 }), observe: demoState },
  { name: "listDemoStaff", need: "view", data: () => ({}), observe: async () => null },
  { name: "listReplyTemplates", need: "view", data: () => ({}), observe: () => repos.replyTemplates.listAll() },
  { name: "updateDemoTriage", need: "edit", data: () => ({ id: DEMO_IDS.d, tags: ["x"], priority: "high" }), observe: demoState },
  { name: "updateDemoTriage", need: "edit", data: (cast) => ({ id: DEMO_IDS.d, assignee_id: cast.viewer.uid }), observe: demoState },
  {
    name: "saveReplyTemplate",
    need: "edit",
    data: () => ({ template: { name: "T", decision: "accepted", subject: "S", body: "B" } }),
    observe: () => repos.replyTemplates.listAll(),
  },
  { name: "deleteReplyTemplate", need: "edit", data: () => ({ id: "kept" }), observe: () => repos.replyTemplates.listAll() },
  {
    name: "sendDemoReply",
    need: "edit",
    data: () => ({ id: DEMO_IDS.d, decision: "rejected", subject: "S", body: "B" }),
    observe: () => repos.mail.listTo("artist@example.com"),
  },
];

const allowed: Record<Person | "signed out", Need[]> = {
  "signed out": [],
  fan: [],
  outsider: [],
  viewer: ["view"],
  editor: ["view", "edit"],
};

let cast: Cast;
beforeEach(async () => {
  cast = await setUpDesk("matrix");
  await addDemo({ id: DEMO_IDS.d, email: "artist@example.com", status: "rejected" });
  await repos.replyTemplates.set({ id: "kept", name: "Kept", decision: "rejected", subject: "S", body: "B", updated_at: new Date() });
});

describe("demo desk permission matrix", () => {
  for (const caller of Object.keys(allowed) as (keyof typeof allowed)[]) {
    it(`${caller}: allowed exactly what their grants give`, async () => {
      for (const c of cases) {
        const before = await c.observe();
        const token = caller === "signed out" ? undefined : cast[caller].idToken;
        const response = await callFunction(c.name, c.data(cast), token);
        const label = `${caller} → ${c.name}`;
        if (allowed[caller].includes(c.need)) {
          expect(response.error, label).toBeUndefined();
        } else {
          expect(response.error?.status, label).toBe(caller === "signed out" ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
          expect(await c.observe(), label).toEqual(before);
        }
      }
      // Eleven calls, several of them a function's first (an emulator worker starting).
    }, 180_000);
  }
});
