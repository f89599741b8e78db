import { expect, type Page } from '@playwright/test';

/** Every demo account's password (apps/server/src/db/demo-data.ts). */
export const DEMO_PASSWORD = 'Sportello#2026';

/** A password field by its label (exact: the show/hide button's name contains "password" too). */
export const passwordField = (page: Page, label = 'Password') =>
  page.getByRole('textbox', { name: label, exact: true });

/** Fills the Italian login form and submits it; the caller checks where it leads. */
export async function submitLogin(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(userName);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Signs in from the login page as a user with at most one parent company, and waits for the home page. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await submitLogin(page, userName, password);
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in as a user who works for several parent companies, picks `parent`, and waits for the home page. */
export async function signInWithParent(
  page: Page,
  userName: string,
  parent: RegExp,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await submitLogin(page, userName, password);
  const dialog = page.getByRole('dialog', { name: "Scegli l'azienda" });
  await dialog.getByRole('button', { name: parent }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** mario.rossi, for Studio Bianchi: the demo customer of most journeys. */
export const signInAsMario = (page: Page) => signInWithParent(page, 'mario.rossi', /Studio Bianchi/);

/** Signs out through the user menu and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menu utente/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
}
