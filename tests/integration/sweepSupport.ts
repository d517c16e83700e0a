/** What the input sweeps check in every answer: a 4xx, with no stack trace or server path. */
import { beforeAll, expect } from "vitest";
import { seedAccess, signInCast, type Cast } from "./accessFixtures";
import { resetDatabase } from "./support";

export const FIVE_MB = "x".repeat(5 * 1024 * 1024);
export const STACK_OR_PATH = /\bat .+:\d+:\d+|\/work\/|node_modules/;

export function expectClientError(answer: { status: number; text: string }, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.text, label).not.toMatch(STACK_OR_PATH);
}

/** The access test cast (Super Admin, role-less fan, …), signed in and seeded once for the file. */
export function sweepCast(): () => Cast {
  let cast: Cast;
  beforeAll(async () => {
    await resetDatabase();
    cast = await signInCast();
    await seedAccess(cast);
  }, 120_000);
  return () => cast;
}
