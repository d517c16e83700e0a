import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  calendarDaySchema,
  documentIdSchema,
  idSchema,
  recordIdSchema,
  isoDateString,
  isWebUrl,
  optionalIsoDate,
  optionalText,
  optionalUrl,
  slugField,
  trimmedRequired,
  uuidSchema,
} from "../../../src/lib/domain/shared/fields";
import { firstErrorMessage } from "../../../src/lib/domain/shared/errorMap";
import { INVALID_DATE, INVALID_URL, SLUG_FORMAT, SLUG_REQUIRED, tooLong } from "../../../src/lib/domain/shared";
import { errorOf, parsed, text, urlOfLength, UUID_A, UUID_C } from "./support";

describe("trimmedRequired", () => {
  const schema = trimmedRequired(5, "Needed");
  it("trims and accepts up to max", () => {
    expect(parsed(schema, "  abc ")).toBe("abc");
    expect(parsed(schema, text(5))).toBe("aaaaa");
  });
  it("reports the given message when empty, blank or missing", () => {
    expect(errorOf(schema, "")).toBe("Needed");
    expect(errorOf(schema, "   ")).toBe("Needed");
    expect(errorOf(schema, undefined)).toBe("Needed");
  });
  it("rejects max + 1", () => {
    expect(errorOf(schema, text(6))).toBe(tooLong(5));
  });
});

describe("slugField", () => {
  it("accepts lowercase letters, digits and hyphens, trimmed", () => {
    expect(parsed(slugField(10), " ab-12 ")).toBe("ab-12");
  });
  it("rejects anything else with the format message", () => {
    expect(errorOf(slugField(10), "Ab")).toBe(SLUG_FORMAT);
    expect(errorOf(slugField(10), "a b")).toBe(SLUG_FORMAT);
    expect(errorOf(slugField(10), "a_b")).toBe(SLUG_FORMAT);
  });
  it("reports an empty slug with the format message unless a required message is given", () => {
    expect(errorOf(slugField(10), "")).toBe(SLUG_FORMAT);
    expect(errorOf(slugField(10, SLUG_REQUIRED), "  ")).toBe(SLUG_REQUIRED);
  });
  it("limits the length", () => {
    expect(parsed(slugField(10), text(10))).toBe(text(10));
    expect(errorOf(slugField(10), text(11))).toBe(tooLong(10));
  });
});

describe("optionalText", () => {
  it("turns empty, null and missing into null and trims", () => {
    const schema = optionalText(3);
    expect(parsed(schema, "")).toBeNull();
    expect(parsed(schema, "   ")).toBeNull();
    expect(parsed(schema, null)).toBeNull();
    expect(parsed(schema, undefined)).toBeNull();
    expect(parsed(schema, " ab ")).toBe("ab");
    expect(errorOf(schema, "abcd")).toBe(tooLong(3));
  });
});

describe("optionalUrl", () => {
  const schema = optionalUrl(40);
  it("accepts http(s) URLs and turns empty into null", () => {
    expect(parsed(schema, " https://example.com/x ")).toBe("https://example.com/x");
    expect(parsed(schema, "http://localhost:4321")).toBe("http://localhost:4321");
    expect(parsed(schema, "")).toBeNull();
    expect(parsed(schema, null)).toBeNull();
  });
  it("rejects non-URLs and non-web schemes with 'Invalid URL'", () => {
    expect(errorOf(schema, "not a url")).toBe(INVALID_URL);
    expect(errorOf(schema, "example.com")).toBe(INVALID_URL);
    expect(errorOf(schema, "javascript:alert(1)")).toBe(INVALID_URL);
    expect(errorOf(schema, "ftp://example.com")).toBe(INVALID_URL);
  });
  it("limits the length", () => {
    expect(parsed(schema, urlOfLength(40))).toHaveLength(40);
    expect(errorOf(schema, urlOfLength(41))).toBe(tooLong(40));
  });
  it("isWebUrl", () => {
    expect(isWebUrl("https://a.b")).toBe(true);
    expect(isWebUrl("mailto:a@b.c")).toBe(false);
  });
});

describe("ids and dates", () => {
  it("idSchema requires a non-empty string", () => {
    expect(parsed(idSchema, "abc")).toBe("abc");
    expect(errorOf(idSchema, "")).not.toBeNull();
    expect(errorOf(idSchema, 3)).not.toBeNull();
  });

  it("uuidSchema accepts UUID-shaped ids and reports its message otherwise", () => {
    const schema = uuidSchema("Pick one");
    expect(parsed(schema, UUID_A)).toBe(UUID_A);
    expect(parsed(schema, UUID_C)).toBe(UUID_C);
    expect(parsed(schema, UUID_A.toUpperCase())).toBe(UUID_A.toUpperCase());
    expect(errorOf(schema, "")).toBe("Pick one");
    expect(errorOf(schema, "not-a-uuid")).toBe("Pick one");
    expect(errorOf(schema, undefined)).toBe("Pick one");
  });

  it("calendarDaySchema (analytics days) accepts real YYYY-MM-DD dates only", () => {
    expect(parsed(calendarDaySchema, "2024-02-29")).toBe("2024-02-29");
    expect(errorOf(calendarDaySchema, "2023-02-29")).toBe(INVALID_DATE);
    expect(calendarDaySchema.safeParse(null).success).toBe(false);
  });

  it("isoDateString accepts real YYYY-MM-DD dates or null", () => {
    expect(parsed(isoDateString, "2024-02-29")).toBe("2024-02-29");
    expect(parsed(isoDateString, null)).toBeNull();
    expect(errorOf(isoDateString, "2023-02-29")).toBe(INVALID_DATE);
    expect(errorOf(isoDateString, "2024-3-5")).toBe(INVALID_DATE);
  });

  it("optionalIsoDate turns an empty date input into null", () => {
    expect(parsed(optionalIsoDate, "")).toBeNull();
    expect(parsed(optionalIsoDate, undefined)).toBeNull();
    expect(parsed(optionalIsoDate, "2024-03-05")).toBe("2024-03-05");
    expect(errorOf(optionalIsoDate, "05/03/2024")).toBe(INVALID_DATE);
  });
});

describe("firstErrorMessage", () => {
  it("returns only the first issue's message", () => {
    const schema = z.object({ a: z.string().min(1, "first"), b: z.string().min(1, "second") });
    const result = schema.safeParse({ a: "", b: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(2);
    expect(firstErrorMessage(result.error!)).toBe("first");
  });

  it("falls back to a generic message when there is no issue", () => {
    expect(firstErrorMessage({ issues: [] })).toBe("An unexpected error occurred");
  });
});

describe("ids sent by callers", () => {
  it("record ids are UUIDs, so nothing else reaches a read", () => {
    expect(recordIdSchema.safeParse("b0000000-0000-4000-8000-000000000001").success).toBe(true);
    for (const id of ["", "a/b", "__proto__", "r1", `${"a".repeat(36)}`, "x".repeat(5_000_000)]) {
      expect(recordIdSchema.safeParse(id).success, id.slice(0, 20)).toBe(false);
    }
  });

  it("other document ids (roles, users) follow Firestore's id rules and a length bound", () => {
    for (const id of ["role-super", "e0000000-0000-4000-8000-000000000001", "Zx9uid_AbC"])
      expect(documentIdSchema.safeParse(id).success).toBe(true);
    for (const id of ["", "a/b", ".", "..", "__proto__", "__x__", "x".repeat(129)])
      expect(documentIdSchema.safeParse(id).success, id).toBe(false);
  });
});
