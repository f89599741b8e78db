import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

/**
 * The development identity provider's own sign-in page (another origin): user name, password,
 * "Accedi". `version` is the issuer the portal sent the browser to.
 */
export async function signInAtProvider(
  page: Page,
  login: string,
  version: 'v2' | 'v3' = 'v3',
  password = DEMO_PASSWORD,
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${version}/interaction/`));
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
