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

export interface SignInOptions {
  password?: string;
  /** Picks among several parent companies, by name. */
  parent?: RegExp;
  /** The page opened once signed in, as a bookmark would open it: the home page unless told. */
  at?: string;
}

/**
 * Signs in through the sign-in call, as the login form does (antiforgery token, then the login; a
 * second call names the parent when there are several), then opens `at`. Journeys that are not about
 * the login form start so: the form itself is login.spec.ts's, and loading the sign-in page first
 * would only cost every journey a page load, as would the home page before the page a journey is
 * about. On the home page it checks that the session was taken; elsewhere the caller checks what the
 * page shows.
 */
export async function signIn(
  page: Page,
  userName: string,
  { password = DEMO_PASSWORD, parent, at = '/home' }: SignInOptions = {},
): Promise<void> {
  const api = page.request;
  const { Token } = (await (await api.get('/api/Auth/antiforgery')).json()) as { Token: string };
  const first = await api.post('/api/Auth/login', {
    headers: { 'X-CSRF-Token': Token },
    data: { UserName: userName, Password: password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const result = (await first.json()) as {
    ParentCode: string | null;
    Company: { CompanyParents: { VatCode: string; Name: string }[] };
  };
  if (result.ParentCode === null && result.Company.CompanyParents.length > 0) {
    const chosen = result.Company.CompanyParents.find((p) => parent?.test(p.Name));
    expect(chosen, `a parent of ${userName} matching ${parent}`).toBeTruthy();
    // The sign-in rotated the session, and the antiforgery token with it.
    const { Token: rotated } = (await (await api.get('/api/Auth/antiforgery')).json()) as { Token: string };
    const second = await api.post('/api/Auth/login', {
      headers: { 'X-CSRF-Token': rotated },
      data: { UserName: userName, ParentCode: chosen?.VatCode },
    });
    expect(second.status(), await second.text()).toBe(200);
  }
  await page.goto(at);
  if (at === '/home') await expect(page).toHaveURL(/\/home$/);
}

/** mario.rossi, for Studio Bianchi: the demo customer of most journeys. */
export const signInAsMario = (page: Page, at?: string) =>
  signIn(page, 'mario.rossi', { parent: /Studio Bianchi/, at });

/** Signs out through the user menu and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /, menu utente$/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
}
