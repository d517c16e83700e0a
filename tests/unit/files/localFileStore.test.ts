import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { assertSafeObjectName } from "../../../src/lib/files/fileStore";
import { LocalFileStore } from "../../../src/lib/files/localFileStore";

describe("LocalFileStore", () => {
  let dir: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "files-"));
    store = new LocalFileStore(dir);
  });

  it("stores, reads, lists and deletes a file with its content type", async () => {
    await store.put("1700000000000-abc.wav", new Uint8Array([1, 2, 3]), "audio/wav");
    expect(await store.exists("1700000000000-abc.wav")).toBe(true);
    expect(await store.read("1700000000000-abc.wav")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "audio/wav" });
    expect(await store.list()).toEqual(["1700000000000-abc.wav"]);
    await store.delete("1700000000000-abc.wav");
    expect(await store.exists("1700000000000-abc.wav")).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });

  it("never overwrites an existing file", async () => {
    await store.put("a.mp3", new Uint8Array([1]), "audio/mpeg");
    await expect(store.put("a.mp3", new Uint8Array([2]), "audio/mpeg")).rejects.toThrow(/exists/);
    expect((await store.read("a.mp3"))?.bytes).toEqual(new Uint8Array([1]));
  });

  it("reads a missing file as null and deletes it without error", async () => {
    expect(await store.read("missing.wav")).toBeNull();
    await expect(store.delete("missing.wav")).resolves.toBeUndefined();
  });

  it("refuses names that could escape the directory", () => {
    for (const bad of ["../x.wav", "a/b.wav", ".hidden", "", "a..b"]) expect(() => assertSafeObjectName(bad)).toThrow();
    expect(() => assertSafeObjectName("1700000000000-k3j4.flac")).not.toThrow();
  });
});
