import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** An authenticator app's codes change every half-minute (RFC 6238). */
export const STEP_MS = 30_000;

/** The authenticator app's code at `at` (ms), for the secret the page showed grouped by four. */
export const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({ timestamp: at });

/** The enrolment, as on the profile and at a sign-in that must enrol: answers the secret and the codes. */
export async function enrolAuthenticator(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: "Inizia l'attivazione" }).click();
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
  await page.getByRole('textbox', { name: /^Codice di verifica/ }).fill(codeAt(secret));
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'I tuoi codici di recupero' })).toBeVisible();
  const recoveryCodes = await page.getByText(/^[a-z0-9]{5}-[a-z0-9]{5}$/).allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'Ho salvato i codici, continua' }).click();
  return { secret, recoveryCodes };
}
