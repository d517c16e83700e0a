// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayerEngine, type QueuedTrack } from "../../../src/components/islands/player/engine";

/**
 * The engine's seeks against an element whose seeking the test drives:
 * jsdom has no media pipeline, so `seeking` and `currentTime` are the
 * element's own properties here, set as a browser sets them.
 */
const track = (id: string): QueuedTrack => ({
  id,
  releaseId: "release",
  title: id,
  sources: [{ src: `/audio/${id}/full.ogg`, type: "audio/ogg", bytes: 1000 }],
  seconds: 70,
  gainDb: 0,
  peaks: [],
  preview: false,
  release: { title: "Reel to Reel", artist: "Halden Drift", artwork: null },
});

function drivenElement(audio: HTMLAudioElement) {
  const element = { seeking: false, time: 0, assigned: [] as number[] };
  Object.defineProperty(audio, "seeking", { get: () => element.seeking });
  Object.defineProperty(audio, "currentTime", {
    get: () => element.time,
    set: (value: number) => {
      element.assigned.push(value);
      element.time = value;
      element.seeking = true;
    },
  });
  /** The seek ends: `seeking` turns false, and its `seeked` is queued (deliver). */
  const seekEnds = () => {
    element.seeking = false;
    return { deliver: () => audio.dispatchEvent(new Event("seeked")) };
  };
  const seeked = () => seekEnds().deliver();
  return { element, seeked, seekEnds };
}

describe("the player's seeks", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("moves the element once its previous seek has ended, to the latest position asked for; the bar shows each at once", () => {
    const engine = new PlayerEngine(document.createElement("div"));
    engine.cue([track("a"), track("b")], 0);
    const { element, seeked } = drivenElement(engine.audio);

    engine.seek(30);
    expect(element.assigned).toEqual([30]);
    engine.seek(60);
    expect(engine.state.position).toBe(60);
    engine.seek(65);
    expect(engine.state.position).toBe(65);
    // The element still seeks to 30: nothing else was asked of it.
    expect(element.assigned).toEqual([30]);

    seeked();
    expect(element.assigned).toEqual([30, 65]);
    seeked();
    expect(element.assigned).toEqual([30, 65]);
    expect(engine.state.position).toBe(65);
  });

  it("a seek while none is under way goes to the element at once, and one back to where it already is asks nothing more", () => {
    const engine = new PlayerEngine(document.createElement("div"));
    engine.cue([track("a")], 0);
    const { element, seeked } = drivenElement(engine.audio);

    engine.seek(10);
    seeked();
    engine.seek(20);
    expect(element.assigned).toEqual([10, 20]);
    engine.seek(10);
    engine.seek(20);
    seeked();
    expect(element.assigned).toEqual([10, 20]);
  });

  it("a seek's late `seeked`, arriving after a newer seek went to the element, applies nothing older and leaves the newest waiting for its own", () => {
    const engine = new PlayerEngine(document.createElement("div"));
    engine.cue([track("a")], 0);
    const { element, seekEnds, seeked } = drivenElement(engine.audio);

    engine.seek(10);
    engine.seek(15);
    const late = seekEnds();
    // Between the end of the seek to 10 and its event: the element seeks no more, so 20 goes to it at once.
    engine.seek(20);
    engine.seek(25);
    late.deliver();
    expect(element.assigned).toEqual([10, 20]);
    expect(engine.state.position).toBe(25);
    seeked();
    expect(element.assigned).toEqual([10, 20, 25]);
    expect(engine.state.position).toBe(25);
  });
});
