import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireStalledRequestBodies } from "../../../scripts/stack/stalledRequestBodies.cjs";

/** Writes `head` and `body` on a raw socket and reads whatever comes back until the server closes the connection. */
function rawExchange(port: number, head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head + body));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("a request body that stops arriving", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // Reads the whole body, as the emulator's hub and the functions' runtime do, then answers.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => response.writeHead(200, { connection: "close" }).end(`read ${Buffer.concat(chunks).length} bytes`));
    });
    expireStalledRequestBodies(server, 200);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is answered 408 and its connection closed, when fewer bytes come than Content-Length says", async () => {
    const answer = await rawExchange(
      port,
      "POST /x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      '{"data":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("leaves a body that arrives whole to the server", async () => {
    const answer = await rawExchange(port, "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n", '{"data":{}}');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/read 11 bytes/);
  });
});
