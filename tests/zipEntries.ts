import { inflateRawSync } from "node:zlib";

/**
 * The files of a ZIP, read back from its central directory as an unzip tool
 * does: name and bytes, in the archive's order. Stored and deflated entries
 * (what the store's ZIPs hold); the tests' own reader, so a test checks the
 * bytes a buyer's computer would open, not what the writer says it wrote.
 */
export function zipEntries(zip: Buffer): { name: string; bytes: Buffer }[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("Not a ZIP: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`Broken central directory at entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`Broken local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.push({ name, bytes: method === 8 ? inflateRawSync(data) : Buffer.from(data) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
