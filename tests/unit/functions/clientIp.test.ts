import { describe, expect, it } from "vitest";
import { clientIp } from "../../../functions/src/clientIp";

describe("clientIp", () => {
  it("takes the address the front end appended, not one the client wrote", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" }, ip: "10.0.0.1" })).toBe("203.0.113.9");
    expect(clientIp({ headers: { "x-forwarded-for": ["1.1.1.1", "203.0.113.9"] }, ip: undefined })).toBe("203.0.113.9");
  });

  it("falls back to the socket address", () => {
    expect(clientIp({ headers: {}, ip: "127.0.0.1" })).toBe("127.0.0.1");
    expect(clientIp({ headers: { "x-forwarded-for": " " }, ip: undefined })).toBeUndefined();
  });
});
