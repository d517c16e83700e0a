import { describe, expect, it } from "vitest";
import { stackConfig } from "../../../scripts/stack/config";
import { portsEnvAbove, stackPorts } from "../../../scripts/stack/ports";
import { TEST_STACK_BASES, testStackEnv } from "../../stackPorts";

/** TEST_PORT_OFFSET values, in thousands as the README asks, that runs side by side may use. */
const OFFSETS = Array.from({ length: 10 }, (_, i) => i * 1000);
const KINDS = Object.keys(TEST_STACK_BASES) as (keyof typeof TEST_STACK_BASES)[];

type Stacks = Record<string, Record<string, number>>;

/** Every port named by more than one stack, or twice by one, with who holds it. */
function sharedPorts(stacks: Stacks): string[] {
  const holders = new Map<number, string[]>();
  for (const [stack, ports] of Object.entries(stacks)) {
    for (const [name, port] of Object.entries(ports)) holders.set(port, [...(holders.get(port) ?? []), `${stack} ${name}`]);
  }
  return [...holders].filter(([, who]) => who.length > 1).map(([port, who]) => `${port}: ${who.join(", ")}`);
}

const npmStart = () => stackPorts(stackConfig({}));
const testStacks = (offset: number): Stacks =>
  Object.fromEntries(
    KINDS.map((kind) => [`${kind}@${offset}`, stackPorts(stackConfig(testStackEnv(kind, { TEST_PORT_OFFSET: String(offset) })))]),
  );

describe("the ports of the local stacks", () => {
  it("npm start keeps the documented ports", () => {
    expect(npmStart()).toMatchObject({
      web: 4321,
      firestore: 8080,
      auth: 9099,
      functions: 5001,
      hub: 4400,
      logging: 4500,
      storage: 9199,
      spotify: 8130,
      musicbrainz: 8134,
      hosting: 8138,
      stripe: 8139,
    });
  });

  it("finds a shared port where there is one (the layout with test stacks 100 apart)", () => {
    const integrationAt100 = stackPorts(stackConfig(portsEnvAbove(100)));
    expect(sharedPorts({ "npm start": npmStart(), integration: integrationAt100 })).toContain("4500: npm start logging, integration hub");
  });

  it.each(OFFSETS)("npm start and every test stack of a run at TEST_PORT_OFFSET=%i share no port", (offset) => {
    expect(sharedPorts({ "npm start": npmStart(), ...testStacks(offset) })).toEqual([]);
  });

  it("runs at different offsets share no port with each other either", () => {
    const all: Stacks = { "npm start": npmStart() };
    for (const offset of OFFSETS) Object.assign(all, testStacks(offset));
    expect(Object.keys(all)).toHaveLength(1 + KINDS.length * OFFSETS.length);
    expect(sharedPorts(all)).toEqual([]);
  });
});

describe("the stacks of the second test group", () => {
  it("takes the second integration and end-to-end stacks, and the only crash and workers stacks", () => {
    const second = { TEST_GROUP: "2", TEST_PORT_OFFSET: "6000" };
    expect(testStackEnv("integration", second)).toEqual(testStackEnv("integration-2", { TEST_PORT_OFFSET: "6000" }));
    expect(testStackEnv("e2e", second).PORT).toBe(String(4321 + 6000 + 900));
    expect(testStackEnv("e2e", second).STACK_DATA_DIR).toBe(".data/test-e2e-2-6000");
    expect(testStackEnv("crash", second)).toEqual(testStackEnv("crash", { TEST_PORT_OFFSET: "6000" }));
    expect(testStackEnv("e2e", { TEST_GROUP: "1" })).toEqual(testStackEnv("e2e", {}));
  });
});
