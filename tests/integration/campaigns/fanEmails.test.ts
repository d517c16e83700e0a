import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_PRE_SAVE_EMAIL_NOTICE } from "../../../src/lib/domain/shared";
import { runReleaseDay } from "../../../src/lib/jobs/releaseDay";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { addressKey } from "../../../src/lib/server/campaigns/reminderKeys";
import { callFromIp, callFunction, expectError, expectOk, HALDEN, setUpCatalogue, type Staff } from "../catalogueSupport";
import { MOMENT, addPreSaves, addRelease, fanEmail, jobContext, queuedReminders, repos } from "./reminderSupport";

let staff: Staff;
/** Many function calls in a row: slow on a busy machine. */
const SLOW = 180_000;
const secret = () => requiredSecret(serverConfig(), "reminderSecret");

beforeEach(async () => {
  staff = await setUpCatalogue();
});

/** The link of a mail's text after `label: `. */
function linkIn(text: string, label: string): string {
  return new RegExp(`${label}: (\\S+)`).exec(text)![1]!;
}

async function preSave(releaseId: string, email: string, ip = "203.0.113.7") {
  return expectOk(await callFromIp("trackPreSave", { release_id: releaseId, email, email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE }, ip));
}

describe("unsubscribing from the reminder", () => {
  it(
    "GET asks and changes nothing; the one-click POST unsubscribes, and the address gets no reminder of this or any later pre-save until it confirms one",
    async () => {
      const first = await addRelease({ artist_id: HALDEN });
      await addPreSaves(first.id, 2);
      await runReleaseDay(jobContext(MOMENT));
      const mail = (await queuedReminders(first.id)).mails.find((m) => m.to === fanEmail(0))!;
      const url = linkIn(mail.message.text, "Unsubscribe from emails of this label");

      const ask = await fetch(url);
      expect(ask.status).toBe(200);
      expect(await ask.text()).toContain('<form method="post"');
      expect(await repos.suppressions.get(addressKey(fanEmail(0), secret()))).toBeNull();

      const done = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("You&#39;re unsubscribed");
      expect(await repos.suppressions.get(addressKey(fanEmail(0), secret()))).toMatchObject({ release_id: first.id, lifted_at: null });
      // Kept only as a keyed hash.
      expect(JSON.stringify((await repos.suppressions.collection.get()).docs.map((d) => [d.id, d.data()]))).not.toContain("fan00000");

      const forged = await fetch(
        url.replace(/.$/, (c) => (c === "a" ? "b" : "a")),
        { method: "POST" },
      );
      expect(forged.status).toBe(400);

      // A later pre-save by the same address: no reminder, one confirmation email instead.
      const later = await addRelease({
        id: "b1000000-0000-4000-8000-000000000002",
        artist_id: HALDEN,
        title: "Salvaged Frequencies",
        release_date: "2030-04-01",
        pre_save_enabled: true,
        is_published: true,
      });
      await preSave(later.id, "Fan00000@Example.test");
      await preSave(later.id, fanEmail(0));
      await preSave(later.id, fanEmail(1));
      const confirmations = await repos.mail.listForRelease(later.id, "reminder_confirmation");
      expect(confirmations.map((m) => m.to)).toEqual(["Fan00000@Example.test"]);
      await runReleaseDay(jobContext(new Date("2030-04-01T00:00:00Z")));
      expect([...(await queuedReminders(later.id)).recipients]).toEqual([fanEmail(1)]);

      // Confirming (GET asks, POST confirms) queues its reminder, once, since the release day has passed.
      const confirmUrl = linkIn(confirmations[0]!.message.text, "Yes, send me the reminder");
      expect(await (await fetch(confirmUrl)).text()).toContain("YES, SEND IT");
      const confirmed = await fetch(confirmUrl, { method: "POST" });
      expect(await confirmed.text()).toContain("Reminder on");
      await fetch(confirmUrl, { method: "POST" });
      const reminders = await queuedReminders(later.id);
      expect(reminders.count).toBe(2);
      expect([...reminders.recipients].sort()).toEqual(["Fan00000@Example.test", fanEmail(1)]);
    },
    SLOW,
  );
});

describe("fans' data for staff", () => {
  it(
    "counts per release for staff with releases view; export and erasure need user_management edit",
    async () => {
      const release = await addRelease({ artist_id: HALDEN, release_date: "2030-03-05", pre_save_enabled: true });
      await addPreSaves(release.id, 3);
      await runReleaseDay(jobContext(MOMENT));
      const [sentMail] = (await queuedReminders(release.id)).mails.filter((m) => m.to === fanEmail(0));
      // The Trigger Email extension marks what it sent.
      await repos.mail.collection.doc(sentMail!.id).update({ delivery: { state: "SUCCESS", attempts: 1 } });
      await repos.suppressions.unsubscribe(addressKey(fanEmail(2), secret()), release.id, new Date());

      const stats = expectOk(await callFunction("releaseReminderStats", { releaseId: release.id }, staff.editor.idToken));
      expect(stats).toEqual({ preSaves: 4, withEmail: 3, queued: 3, sent: 1, failed: 0, unsubscribed: 1 });
      expectError(await callFunction("releaseReminderStats", { releaseId: release.id }, staff.fan.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("releaseReminderStats", { releaseId: "" }, staff.admin.idToken), "INVALID_ARGUMENT");

      expectError(await callFunction("exportReminderEmails", { releaseId: release.id }, staff.editor.idToken), "PERMISSION_DENIED");
      const exported = expectOk(await callFunction("exportReminderEmails", { releaseId: release.id }, staff.admin.idToken)) as {
        csv: string;
        rows: number;
        filename: string;
      };
      expect(exported.rows).toBe(3);
      expect(exported.filename).toBe(`${release.slug}-reminders.csv`);
      expect(exported.csv.split("\r\n")).toEqual([
        "email,pre_saved_at,reminder",
        `${fanEmail(0)},2030-01-01T00:00:00.000Z,sent`,
        `${fanEmail(1)},2030-01-01T00:00:00.000Z,queued`,
        `${fanEmail(2)},2030-01-01T00:00:00.000Z,queued`,
        "",
      ]);

      expectError(await callFunction("eraseFanEmail", { email: fanEmail(0) }, staff.editor.idToken), "PERMISSION_DENIED");
      expectError(await callFunction("eraseFanEmail", { email: "not an address" }, staff.admin.idToken), "INVALID_ARGUMENT");
      await repos.suppressions.unsubscribe(addressKey(fanEmail(0), secret()), release.id, new Date());
      const erased = expectOk(await callFunction("eraseFanEmail", { email: "FAN00000@example.test" }, staff.admin.idToken));
      expect(erased).toEqual({ preSaves: 1, mail: 1, subscribers: 0, suppressionKept: true });
      const left = await repos.preSaves.query((c) => c.where("release_id", "==", release.id));
      expect(left.map((p) => p.email ?? "").sort()).toEqual(["", fanEmail(1), fanEmail(2)]);
      expect((await queuedReminders(release.id)).recipients).toEqual(new Set([fanEmail(1), fanEmail(2)]));
      expect(await repos.suppressions.get(addressKey(fanEmail(0), secret()))).not.toBeNull();
    },
    SLOW,
  );
});
