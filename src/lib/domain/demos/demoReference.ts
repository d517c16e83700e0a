/** The reference an artist quotes for a demo (docs/demos.md#references). */

/**
 * A reference's characters: Crockford's base 32, digits and capitals
 * without I, L, O and U, easy to read out and type. The hex of the older
 * id-derived references is a subset, so both read alike.
 */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "DEMO-" and eight characters: the form of every reference (docs/demos.md#references). */
export const DEMO_REFERENCE_PATTERN = /^DEMO-[0-9A-Z]{8}$/;

/**
 * A candidate reference from 8 random bytes, one character each (256 is a
 * multiple of 32, so every character is equally likely): 40 bits. Unique
 * only once claimed, which the data layer does before the demo is written.
 */
export function demoReferenceFromBytes(random: Uint8Array): string {
  if (random.byteLength < 8) throw new RangeError("a reference takes 8 random bytes");
  return `DEMO-${Array.from(random.subarray(0, 8), (byte) => REFERENCE_ALPHABET[byte & 31]).join("")}`;
}

/**
 * The reference the receipts of demos stored before references were kept
 * quoted: the start of the id, upper case. Not unique (ids that share their
 * first characters share it); the start-up migration lets the earliest demo
 * keep it and gives the others new ones.
 */
export function idDemoReference(demoId: string): string {
  return `DEMO-${demoId
    .replace(/[^a-zA-Z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase()}`;
}

/** The reference an artist quotes: the demo's own, or, for a record the migration has not reached yet, the one its receipt quoted. */
export function demoReference(demo: { id: string; reference?: string | undefined }): string {
  return demo.reference ?? idDemoReference(demo.id);
}
