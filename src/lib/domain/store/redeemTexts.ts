/** The words of redeeming a download code (docs/store.md#redeeming-a-code). */
export const REDEEM_TEXTS = {
  title: "Redeem a download code",
  codeLabel: "Download code",
  emailLabel: "Your email (to find your download again)",
  submit: "REDEEM",
  /** Not a code, or one nobody issued: the same words, so a guess learns nothing. */
  invalid: "This code is not valid. Check it and try again.",
  used: "This code has already been used.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
} as const;
