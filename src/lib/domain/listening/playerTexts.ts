/** The player's words (docs/listening.md#the-player). */
export const PLAYER_TEXTS = {
  region: "Player",
  play: (title: string) => `Play ${title}`,
  pause: (title: string) => `Pause ${title}`,
  playButton: "Play",
  pauseButton: "Pause",
  previous: "Previous track",
  next: "Next track",
  seek: "Seek",
  preview: "Preview",
  locked: "Plays from release day",
  latestHeading: "LISTEN",
} as const;
