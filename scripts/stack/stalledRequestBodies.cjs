// @ts-check
/**
 * Ends requests whose body stops arriving: a client that sent fewer bytes
 * than its Content-Length said, or went quiet mid-upload, is answered 408
 * once no byte has come for STALLED_BODY_MS, and its connection is closed.
 * Used by the local site server (staticServer.ts) and, through
 * firebaseToolsPreload.cjs, by the emulators' servers, so a call to a
 * function, direct or through the site, never waits on a body that is not
 * coming.
 *
 * Node's own `requestTimeout` counts the whole request (five minutes by
 * default): it would hold a stalled body for minutes, or, set short, cut a
 * slow upload that is still moving. This counts silence instead.
 *
 * The check only watches (the socket's byte count, the request's state): it
 * never reads the body, which stays the server's to read. A body the server
 * is not reading (its buffer is full, or it answered without reading) is not
 * silence, and a request already answered is left alone.
 */

/** A body silent this long is given up on: far longer than any pause of a client that is still sending. */
const STALLED_BODY_MS = 10_000;
/**
 * Silence is seen by this many checks in a row, `idleMs / CHECKS` apart. Counted
 * in checks, not read off the clock: after the event loop was blocked (a busy
 * machine), the first check runs before the bytes that arrived meanwhile are
 * read, and must not take them for silence.
 */
const CHECKS = 5;

/**
 * @param {import("node:http").Server} server
 * @param {number} [idleMs]
 */
function expireStalledRequestBodies(server, idleMs = STALLED_BODY_MS) {
  server.on("request", (request, response) => {
    let bytesSeen = request.socket.bytesRead;
    let quietChecks = 0;
    const check = setInterval(
      () => {
        if (request.complete || response.headersSent || request.socket.destroyed) return stop();
        const bytes = request.socket.bytesRead;
        quietChecks = bytes === bytesSeen && request.readableLength === 0 ? quietChecks + 1 : 0;
        bytesSeen = bytes;
        if (quietChecks < CHECKS) return;
        stop();
        console.warn(
          `${request.method} ${request.url?.split("?")[0]}: the body stopped arriving (${request.socket.bytesRead} bytes read); answered 408`,
        );
        response.writeHead(408, { "content-type": "text/plain; charset=utf-8", connection: "close", "cache-control": "no-store" });
        response.end("The request body did not arrive");
      },
      Math.max(10, Math.floor(idleMs / CHECKS)),
    );
    check.unref();
    const stop = () => clearInterval(check);
    response.once("close", stop);
  });
}

/**
 * Makes every HTTP server this process creates from now on expire stalled
 * bodies: the firebase-tools process, whose emulators (the Functions
 * emulator's hub above all, which reads a call's whole body before handing
 * it to a worker) create theirs through `http.createServer`, Express's
 * `listen` included.
 */
function expireStalledBodiesOfNewServers() {
  /** @type {any} */
  const http = require("node:http");
  const createServer = http.createServer;
  http.createServer = function (/** @type {any[]} */ ...args) {
    const server = createServer.apply(this, args);
    expireStalledRequestBodies(server);
    return server;
  };
}

module.exports = { expireStalledRequestBodies, expireStalledBodiesOfNewServers, STALLED_BODY_MS };
