/** The local demo accounts; printed by `npm start` and used by the e2e tests. */
export const SEED_ACCOUNTS = [
  { uid: "seed-admin", email: "admin@label.test", password: "labeladmin", role: "super-admin" },
  { uid: "seed-editor", email: "editor@label.test", password: "labeleditor", role: "artist-editor" },
  { uid: "seed-fan", email: "fan@label.test", password: "labelfan", role: null },
] as const;
