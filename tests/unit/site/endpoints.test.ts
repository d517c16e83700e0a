import { describe, expect, it } from "vitest";
import { LISTEN_BEACON_ROUTE, MISSING_PATH_ROUTE, listenBeaconEndpoint, missingPathEndpoint, notFoundKind } from "../../../src/lib/site/endpoints";

describe("404 page", () => {
  it("picks the not-found state from the shape of the path", () => {
    expect(notFoundKind("/artist/nobody")).toBe("artist");
    expect(notFoundKind("/artist/nobody/")).toBe("artist");
    expect(notFoundKind("/releases/ann/nothing")).toBe("release");
    expect(notFoundKind("/press/gone")).toBe("post");
    expect(notFoundKind("/pre-save/ann/tide")).toBe("preSave");
    expect(notFoundKind("/releases/ann")).toBe("page");
    expect(notFoundKind("/artist/a/b")).toBe("page");
    expect(notFoundKind("/nowhere")).toBe("page");
  });

  it("reports to the Hosting rewrite in production and to the Functions emulator locally", () => {
    expect(missingPathEndpoint({})).toBe(MISSING_PATH_ROUTE);
    expect(missingPathEndpoint({ PUBLIC_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5001", PUBLIC_FIREBASE_PROJECT_ID: "demo-label" })).toBe(
      "http://127.0.0.1:5001/demo-label/us-central1/logMissingPath",
    );
  });
});

describe("listen beacon", () => {
  it("counts through the Hosting rewrite in production and at the Functions emulator locally", () => {
    expect(listenBeaconEndpoint({})).toBe(LISTEN_BEACON_ROUTE);
    expect(listenBeaconEndpoint({ PUBLIC_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5001", PUBLIC_FIREBASE_PROJECT_ID: "demo-label" })).toBe(
      "http://127.0.0.1:5001/demo-label/us-central1/countListenClick",
    );
  });
});
