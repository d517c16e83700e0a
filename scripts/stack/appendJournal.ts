import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { fdatasync, write } from "node:fs";
import { dirname } from "node:path";
import { promisify } from "node:util";

const writeAsync = promisify(write);
const fdatasyncAsync = promisify(fdatasync);

/**
 * An append-only file of JSON lines that is on disk before anyone is told a
 * write succeeded: `append` resolves only after the line has been written and
 * fdatasync'ed. Lines appended while a flush runs are written together by the
 * next one (group commit), so a burst of writes costs one sync, not one each.
 *
 * `checkpoint` replaces the whole file with the lines that rebuild the current
 * state (temporary file, fsync, rename, fsync of the folder), so the file
 * stays as small as the data. It takes the state the moment it runs, which
 * includes every line still waiting to be flushed: those lines are dropped and
 * their writers released once the checkpoint is durable.
 */
export class AppendJournal {
  private fd: number;
  private pending: { line: string; done: () => void; failed: (e: unknown) => void }[] = [];
  private checkpointWanted: (() => string[]) | null = null;
  private checkpointWaiters: { done: () => void; failed: (e: unknown) => void }[] = [];
  private draining: Promise<void> | null = null;
  /** Bytes appended since the file was last rewritten. */
  appendedBytes = 0;

  constructor(readonly file: string) {
    this.fd = openSync(file, "a");
  }

  /** The records of a journal file; a torn last line (a crash mid-write, never acknowledged) is skipped. */
  static read<T>(file: string): T[] {
    if (!existsSync(file)) return [];
    const lines = readFileSync(file, "utf8").split("\n");
    const records: T[] = [];
    lines.forEach((line, index) => {
      if (line === "") return;
      try {
        records.push(JSON.parse(line) as T);
      } catch (error) {
        if (index < lines.length - 1 && lines.slice(index + 1).some((l) => l !== ""))
          throw new Error(`${file}: damaged record on line ${index + 1}`, { cause: error });
      }
    });
    return records;
  }

  /** Rewrites `file` with `lines`, atomically and durably (used at start, before appending). */
  static rewrite(file: string, lines: Iterable<string>): void {
    const tmp = `${file}.${process.pid}.tmp`;
    const fd = openSync(tmp, "w");
    let chunk = "";
    for (const line of lines) {
      chunk += line + "\n";
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = "";
      }
    }
    if (chunk) writeSync(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, file);
    syncFolder(dirname(file));
  }

  append(record: unknown): Promise<void> {
    return new Promise((done, failed) => {
      this.pending.push({ line: JSON.stringify(record) + "\n", done, failed });
      this.drain();
    });
  }

  /** Replaces the file with the lines `snapshot` returns, called at the moment the checkpoint runs. */
  checkpoint(snapshot: () => string[]): Promise<void> {
    return new Promise((done, failed) => {
      this.checkpointWanted = snapshot;
      this.checkpointWaiters.push({ done, failed });
      this.drain();
    });
  }

  /** Resolves when everything appended so far is on disk. */
  async flushed(): Promise<void> {
    while (this.draining) await this.draining;
  }

  close(): void {
    closeSync(this.fd);
  }

  private drain(): void {
    this.draining ??= this.run().finally(() => {
      this.draining = null;
      if (this.pending.length > 0 || this.checkpointWanted) this.drain();
    });
  }

  private async run(): Promise<void> {
    // Let the writes of this turn of the event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0 || this.checkpointWanted) {
      const batch = this.pending;
      this.pending = [];
      const snapshot = this.checkpointWanted;
      const waiters = this.checkpointWaiters;
      this.checkpointWanted = null;
      this.checkpointWaiters = [];
      try {
        if (snapshot) {
          // Synchronous from the snapshot to the rename: no write can slip in between.
          AppendJournal.rewrite(this.file, snapshot());
          closeSync(this.fd);
          this.fd = openSync(this.file, "a");
          this.appendedBytes = 0;
        } else {
          const text = batch.map((p) => p.line).join("");
          await writeAsync(this.fd, text);
          await fdatasyncAsync(this.fd);
          this.appendedBytes += Buffer.byteLength(text);
        }
        for (const p of batch) p.done();
        for (const w of waiters) w.done();
      } catch (error) {
        for (const p of batch) p.failed(error);
        for (const w of waiters) w.failed(error);
      }
    }
  }
}

/** A rename is durable only once its folder is synced. */
export function syncFolder(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
