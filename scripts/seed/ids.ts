// Fixed UUIDs keep the demo content identical on every machine.
const pad = (n: number) => n.toString(16).padStart(12, "0");
export const artistId = (n: number) => `a0000000-0000-4000-8000-${pad(n)}`;
export const releaseId = (n: number) => `b0000000-0000-4000-8000-${pad(n)}`;
export const pressId = (n: number) => `c0000000-0000-4000-8000-${pad(n)}`;
export const productId = (n: number) => `e5000000-0000-4000-8000-${pad(n)}`;
export const demoId = (n: number) => `d0000000-0000-4000-8000-${pad(n)}`;
export const ROLE_IDS = {
  "super-admin": "e0000000-0000-4000-8000-000000000001",
  "artist-editor": "e0000000-0000-4000-8000-000000000002",
} as const;
