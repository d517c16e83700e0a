import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostingFunctionRewrites, readHostingConfig } from "../../../scripts/stack/hostingConfig";
import * as endpoints from "../../../src/lib/site/endpoints";
import { notFoundKind } from "../../../src/lib/site/endpoints";

describe("public function routes", () => {
  it("each route the pages and forms post to is rewritten to its function by firebase.json (production and the local server)", () => {
    const rewrites = new Map(
      hostingFunctionRewrites(readHostingConfig(join(import.meta.dirname, "../../.."))).map((r) => [r.source, r.functionId]),
    );
    const routes = Object.entries(endpoints).filter(([name]) => name.endsWith("_ROUTE"));
    expect(Object.fromEntries(routes.map(([name, route]) => [name, rewrites.get(route as string)]))).toEqual({
      MISSING_PATH_ROUTE: "logMissingPath",
      LISTEN_BEACON_ROUTE: "countListenClick",
      PRE_SAVE_ROUTE: "submitPreSave",
      DEMO_UPLOAD_ROUTE: "submitDemo",
      MEDIA_UPLOAD_ROUTE: "uploadMedia",
      SUBSCRIBE_ROUTE: "subscribeToList",
      WHO_LEAKED_ROUTE: "whoLeaked",
      STORE_BUY_ROUTE: "buy",
      STORE_CART_ROUTE: "cart",
      STORE_CANCEL_ROUTE: "cancelCheckout",
    });
  });
});

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
});
