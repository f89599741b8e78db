import { expect, request, test } from '@playwright/test';
import { post } from '../support/api';
import { waitForMailTo } from '../support/mailbox';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { vat } from '../support/vat-code';

// A company admin sets the company's IBAN for direct debit: a wrong IBAN is refused with the IBAN
// rule's message next to the field, a right one is saved with the SEPA mandate accepted, and the
// company's other administrator is mailed the change. The company and its two administrators are
// this file's own (made by the back office's admin through the API), so no other journey meets them.

const stamp = Date.now().toString().slice(-8);
const COMPANY = vat(`7${stamp}5`);
const NAME = `Iban Prova ${stamp} S.r.l.`;
const SIGNER = { userName: `e2e.iban.${stamp}`, password: 'Firma#2026xy' };
const OTHER = { userName: `e2e.iban2.${stamp}`, email: `iban2.${stamp}@e2e.example` };

/** The company with two administrators; the signer has set their password and answered the terms. */
async function companyWithAdmins(baseURL: string) {
  const admin = await request.newContext({ baseURL });
  const signer = await request.newContext({ baseURL });
  try {
    await post(admin, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: DEMO_PASSWORD });
    const { Id } = await post(admin, '/api/Company/Save', {
      VatCode: COMPANY,
      FiscalCode: COMPANY,
      Name: NAME,
    });
    for (const [person, firstName] of [
      [{ userName: SIGNER.userName, email: `${SIGNER.userName}@e2e.example` }, 'Sara'],
      [OTHER, 'Ugo'],
    ] as const)
      await post(admin, '/api/User/Create', {
        Mode: 'password',
        CompanyId: Id,
        Role: 'company_admin',
        UserName: person.userName,
        FirstName: firstName,
        LastName: 'Addebiti',
        Email: person.email,
        TemporaryPassword: DEMO_PASSWORD,
      });
    await post(signer, '/api/Auth/login', { UserName: SIGNER.userName, Password: DEMO_PASSWORD });
    await post(signer, '/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: SIGNER.password,
      NewPassword2: SIGNER.password,
    });
    await post(signer, '/api/Auth/login', { UserName: SIGNER.userName, Password: SIGNER.password });
    const pending = (await post(signer, '/api/Auth/getuseremptydisclaimers', {})) as {
      Id: number;
      Version: number;
    }[];
    await post(signer, '/api/Auth/signdisclaimers', {
      Disclaimers: pending.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
    });
  } finally {
    await admin.dispose();
    await signer.dispose();
  }
}

test('a company admin saves the IBAN with the SEPA mandate, a wrong one refused; the other admins are mailed', async ({
  page,
  baseURL,
}) => {
  await companyWithAdmins(baseURL ?? '');
  await signIn(page, SIGNER.userName, { password: SIGNER.password, at: '/account/iban' });
  await expect(page.getByRole('heading', { level: 1, name: 'IBAN e addebito diretto' })).toBeVisible();
  await expect(page.getByText(/Nessun IBAN impostato/)).toBeVisible();

  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.fill('IT60X0542811101000000123457');
  await page.getByRole('textbox', { name: /^Intestatario del conto/ }).fill(NAME);
  await page.getByRole('textbox', { name: /^Indirizzo dell'intestatario/ }).fill('Via Roma 1, 20100 Milano');
  const save = page.getByRole('button', { name: 'Salva e accetta il mandato' });
  await save.click();
  await expect(iban).toHaveAccessibleDescription(/Le cifre di controllo dell'IBAN non sono corrette/);
  const accept = page.getByRole('checkbox', { name: /accetto il mandato di addebito diretto SEPA/ });
  await expect(accept).toHaveAccessibleDescription(/occorre accettare il mandato SEPA/);

  await iban.fill('IT60 X054 2811 1010 0000 0123 456');
  await expect(page.getByText(/Creditore: .* Codice identificativo del creditore: IT/)).toBeVisible();
  await accept.check();
  await save.click();
  await expect(page.getByText('IBAN salvato e mandato accettato.', { exact: false })).toBeVisible();
  await expect(page.getByText('IT60 **** **** **** **** ***3 456')).toBeVisible();
  await expect(page.getByText(/^Mandato accettato da Sara Addebiti il/)).toBeVisible();

  const mail = await waitForMailTo(page.request, OTHER.email);
  expect(mail.headers).toMatch(/IBAN per l.addebito diretto/);
  expect(mail.text).toContain('IT60 **** **** **** **** ***3 456');
  expect(mail.text).toContain('Sara Addebiti');
  expect(mail.text).not.toContain('IT60X0542811101000000123456');
});
