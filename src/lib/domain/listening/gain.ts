/**
 * The linear factor of a gain in dB, as a Web Audio GainNode or
 * `audio.volume` takes it. Its own file: the player imports it without the
 * schemas (and zod) of trackAudio.ts.
 */
export const gainFactor = (gainDb: number) => 10 ** (gainDb / 20);
