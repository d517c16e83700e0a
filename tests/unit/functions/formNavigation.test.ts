import { describe, expect, it } from "vitest";
import { isFormNavigation, resultLocation } from "../../../functions/src/http/formNavigation";

const withAccept = (accept?: string) => ({ headers: accept === undefined ? {} : { accept } });

describe("isFormNavigation", () => {
  it("is true for a browser's own form submission (it asks for HTML)", () => {
    expect(isFormNavigation(withAccept("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"))).toBe(
      true,
    );
    expect(isFormNavigation(withAccept("TEXT/HTML"))).toBe(true);
  });

  it("is false for the page's script and for API clients", () => {
    expect(isFormNavigation(withAccept("application/json"))).toBe(false);
    expect(isFormNavigation(withAccept("application/json, text/html;q=0.5"))).toBe(false);
    expect(isFormNavigation(withAccept("*/*"))).toBe(false);
    expect(isFormNavigation(withAccept())).toBe(false);
  });
});

describe("resultLocation", () => {
  it("joins the site, a path chosen by the server and the result's fragment", () => {
    expect(resultLocation("https://label.example/", "/submit-demo", "demo-result-submitted")).toBe(
      "https://label.example/submit-demo#demo-result-submitted",
    );
    expect(resultLocation("http://localhost:4321", "/releases", null)).toBe("http://localhost:4321/releases");
  });
});
