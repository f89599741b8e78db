import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { latestMailTo, waitForMailTo } from '../support/mailbox';
import { signIn, signInAsMario } from '../support/sign-in';

const MARIO_EMAIL = 'mario.rossi@rossi-impianti.example';

/** Opens a ticket through the support area's call, as its form does; answers its id and code. */
async function openTicket(page: Page, subject: string): Promise<{ Id: string; TicketCode: string }> {
  const { Token } = (await (await page.request.get('/api/Auth/antiforgery')).json()) as { Token: string };
  const res = await page.request.post('/api/Support/Tickets', {
    headers: { 'X-CSRF-Token': Token },
    data: { Subject: subject, Product: 'accounting', Message: 'La stampa dei cespiti si blocca.' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { Id: string; TicketCode: string };
}

test('an operator takes a ticket, adds an internal note the customer never sees, replies, and the customer is mailed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await (await browser.newContext()).newPage();
  await signInAsMario(customer);
  const subject = `Cespiti bloccati ${Date.now()}`;
  const ticket = await openTicket(customer, subject);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'operatore@sportello.demo', { at: '/backoffice/helpdesk' });
  await expect(operator.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  await operator.getByRole('textbox', { name: 'Cerca' }).fill(ticket.TicketCode);
  // The search lands in the address; then the queue holds the one ticket, whose code opens it (by
  // its address: the pop-up banner of the demo data may cover the first rows).
  await expect(operator).toHaveURL(/q=SR-/);
  const link = operator.getByRole('link', { name: ticket.TicketCode });
  await expect(link).toHaveCount(1);
  await operator.goto((await link.getAttribute('href')) ?? '');
  await expect(operator.getByRole('heading', { name: subject })).toBeVisible();

  await operator.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(operator.getByText('In lavorazione').first()).toBeVisible();

  const composer = operator.getByRole('form', { name: 'Rispondi o annota' });
  await composer.getByText('Nota interna', { exact: true }).click();
  await composer
    .getByRole('textbox', { name: 'Nota' })
    .fill('Il cliente usa ancora la versione 3: chiedere aggiornamento.');
  const before = await latestMailTo(operator.request, MARIO_EMAIL);
  await composer.getByRole('button', { name: 'Aggiungi la nota' }).click();
  await expect(operator.getByText('Nota interna – non visibile al cliente')).toBeVisible();

  await composer.getByText('Risposta al cliente', { exact: true }).click();
  await composer
    .getByRole('textbox', { name: 'Risposta' })
    .fill('Aggiorni alla versione 4.2: il problema è risolto lì.');
  await composer.getByRole('button', { name: 'Rispondi', exact: true }).click();
  await expect(operator.getByText('Aggiorni alla versione 4.2: il problema è risolto lì.')).toBeVisible();
  await operator.screenshot({ path: '.artifacts/helpdesk-ticket-1280.png', fullPage: true });
  await expectNoSeriousViolations(operator, 'helpdesk ticket page with a note and a reply');

  // The customer is told of the reply, not of the note.
  const mail = await waitForMailTo(operator.request, MARIO_EMAIL, before?.file);
  expect(mail.headers).toContain(ticket.TicketCode);
  expect(mail.text).toContain('versione 4.2');
  expect(mail.text).not.toContain('versione 3');

  await customer.goto(`/support/tickets?ticket=${ticket.Id}`);
  const detail = customer.getByRole('region', { name: 'Dettaglio' });
  await expect(detail.getByText('Aggiorni alla versione 4.2: il problema è risolto lì.')).toBeVisible();
  await expect(detail.getByText(/chiedere aggiornamento/)).toHaveCount(0);
  await expect(detail.getByText('Olga Operatrice').first()).toBeVisible();
});

test('a ticket a customer opens shows in an operator’s open queue within two seconds, with the menu count raised', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  const marker = `Diretta${Date.now()}`;
  await signIn(operator, 'operatore@sportello.demo', { at: '/backoffice/helpdesk' });
  await operator.getByRole('textbox', { name: 'Cerca' }).fill(marker);
  await expect(operator).toHaveURL(new RegExp(`q=${marker}`));
  await expect(operator.getByRole('link', { name: /^SR-/ })).toHaveCount(0);
  // The side menu's entry (the phone menu's copy is hidden at this width).
  const menuCount = operator.getByLabel(/segnalazioni da assegnare/).first();
  const countBefore = Number((await menuCount.count()) ? await menuCount.textContent() : 0);

  const customer = await (await browser.newContext()).newPage();
  await signInAsMario(customer);
  const ticket = await openTicket(customer, `Stampa ferma ${marker}`);

  // No reload: the helpdesk's event stream makes the queue and the menu read again.
  await expect(operator.getByRole('link', { name: ticket.TicketCode })).toBeVisible({ timeout: 2_000 });
  await expect
    .poll(async () => Number(await menuCount.textContent()), { timeout: 2_000 })
    .toBeGreaterThan(countBefore);
  await expect(operator).toHaveTitle(/^\(\d+\) /);
});

test('Ctrl+K finds a ticket by its code and a company by the start of its VAT code, and opens them', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage();
  await signInAsMario(customer);
  const ticket = await openTicket(customer, `Stampa dei registri ${Date.now()}`);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'operatore@sportello.demo', { at: '/backoffice/companies' });
  await expect(operator.getByRole('heading', { level: 1, name: 'Aziende' })).toBeVisible();
  await operator.keyboard.press('Control+k');
  const search = operator.getByRole('combobox', { name: 'Cerca nel back office' });
  await search.fill(ticket.TicketCode);
  await expect(
    operator.getByRole('option', { name: new RegExp(`^${ticket.TicketCode} · Stampa dei registri`) }),
  ).toBeVisible();
  await search.press('Enter');
  await expect(operator).toHaveURL(new RegExp(`/backoffice/helpdesk/${ticket.Id}$`));
  await expect(operator.getByText(ticket.TicketCode).first()).toBeVisible();

  // `/` outside a field opens it too; a VAT code's first digits find the company.
  await operator.locator('body').press('/');
  await search.fill('05555');
  const neri = operator.getByRole('option', { name: /^Neri Trasporti S\.r\.l\./ });
  await expect(neri).toBeVisible();
  await neri.click();
  await expect(operator).toHaveURL(/\/backoffice\/companies\/\d+$/);
  await expect(operator.getByRole('heading', { level: 1, name: /Neri Trasporti/ })).toBeVisible();
});
