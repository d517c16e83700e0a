import { describe, expect, it } from "vitest";
import { audioIntegrityProblem, textShare, TEXT_SHARE_LIMIT, type AudioDecodeReport } from "../../../src/lib/domain/demos/audioIntegrity";
import { constantFlac, silentM4a, silentMp3, toneWav } from "../../fixtures/audio/build";
import {
  garbage,
  m4aWithHtml,
  m4aWithHtmlInMediaData,
  wavOfScript,
  wavWithHtml,
  wavWithHtmlInsideRiff,
} from "../../fixtures/audio/hostile";

/** What the decoder reports for a clean decode of `packetBytes` bytes of audio in `packets` packets. */
const decoded = (packetBytes: number, more: Partial<AudioDecodeReport> = {}): AudioDecodeReport => ({
  completed: true,
  errors: [],
  packets: 2,
  packetBytes,
  framesDecoded: 2,
  samples: 1000,
  mp3AudioStart: null,
  mp3JunkBytes: null,
  unreadBytes: 0,
  ...more,
});

const concat = (...parts: (Uint8Array | number[] | string)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))));
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

describe("audioIntegrityProblem: what the decoder says", () => {
  const wav = toneWav();
  const clean = decoded(wav.byteLength - 44);

  it("accepts a clean decode of a well-formed file", () => {
    expect(audioIntegrityProblem("wav", wav, clean)).toBeNull();
  });

  it("refuses any decoder error, an unfinished decode, missing statistics and a file with no audio", () => {
    expect(audioIntegrityProblem("wav", wav, { ...clean, errors: ["Invalid data found when processing input"] })).toMatch(
      /decoder error: Invalid data/,
    );
    expect(audioIntegrityProblem("wav", wav, { ...clean, completed: false })).toMatch(/did not finish/);
    expect(audioIntegrityProblem("wav", wav, { ...clean, packetBytes: null })).toMatch(/no decoder statistics/);
    expect(audioIntegrityProblem("wav", wav, { ...clean, samples: 0 })).toMatch(/no audio/);
  });

  it("refuses a packet the decoder could not turn into a frame, except AAC's one frame of delay", () => {
    expect(audioIntegrityProblem("wav", wav, { ...clean, packets: 3 })).toMatch(/3 packets, 2 decoded/);
    const m4a = silentM4a();
    expect(audioIntegrityProblem("m4a", m4a, decoded(32, { packets: 8, framesDecoded: 7 }))).toBeNull();
  });
});

describe("audioIntegrityProblem: a file that is text", () => {
  it("measures the printable share: audio fixtures far below the limit, a script at the top", () => {
    for (const bytes of [toneWav(), silentMp3(), constantFlac(), silentM4a(), garbage(4096)]) expect(textShare(bytes)).toBeLessThan(0.5);
    expect(textShare(new TextEncoder().encode("<script>alert(1)</script>\n"))).toBe(1);
    expect(textShare(new Uint8Array())).toBe(0);
  });

  it("refuses a WAV whose samples are a script, though it is valid PCM", () => {
    const bytes = wavOfScript();
    expect(textShare(bytes)).toBeGreaterThanOrEqual(TEXT_SHARE_LIMIT);
    expect(audioIntegrityProblem("wav", bytes, decoded(bytes.byteLength - 44))).toMatch(/% of the bytes are text/);
  });
});

describe("audioIntegrityProblem: WAV", () => {
  it("refuses bytes after the RIFF chunk, and bytes inside it that are no chunk", () => {
    expect(audioIntegrityProblem("wav", wavWithHtml(), decoded(4000))).toMatch(/RIFF declares 4044 bytes/);
    expect(audioIntegrityProblem("wav", wavWithHtmlInsideRiff(), decoded(4000))).toMatch(/chunks end at/);
  });

  it("accepts declared chunks after the data (tags), with or without the last odd chunk's pad byte in the RIFF size", () => {
    const wav = toneWav();
    const withList = (pad: boolean) => {
      const list = concat("LIST", u32le(5), "INFOx", pad ? [0] : []);
      const bytes = concat(wav, list);
      new DataView(bytes.buffer).setUint32(4, bytes.byteLength - 8 - (pad ? 1 : 0), true);
      return bytes;
    };
    expect(audioIntegrityProblem("wav", withList(true), decoded(4000))).toBeNull();
    expect(audioIntegrityProblem("wav", withList(false), decoded(4000))).toBeNull();
  });

  it("refuses a data chunk the decoder did not read whole, and a second data chunk", () => {
    const wav = toneWav();
    expect(audioIntegrityProblem("wav", wav, decoded(3998))).toMatch(/data chunk of 4000 bytes, 3998 decoded/);
    const twice = concat(wav, "data", u32le(2), [0, 0]);
    new DataView(twice.buffer).setUint32(4, twice.byteLength - 8, true);
    expect(audioIntegrityProblem("wav", twice, decoded(4000))).toMatch(/2 data chunks/);
  });
});

