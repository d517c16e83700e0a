import { FunctionsError } from "firebase/functions";
import { describe, expect, it } from "vitest";
import { errorMessage } from "../../../src/lib/client/callables";

/** As the client library builds them from a function's HTTP answer: message, then the status in brackets. */
const fromServer = (code: ConstructorParameters<typeof FunctionsError>[0], message: string) => new FunctionsError(code, message);

describe("errorMessage", () => {
  it("shows a function's message without the status code the client library appends", () => {
    expect(errorMessage(fromServer("unavailable", "Invalid response from Spotify [503]"), "x")).toBe("Invalid response from Spotify");
    expect(errorMessage(fromServer("resource-exhausted", "Failed to fetch Spotify releases [429]"), "x")).toBe(
      "Failed to fetch Spotify releases",
    );
    expect(errorMessage(fromServer("already-exists", "A role with this name already exists [409]"), "x")).toBe(
      "A role with this name already exists",
    );
  });

  it("keeps brackets that are part of the message, and falls back for internal errors and non-function errors", () => {
    expect(errorMessage(fromServer("invalid-argument", "Name [draft] is taken [400]"), "x")).toBe("Name [draft] is taken");
    expect(errorMessage(fromServer("internal", "INTERNAL [500]"), "Failed to save artist")).toBe("Failed to save artist");
    expect(errorMessage(new Error("boom"), "Failed to save artist")).toBe("Failed to save artist");
    expect(errorMessage(fromServer("not-found", " [404]"), "Failed to refetch release")).toBe("Failed to refetch release");
  });
});
