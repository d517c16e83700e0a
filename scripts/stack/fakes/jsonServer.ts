import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a fake route answers. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
}) => FakeReply | Promise<FakeReply>;

export interface RunningFake {
  url: string;
  /** Requests served, by method and path (GET /__fake/requests returns it too). */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A small JSON HTTP server on 127.0.0.1 for one fake service. Counts the
 * requests per path, so tests can see retries happen.
 */
export function startJsonServer(name: string, port: number, handle: FakeHandler): Promise<RunningFake> {
  const requests = new Map<string, number>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let reply: FakeReply;
    if (url.pathname === "/__fake/requests") {
      reply = { body: Object.fromEntries(requests) };
    } else {
      const key = `${req.method} ${url.pathname}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      try {
        reply = await handle({ method: req.method ?? "GET", url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      } catch (error) {
        reply = { status: 500, body: { error: String(error) } };
      }
    }
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? null);
    res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8", ...reply.headers });
    res.end(text);
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} (fake ${name}) is already in use`) : error),
    );
    server.listen(port, "127.0.0.1", () =>
      resolve({
        // Port 0 (tests) picks a free port.
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Clients keep connections alive; without this, close waits for them to time out.
            server.closeAllConnections();
          }),
      }),
    );
  });
}

/** Alternates refusals and answers per key: the 1st, 3rd, … request is refused. */
export function everyOtherRequest() {
  const seen = new Map<string, number>();
  return (key: string) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n % 2 === 1;
  };
}