describe("audioIntegrityProblem: M4A", () => {
  it("accepts boxes that tile the file, with 64-bit and to-the-end sizes", () => {
    const m4a = silentM4a();
    expect(audioIntegrityProblem("m4a", m4a, decoded(32))).toBeNull();
    const toEnd = m4a.slice();
    new DataView(toEnd.buffer).setUint32(m4a.byteLength - 40, 0, false); // mdat, the last box: size 0
    expect(audioIntegrityProblem("m4a", toEnd, decoded(32))).toBeNull();
    const large = concat(m4a.subarray(0, m4a.byteLength - 40), u32be(1), "mdat", u32be(0), u32be(48), m4a.subarray(m4a.byteLength - 32));
    expect(audioIntegrityProblem("m4a", large, decoded(32))).toBeNull();
  });

  it("refuses bytes after the last box and media data no sample holds", () => {
    expect(audioIntegrityProblem("m4a", m4aWithHtml(), decoded(32))).toMatch(/overruns the file/);
    expect(audioIntegrityProblem("m4a", concat(silentM4a(), [1, 2, 3]), decoded(32))).toMatch(/3 bytes after the last box/);
    expect(audioIntegrityProblem("m4a", m4aWithHtmlInMediaData(), decoded(32))).toMatch(/bytes of media data, 32 decoded/);
  });
});

describe("audioIntegrityProblem: FLAC", () => {
  const flac = constantFlac();

  it("accepts the metadata blocks and frames that make the file", () => {
    expect(audioIntegrityProblem("flac", flac, decoded(flac.byteLength - 42))).toBeNull();
  });

  it("refuses bytes the frames did not account for, and bytes the decoder left unread in the last packet", () => {
    expect(audioIntegrityProblem("flac", flac, decoded(flac.byteLength - 43))).toMatch(/end at 63, the file at 64/);
    const withGarbage = concat(flac, garbage(100));
    expect(audioIntegrityProblem("flac", withGarbage, decoded(withGarbage.byteLength - 42, { unreadBytes: 100 }))).toMatch(
      /100 bytes after the frames/,
    );
  });
});

describe("audioIntegrityProblem: MP3", () => {
  const mp3 = silentMp3();
  const id3v1 = concat("TAG", new Uint8Array(125));
  const apeItem = concat(u32le(4), u32le(0), "Title\0Song");
  const apeFooter = (isHeader: boolean) =>
    concat(
      "APETAGEX",
      u32le(2000),
      u32le(apeItem.byteLength + 32),
      u32le(1),
      u32le((0x80000000 | (isHeader ? 0x20000000 : 0)) >>> 0),
      new Uint8Array(8),
    );
  const ape = concat(apeFooter(true), apeItem, apeFooter(false));
  const frames = (start = 0) => decoded(mp3.byteLength, { packets: 24, framesDecoded: 24, mp3AudioStart: start, mp3JunkBytes: 0 });

  it("accepts frames with tags before them (the decoder's start) and APEv2 and ID3v1 tags after", () => {
    expect(audioIntegrityProblem("mp3", mp3, frames())).toBeNull();
    expect(audioIntegrityProblem("mp3", concat(new Uint8Array(100), mp3), frames(100))).toBeNull();
    expect(audioIntegrityProblem("mp3", concat(mp3, id3v1), frames())).toBeNull();
    expect(audioIntegrityProblem("mp3", concat(mp3, ape, id3v1), frames())).toBeNull();
    expect(audioIntegrityProblem("mp3", concat(mp3, ape), frames())).toBeNull();
  });

  it("refuses junk before the first frame, and bytes after the frames that are no tag", () => {
    expect(audioIntegrityProblem("mp3", mp3, { ...frames(), mp3JunkBytes: 5 })).toMatch(/junk before the first frame \(5 bytes\)/);
    expect(audioIntegrityProblem("mp3", mp3, { ...frames(), mp3AudioStart: null, mp3JunkBytes: null })).toMatch(
      /junk before the first frame/,
    );
    expect(audioIntegrityProblem("mp3", concat(mp3, "<html></html>"), frames())).toMatch(/end at 3456, the file at 3469/);
    expect(audioIntegrityProblem("mp3", concat(mp3, id3v1, "<html>"), frames())).toMatch(/the file at 3590/);
  });
});
