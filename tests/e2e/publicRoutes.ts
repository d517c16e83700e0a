/** Every kind of public page, with seeded content: the checks that visit "every public page" walk these. */
export const PUBLIC_ROUTES = [
  "/",
  "/artists",
  "/artists?genre=ambient",
  "/artist/halden-drift",
  "/releases",
  "/releases/halden-drift/reel-to-reel",
  "/releases/halden-drift/coming-tide",
  "/pre-save/halden-drift/coming-tide",
  "/press",
  "/press/reel-to-reel-inside-the-tape-room",
  "/submit-demo",
  "/no-such-page",
  "/auth",
];
