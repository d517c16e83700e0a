import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundaries `npm run lint` keeps (eslint.config.js,
 * docs/decisions.md#boundaries), each shown refusing a fixture that breaks
 * it, linted with the project's own configuration at the path it would have.
 */
const root = join(import.meta.dirname, "../../..");
const fixtures = join(import.meta.dirname, "fixtures");
const eslint = new ESLint({ cwd: root });

async function problemsOf(fixture: string, linkedAs: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(join(fixtures, fixture), "utf8"), { filePath: join(root, linkedAs) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** The problems of a fixture linted as each of these files: the one refusal, for every file. */
async function expectRefusedIn(fixture: string, files: readonly string[], refused: string): Promise<void> {
  for (const file of files) expect(await problemsOf(fixture, file)).toEqual([refused]);
}

describe("the boundaries lint keeps", () => {
  it("refuses onCall outside the two runners", async () => {
    expect(await problemsOf("onCallOutsideRunner.ts", "functions/src/demos/directCallable.ts")).toEqual([
      "no-restricted-imports: 'onCall' import from 'firebase-functions/https' is restricted. Define functions with defineCallable (functions/src/callable.ts) or the HTTP runners (functions/src/http/httpFunction.ts), which check the declared access",
    ]);
    expect(await problemsOf("onCallOutsideRunner.ts", "functions/src/callable.ts")).toEqual([]);
  });

  it("refuses a function file that imports the data layer, in a room run by operations or a new one", async () => {
    expect(await problemsOf("functionImportsData.ts", "functions/src/demos/readsRecords.ts")).toEqual([
      "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
    ]);
    // The store's function files too: a new store function cannot reach the repositories around its operations.
    expect(await problemsOf("functionImportsData.ts", "functions/src/store/readsOrders.ts")).toEqual([
      "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
    ]);
    // The publishing room's 404 log runs on its operations, and is held to it (only its preview request is the remainder).
    expect(await problemsOf("functionImportsData.ts", "functions/src/publishing/logsPaths.ts")).toEqual([
      "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
    ]);
    // The promo, media, listening, access and integrations rooms run on their operations now, their public routes included, and are
    // held to it; so are the HTTP helpers the operations run (a client's allowance).
    for (const file of [
      "functions/src/promo/readsCampaigns.ts",
      "functions/src/media/readsImages.ts",
      "functions/src/listening/readsAudio.ts",
      "functions/src/access/readsRoles.ts",
      "functions/src/integrations/readsPreSaves.ts",
      "functions/src/http/readsRateLimits.ts",
    ])
      expect(await problemsOf("functionImportsData.ts", file)).toEqual([
        "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
      ]);
    // Every room is on its operations now: the catalog's writes, the preview request, the fans room and the
    // scheduled jobs too, and the two runners themselves (they get their context from the operations floor).
    for (const file of [
      "functions/src/catalog/readsReleases.ts",
      "functions/src/publishing/requestPreview.ts",
      "functions/src/fans/readsSubscribers.ts",
      "functions/src/jobs/scheduledJob.ts",
      "functions/src/callable.ts",
      "functions/src/http/httpFunction.ts",
    ])
      expect(await problemsOf("functionImportsData.ts", file)).toEqual([
        "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
      ]);
    // A room that does not exist yet starts on operations.
    expect(await problemsOf("functionImportsData.ts", "functions/src/cart/readsCart.ts")).toEqual([
      "no-restricted-imports: '../../../../src/lib/data' import is restricted from being used by a pattern. A function file calls its room's operations (functions/src/operations/<room>/), which alone touch the repositories",
    ]);
    // The operations are where the records are reached.
    expect(await problemsOf("functionImportsData.ts", "functions/src/operations/demos/readsRecords.ts")).toEqual([]);
  });

  it("refuses a file that makes up a request's client, which only the HTTP plumbing reads from the raw request", async () => {
    const refused =
      "no-restricted-imports: 'requestClient' import from '../../../../src/lib/server/clientLimit' is restricted from being used by a pattern. Only the HTTP plumbing (functions/src/http/clientLimit.ts, clientOf) reads a request's client, from the raw request";
    const files = [
      "functions/src/operations/campaigns/forgedClient.ts",
      "functions/src/campaigns/forgedClient.ts",
      "functions/src/callable.ts",
      "functions/src/jobs/scheduledJob.ts",
      "src/lib/server/store/forgedClient.ts",
    ];
    await expectRefusedIn("functionMakesClient.ts", files, refused);
    expect(await problemsOf("functionMakesClient.ts", "functions/src/http/clientLimit.ts")).toEqual([]);
  });

  it("refuses a function file acting as the system, which only the job schedulers may", async () => {
    const refused =
      "no-restricted-imports: 'systemCaller' import from '../operations/accessRules' is restricted from being used by a pattern. Only the job schedulers (functions/src/jobs/scheduledJob.ts, scripts/stack/jobScheduler.ts) run operations as the system";
    expect(await problemsOf("functionActsAsSystem.ts", "functions/src/fans/asSystem.ts")).toEqual([refused]);
    expect(await problemsOf("functionActsAsSystem.ts", "functions/src/callable.ts")).toEqual([refused]);
    expect(await problemsOf("functionActsAsSystem.ts", "functions/src/jobs/scheduledJob.ts")).toEqual([]);
  });

  it("refuses the data layer, files or integrations importing the server rules above them", async () => {
    const refused =
      "no-restricted-imports: '../../../../src/lib/server/madeOnce' import is restricted from being used by a pattern. The data layer, files and integrations sit below the server rules: what they need lives on the ground floor (src/lib/config.ts) or in their own floor";
    expect(await problemsOf("dataImportsServer.ts", "src/lib/data/catalog/reads.ts")).toEqual([refused]);
    expect(await problemsOf("dataImportsServer.ts", "src/lib/integrations/reads.ts")).toEqual([refused]);
    expect(await problemsOf("dataImportsServer.ts", "src/lib/files/reads.ts")).toEqual([refused]);
    // The server rules themselves build on the data layer and each other.
    expect(await problemsOf("dataImportsServer.ts", "src/lib/server/store/reads.ts")).toEqual([]);
  });

  it("refuses the shared room importing another room", async () => {
    expect(await problemsOf("sharedImportsRoom.ts", "src/lib/domain/shared/demoNotice.ts")).toEqual([
      "no-restricted-imports: '../demos/demoTexts' import is restricted from being used by a pattern. The shared room imports no other room: move what both need into shared, or the module into its room",
    ]);
  });

  it("refuses a room importing a room after it, the back edge of any loop between rooms", async () => {
    expect(await problemsOf("roomImportsLaterRoom.ts", "src/lib/domain/catalog/preSaveNote.ts")).toEqual([
      "@typescript-eslint/no-restricted-imports: '../campaigns/preSave' import is restricted from being used by a pattern. The domain's rooms import one way (DOMAIN_ROOM_ORDER in eslint.config.js): catalog imports shared and access, demos, so no two rooms import each other in a loop",
    ]);
    // The same import the other way round is the order's own direction.
    expect(await problemsOf("roomImportsLaterRoom.ts", "src/lib/domain/store/preSaveNote.ts")).toEqual([]);
    expect(await problemsOf("roomTypeImportsLaterRoom.ts", "src/lib/domain/catalog/preSaveEmail.ts")).toEqual([]);
  });

  it("refuses a floor above the domain reaching past a room's front file into one of its files", async () => {
    const refused =
      "@typescript-eslint/no-restricted-imports: '../../domain/catalog/release' import is restricted from being used by a pattern. Import a domain room through its front file (src/lib/domain/<room>, its index.ts): add the module to it if it lacks it";
    const files = [
      "src/lib/server/catalogFields.ts",
      "src/lib/data/catalog/fields.ts",
      "src/lib/site/fields.ts",
      "functions/src/operations/catalog/fields.ts",
      "src/admin/screens/catalog/fields.ts",
      "scripts/fields.ts",
    ];
    await expectRefusedIn("serverImportsRoomFile.ts", files, refused);
    // The domain's rooms import each other's files one way, and the public site's islands import single modules for their budgets.
    expect(await problemsOf("serverImportsRoomFile.ts", "src/lib/domain/store/fields.ts")).toEqual([]);
    expect(await problemsOf("serverImportsRoomFile.ts", "src/components/islands/fields.ts")).toEqual([]);
  });

  it("refuses an import cycle between two files of the domain", async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const results = await linter.lintFiles([join(fixtures, "domain/left/leftRule.ts"), join(fixtures, "domain/right/rightRule.ts")]);
    expect(results.map((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([
      ["import-x/no-cycle: Dependency cycle detected"],
      ["import-x/no-cycle: Dependency cycle detected"],
    ]);
  });
});
