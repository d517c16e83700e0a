/**
 * The one email rule of the public forms. The server's zod schemas use it as
 * their pattern and the light browser checks test it directly, so a form
 * without zod in its bundle accepts exactly what the server accepts. (The
 * pattern is zod 4's own default, copied so the browser need not load zod.)
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
