/**
 * Masking of an e-mail address before it is shown back to the user (e.g. "we sent a link to
 * mario.ros**@**ample.com"): the 2 characters before and the 2 after the @ become asterisks.
 */
const MASKED = 2;

/**
 * `mario.rossi@example.com` → `mario.ros**@**ample.com`. Shorter parts are masked entirely
 * (`a@b.it` → `*@**it`, `ab@x` → `**@*`); the @ is the last one; without an @ the value is
 * returned unchanged. Characters are code points, so an emoji counts as one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = [...email.slice(0, at)];
  const domain = [...email.slice(at + 1)];
  const keepLocal = Math.max(0, local.length - MASKED);
  const maskDomain = Math.min(MASKED, domain.length);
  return [
    ...local.slice(0, keepLocal),
    '*'.repeat(local.length - keepLocal),
    '@',
    '*'.repeat(maskDomain),
    ...domain.slice(maskDomain),
  ].join('');
}
