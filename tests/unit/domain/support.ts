/** Helpers shared by the domain tests. */
import type { z } from "zod";
import { firstErrorMessage } from "../../../src/lib/domain/shared/errorMap";

/** The message a form would show for `input` (the first issue), or null when it parses. */
export function errorOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstErrorMessage(result.error);
}

/** Parses and returns the output, failing the test with the first message when invalid. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected a valid input, got: ${firstErrorMessage(result.error)}`);
  return result.data;
}

/** An https URL of exactly `length` characters. */
export function urlOfLength(length: number): string {
  const base = "https://example.com/";
  return base + "a".repeat(length - base.length);
}

/** A string of exactly `length` characters. */
export const text = (length: number, char = "a") => char.repeat(length);

export const UUID_A = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";
export const UUID_B = "7a1e2d3c-4b5a-4968-8776-655443322110";
export const UUID_C = "11111111-1111-1111-1111-111111111111";

/** Hands `schema` and its fields to `visit`, through wrappers, pipes (their input side), unions, arrays and objects. */
export function walk(schema: z.ZodType, path: string, visit: (schema: z.ZodType, path: string) => void): void {
  visit(schema, path);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === "object")
    for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) walk(field as z.ZodType, `${path}.${key}`, visit);
  else if (def.type === "array") walk(def.element as z.ZodType, `${path}[]`, visit);
  else if (def.type === "pipe") walk(def.in as z.ZodType, path, visit);
  else if (def.type === "union") for (const option of def.options as z.ZodType[]) walk(option, path, visit);
  else if (def.type === "record") walk(def.valueType as z.ZodType, `${path}{}`, visit);
  else if ("innerType" in def) walk(def.innerType as z.ZodType, path, visit);
}
