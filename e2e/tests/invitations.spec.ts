import { expect, type Page, test } from '@playwright/test';
import { canEditDatabase, runSql } from '../support/database';
import { type Mail, waitForMailTo } from '../support/mailbox';
import { withServerClockAhead } from '../support/server-clock';
import { passwordField, signInAsMario, signOut } from '../support/sign-in';

// Invitations against the real server: mario.rossi (Rossi Impianti's administrator) invites a
// colleague, the invitation is read from the development mailbox, completed once, refused when
// reused, and an expired one sends the invitee to the sign-in page. Each test invites an address of
// its own, so the tests run side by side.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

/** The invitation page's path in an invitation e-mail. */
function invitationPath(mail: Mail): string {
  const path = /\/invitation\/[^\s"<>?]+\/[^\s"<>?]+\?lg=\d/.exec(mail.text)?.[0];
  expect(path, `an invitation link in ${mail.file}`).toBeDefined();
  return path as string;
}

/** The row of the invitation sent to `address` in the company's list of invitations. */
const invitationRow = (page: Page, address: string) =>
  page.getByRole('table', { name: 'Inviti' }).getByRole('row').filter({ hasText: address });

/** mario.rossi invites `address` from his company's page; returns the e-mailed link's path. */
async function invite(page: Page, address: string): Promise<string> {
  await signInAsMario(page, '/account/company');
  await expect(page.getByRole('heading', { level: 1, name: "Utenti dell'azienda" })).toBeVisible();
  await page.getByRole('button', { name: 'Invita un collega' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invita un collega' });
  await dialog.getByRole('textbox', { name: 'E-mail del collega' }).fill(address);
  await dialog.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(dialog).toBeHidden();
  const row = invitationRow(page, address);
  await expect(row).toContainText('In attesa');
  const toast = page.getByText(`Invito inviato a ${address}.`);
  await expect(toast).toBeVisible();
  const path = invitationPath(await waitForMailTo(page.request, address));
  // The toast lies over the user menu until it closes by itself; a pointer resting on it would keep it.
  await expect(toast).toBeHidden();
  await signOut(page);
  return path;
}

test('an invitation from mario.rossi is completed by a new colleague, once', async ({ page }) => {
  const address = 'chiara.fontana@rossi-impianti.example';
  const link = await invite(page, address);

  await page.goto(link);
  await expect(
    page.getByText('Mario Rossi ti invita a usare il portale come utente di Rossi Impianti S.r.l.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('cell', { name: 'Rossi Impianti S.r.l.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Utente', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: the address is the invitation's; a mistake is told next to its field.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(address);
  const fields = {
    'Nome utente': 'chiara.fontana',
    'Codice fiscale personale': 'FNTCHR90A41F205V',
    Nome: 'Chiara',
    Cognome: 'Fontana',
    Telefono: '0212345678',
    Cellulare: 'non un numero',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await passwordField(page, 'Password').fill('Impianti#26');
  await passwordField(page, 'Ripeti la password').fill('Impianti#26');
  await page.getByRole('button', { name: 'Avanti' }).click();
  const mobile = page.getByRole('textbox', { name: 'Cellulare' });
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toBeFocused();
  await mobile.fill('3331234567');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 3: privacy and the disclaimers of Rossi Impianti's company type.
  await page.getByRole('button', { name: "Accetta l'invito" }).click();
  await expect(page.getByText("Devi prendere visione dell'informativa sulla privacy.")).toBeVisible();
  await expect(page.getByRole('link', { name: /^Leggi l'informativa sulla privacy/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.getByRole('checkbox', { name: "Ho letto l'informativa sulla privacy." }).check();
  for (const box of await page.getByRole('checkbox', { name: /^Accetto: / }).all()) await box.check();
  await page.screenshot({ path: '.artifacts/invitation-privacy.png', fullPage: true });
  await page.getByRole('button', { name: "Accetta l'invito" }).click();

  const choice = page.getByRole('dialog', { name: "Scegli l'azienda" });
  await choice.getByRole('button', { name: /Studio Bianchi/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Chiara Fontana').first()).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("L'invito è già stato completato.")).toBeVisible();
  await expect(page.getByRole('button', { name: "Accetta l'invito" })).toBeHidden();

  // Mario sees it completed.
  await signOut(page);
  await signInAsMario(page, '/account/company');
  await expect(invitationRow(page, address)).toContainText('Completato');
  await expect(page.getByRole('cell', { name: 'chiara.fontana', exact: true })).toBeVisible();
});

// It may move the server's clock: in the project that runs alone, after the others (playwright.config.ts).
test('an expired invitation is told, then the sign-in page follows', { tag: '@clock' }, async ({ page }) => {
  const address = 'scaduto@rossi-impianti.example';
  const link = await invite(page, address);
  const expired = async () => {
    await page.goto(link);
    await expect(page.getByText("L'invito è scaduto.")).toBeVisible();
    // Spec §4: the sign-in page after 5 s.
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  };
  // Seven days pass: aged in PostgreSQL, or the embedded database's server clock moves on.
  if (canEditDatabase) {
    // The invitation and its link's single-use token expire together.
    const aged = await runSql(
      `with aged as (
         update invitations set expires_at = now() - interval '1 minute' where email = $1 returning id)
       update single_use_tokens set expires_at = now() - interval '1 minute'
       where purpose = 'invitation' and subject in (select id::text from aged)`,
      [address],
    );
    expect(aged).toBe(1);
    await expired();
  } else await withServerClockAhead(8 * 24 * 60 * 60_000, expired);
});

test('a revoked invitation link no longer works', async ({ page }) => {
  const address = 'revocato@rossi-impianti.example';
  const link = await invite(page, address);
  await signInAsMario(page, '/account/company');
  await invitationRow(page, address).getByRole('button', { name: 'Revoca' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoca' }).click();
  await expect(invitationRow(page, address)).toContainText('Revocato');
  await signOut(page);
  await page.goto(link);
  await expect(page.getByText('Questo link di invito non è valido')).toBeVisible();
});
