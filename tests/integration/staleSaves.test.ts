import { beforeEach, describe, expect, it } from "vitest";
import type { ReleaseRecord } from "../../src/lib/domain/contracts/content";
import { callFunction } from "./support";
import { expectError, expectOk, releaseInput, repos, setUpStaff, type Staff } from "./contentSupport";

/** No silent overwrites: a save based on a stale load is refused, naming who saved in between. */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

describe("updateRelease with the updated_at it loaded", () => {
  it("refuses the second of two saves from the same load, naming the first editor, and changes nothing", async () => {
    const created = expectOk(await callFunction("createRelease", releaseInput({ title: "Loaded" }), staff.admin.idToken)) as ReleaseRecord;
    const loaded = created.updated_at;
    expectOk(await callFunction("updateRelease", { id: created.id, release: releaseInput({ title: "By editor" }), expected_updated_at: loaded }, staff.editor.idToken));
    const refused = await callFunction("updateRelease", { id: created.id, release: releaseInput({ title: "By admin" }), expected_updated_at: loaded }, staff.admin.idToken);
    expectError(refused, "ABORTED");
    expect(refused.error!.message).toMatch(/^content-editor@label\.test changed this record on \d{4}-\d\d-\d\d \d\d:\d\d UTC after you opened it\. Reload to see their changes\.$/);
    expect((await repos.releases.get(created.id))!.title).toBe("By editor");
  });

  it("accepts a save whose loaded updated_at is still the stored one", async () => {
    const created = expectOk(await callFunction("createRelease", releaseInput(), staff.admin.idToken)) as ReleaseRecord;
    const saved = expectOk(await callFunction("updateRelease", { id: created.id, release: releaseInput({ title: "Fresh" }), expected_updated_at: created.updated_at }, staff.admin.idToken)) as ReleaseRecord;
    expect(saved.title).toBe("Fresh");
  });
});
