import { describe, expect, it } from "vitest";
import { stackConfig } from "../../scripts/stack/config";
import { stackListeningOn, stackProcesses } from "../../scripts/stack/orphanedEmulators";
import { stackPorts } from "../../scripts/stack/ports";
import { listeningPortsOf } from "../../scripts/stack/procSockets";

/**
 * The unit test proves no two stacks' declared ports meet
 * (tests/unit/stack/stackPorts.test.ts); this one proves a running stack
 * listens on nothing else, so `npm start` and the test stacks run side by
 * side. firebase-tools starts servers of its own (Eventarc, Cloud Tasks)
 * that would otherwise take whatever port was free.
 */
const config = stackConfig(process.env);

describe("the ports the running integration stack listens on", () => {
  it("are all among the ports it declares", () => {
    const mark = stackListeningOn(config.ports.auth);
    expect(mark).not.toBeNull();
    const listening = [...listeningPortsOf(stackProcesses(mark!))].sort();
    const declared = stackPorts(config);
    expect(listening).toEqual(
      expect.arrayContaining([
        declared.firestore,
        declared.auth,
        declared.functions,
        declared.hub,
        declared.eventarc,
        declared.tasks,
        declared.spotify,
      ]),
    );
    expect(listening.filter((port) => !Object.values(declared).includes(port))).toEqual([]);
  });
});
