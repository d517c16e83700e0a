import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AppendJournal } from "../../../scripts/stack/appendJournal";

const journalFile = () => join(mkdtempSync(join(tmpdir(), "journal-")), "data.journal");
const lines = (file: string) => readFileSync(file, "utf8").split("\n").filter(Boolean);

describe("the append journal behind the local stack's durability", () => {
  it("has every appended record in the file once append resolves, in order", async () => {
    const file = journalFile();
    const journal = new AppendJournal(file);
    await Promise.all([1, 2, 3].map((n) => journal.append({ n })));
    await journal.append({ n: 4 });
    expect(AppendJournal.read(file)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    journal.close();
  });

  it("skips a torn last line (a kill mid-append) but refuses damage in the middle", () => {
    const file = journalFile();
    AppendJournal.rewrite(file, [JSON.stringify({ n: 1 })]);
    appendFileSync(file, '{"n":');
    expect(AppendJournal.read(file)).toEqual([{ n: 1 }]);
    appendFileSync(file, "\n" + JSON.stringify({ n: 2 }) + "\n");
    expect(() => AppendJournal.read(file)).toThrow(/damaged record on line 2/);
  });

  it("replaces the file with the checkpoint, and records appended after it follow it", async () => {
    const file = journalFile();
    const journal = new AppendJournal(file);
    await journal.append({ n: 1 });
    const pending = journal.append({ n: 2 });
    const checkpoint = journal.checkpoint(() => [JSON.stringify({ state: [1, 2] })]);
    await Promise.all([pending, checkpoint]);
    await journal.append({ n: 3 });
    expect(lines(file).map((l) => JSON.parse(l) as unknown)).toEqual([{ state: [1, 2] }, { n: 3 }]);
    journal.close();
  });
});
