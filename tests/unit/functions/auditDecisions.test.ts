import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { access } from "../../../functions/src/accessRules";
import {
  defineOperation,
  definedOperations,
  LIST_SCOPE,
  notAudited,
  READS_ONLY,
  type AuditDecision,
} from "../../../functions/src/operations/operation";

const operations = join(import.meta.dirname, "../../../functions/src/operations");

// Every operation module of every room, so each defined operation is in the registry.
beforeAll(async () => {
  const rooms = readdirSync(operations, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const modules = rooms.flatMap((room) =>
    readdirSync(join(operations, room.name))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => join(operations, room.name, file)),
  );
  await Promise.all(modules.map((module) => import(module)));
});

/**
 * The reviewed list of every operation and how its writes are recorded
 * (docs/decisions.md#operations): an audit entry (entity and action, or
 * "content" for the content writer's), "reads only", or "not audited" with
 * the reason a reviewer accepted. A new operation, or a changed decision or
 * reason, fails here until it is reviewed and written down.
 */
const REVIEWED: Record<string, string> = {
  // catalog: the back office's lists, narrowed to the caller's artists by the runner
  listAdminArtists: "reads only",
  listAdminReleases: "reads only",
  listAdminPressPosts: "reads only",
  // demos: the desk
  listDemos: "reads only",
  listDemoStaff: "reads only",
  updateDemoStatus: "audited: demos status",
  updateDemoNotes: "audited: demos notes",
  updateDemoTriage: "audited: demos triage",
  getDemoReview: "not audited: stores only a missing waveform computed from the demo's own audio: derived data, no one's decision",
  addDemoComment: "not audited: a comment is its own record of who wrote what and when (author_id, created_at), and is never edited",
  rateDemo:
    "not audited: a rating is the reviewer's own record (reviewer_id, updated_at), one per reviewer and demo; the average is derived from them",
  reportDemoListening:
    "not audited: played time the player counts every few seconds: a measurement kept per reviewer, not a change anyone decides",
  // demos: answering artists
  listReplyTemplates:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  saveReplyTemplate:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  deleteReplyTemplate:
    "not audited: reply templates are the desk's shared wording, about no artist or demo; a reply sent with one is kept whole as its mail",
  sendDemoReply:
    "not audited: the reply's mail document is its record (recipient, subject, text, time, one per demo and decision); the decision it answers is audited as the status change",
  // demos: audio and removal
  demoAudioUrl: "reads only",
  demoAudioForStaff: "reads only",
  demoAudioForSignedLink: "reads only",
  deleteDemo: "audited: demos delete",
  // publishing: schedules
  schedulePublish: "audited: schedules schedule",
  cancelPublishSchedule: "audited: schedules cancel_schedule",
  listPublishSchedules: "reads only",
  // publishing: the audit log and saved versions
  listAuditEntries: "reads only",
  listContentVersions: "reads only",
  // store: products, settings, shipping zones and the orders list
  listProducts: "reads only",
  getProduct: "reads only",
  saveProduct: "audited: store_products save",
  deleteProduct: "audited: store_products delete",
  getStoreSettings: "reads only",
  saveStoreSettings: "audited: store_settings save",
  listShippingZones: "reads only",
  saveShippingZone: "audited: store_shipping_zones save",
  listOrders: "reads only",
  // demos: the public form
  admitDemoUpload:
    "not audited: a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
  storeDemo:
    "not audited: an artist's submission from the public form has no staff actor; the demo itself records its sender, its time and the receipt mailed in its transaction",
};

function describeDecision(audit: AuditDecision): string {
  if (audit === "content") return "audited: content";
  if ("readsOnly" in audit) return "reads only";
  if ("notAudited" in audit) return `not audited: ${audit.notAudited}`;
  return `audited: ${audit.entity} ${audit.action}`;
}

describe("the audit decision of every operation", () => {
  it("matches the reviewed list, operation by operation", () => {
    const declared = Object.fromEntries([...definedOperations()].map(([name, operation]) => [name, describeDecision(operation.audit)]));
    expect(Object.keys(declared).sort()).toEqual(Object.keys(REVIEWED).sort());
    expect(declared).toEqual(REVIEWED);
  });

  it("refuses a write declared not audited without a reason", () => {
    expect(() => notAudited(" ")).toThrow("notAudited needs the reason the write leaves no audit entry");
  });

  it("refuses an audited write anyone may call: the entry would have no actor", () => {
    expect(() =>
      defineOperation("auditedPublicProbe", { access: access.public("probe"), audit: { entity: "demos", action: "probe" } }, () =>
        Promise.resolve(null),
      ),
    ).toThrow("auditedPublicProbe: an audited write needs a caller, which a public rule does not establish");
  });

  it("refuses a list that does not let the runner narrow it to the caller's artists", () => {
    expect(() =>
      defineOperation("unscopedListProbe", { access: access.list("artists"), audit: READS_ONLY }, () => Promise.resolve(null)),
    ).toThrow("unscopedListProbe: a list declares scope: LIST_SCOPE, so its rows are narrowed by the runner");
    expect(() =>
      defineOperation("scopedListProbe", { access: access.list("artists"), audit: READS_ONLY, scope: LIST_SCOPE }, () =>
        Promise.resolve(null),
      ),
    ).not.toThrow();
  });
});
