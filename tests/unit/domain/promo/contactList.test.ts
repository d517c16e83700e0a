import { describe, expect, it } from "vitest";
import type { Contact } from "../../../../src/lib/domain/promo/contact";
import { CONTACT_PAGE_SIZE, contactFiltersSchema, queryContacts } from "../../../../src/lib/domain/promo/contactList";

const at = new Date("2026-01-01");
const contact = (name: string, over: Partial<Contact> = {}): Contact => ({
  id: name,
  name,
  email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
  outlet: null,
  role: "press",
  country: null,
  tags: [],
  notes: null,
  created_at: at,
  updated_at: at,
  ...over,
});
const all = contactFiltersSchema.parse({});

describe("the contact book's list", () => {
  const book = [
    contact("Zoë Ward", { outlet: "Résident Advisor", role: "dj", tags: ["techno"] }),
    contact("Ann Lee", { outlet: "The Wire", tags: ["uk", "techno"] }),
    contact("Bo Diaz", { role: "radio", tags: ["uk"] }),
  ];

  it("lists by name with the tags in use", () => {
    const page = queryContacts(book, all);
    expect(page.contacts.map((c) => c.name)).toEqual(["Ann Lee", "Bo Diaz", "Zoë Ward"]);
    expect(page).toMatchObject({ total: 3, page: 1, page_count: 1, tags: ["techno", "uk"] });
  });

  it("searches the start of any word of name, address or outlet, any case or accent, and filters by role and tag", () => {
    const names = (filters: object) => queryContacts(book, { ...all, ...filters }).contacts.map((c) => c.name);
    expect(names({ q: "wire" })).toEqual(["Ann Lee"]);
    expect(names({ q: "resident" })).toEqual(["Zoë Ward"]);
    expect(names({ q: "zoe" })).toEqual(["Zoë Ward"]);
    expect(names({ q: "bodiaz" })).toEqual(["Bo Diaz"]);
    expect(names({ q: "ire" })).toEqual([]);
    expect(names({ role: "radio" })).toEqual(["Bo Diaz"]);
    expect(names({ tag: "uk" })).toEqual(["Ann Lee", "Bo Diaz"]);
    expect(names({ tag: "uk", role: "press", q: "lee" })).toEqual(["Ann Lee"]);
  });

  it("pages the matches; a page past the end reads the last one", () => {
    const many = Array.from({ length: CONTACT_PAGE_SIZE + 5 }, (_, i) => contact(`Name ${String(i).padStart(3, "0")}`));
    expect(queryContacts(many, { ...all, page: 2 })).toMatchObject({ total: CONTACT_PAGE_SIZE + 5, page: 2, page_count: 2 });
    expect(queryContacts(many, { ...all, page: 2 }).contacts).toHaveLength(5);
    expect(queryContacts(many, { ...all, page: 9 }).page).toBe(2);
  });
});
