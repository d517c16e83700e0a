/**
 * A track's ISRC (ISO 3901): CC-XXX-YY-NNNNN, stored as its 12 characters
 * without dashes: country (2 letters), registrant (3 letters or digits),
 * year (2 digits), designation (5 digits).
 */
const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** As typed or printed ("us-rc1-76-07839", "USRC1 7607839"): upper case, dashes and spaces dropped. */
export const normalizeIsrc = (text: string) => text.toUpperCase().replace(/[\s-]/g, "");

export const isIsrc = (value: string) => ISRC_PATTERN.test(value);

/** The normalized ISRC when it is one, else null (a service's answer we cannot use). */
export function isrcOrNull(text: string | null | undefined): string | null {
  const isrc = normalizeIsrc(text ?? "");
  return isIsrc(isrc) ? isrc : null;
}
