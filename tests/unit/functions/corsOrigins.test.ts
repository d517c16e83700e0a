import { describe, expect, it } from "vitest";
import { corsOrigins } from "../../../functions/src/http/corsOrigins";

describe("corsOrigins", () => {
  it("allows the site's origin only", () => {
    expect(corsOrigins("https://label.example/some/path")).toEqual(["https://label.example"]);
  });

  it("allows both loopback spellings of a local site", () => {
    expect(corsOrigins("http://localhost:4321")).toEqual(["http://localhost:4321", "http://127.0.0.1:4321"]);
    expect(corsOrigins("http://127.0.0.1:5000")).toEqual(["http://127.0.0.1:5000", "http://localhost:5000"]);
  });
});
