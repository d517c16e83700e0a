import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readRequestBody } from "../../../functions/src/http/requestBody";

const stream = (chunks: Buffer[]) => Readable.from(chunks);

describe("readRequestBody", () => {
  it("uses the body Cloud Functions already read, within the cap", async () => {
    const rawBody = Buffer.from("hello");
    expect(await readRequestBody(Object.assign(stream([]), { rawBody }), 5)).toBe(rawBody);
    expect(await readRequestBody(Object.assign(stream([]), { rawBody }), 4)).toBeNull();
  });

  it("reads a stream up to the cap, and gives up as soon as it is passed", async () => {
    expect((await readRequestBody(stream([Buffer.from("ab"), Buffer.from("cd")]), 4))?.toString()).toBe("abcd");
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(Buffer.alloc(1024));
      },
    });
    expect(await readRequestBody(endless, 4096)).toBeNull();
    expect(pulled).toBeLessThan(10);
    expect(endless.destroyed).toBe(true);
  });

  it("gives up on a body that stops arriving (fewer bytes than Content-Length said)", async () => {
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.from('{"data":'));
    expect(await readRequestBody(stalled, 4096, 50)).toBeNull();
    expect(stalled.destroyed).toBe(true);
  });

  it("a body that fails mid-way is no body", async () => {
    const failing = new Readable({ read() {} });
    failing.push(Buffer.from("ab"));
    const body = readRequestBody(failing, 4096);
    failing.destroy(new Error("connection reset"));
    expect(await body).toBeNull();
  });
});
