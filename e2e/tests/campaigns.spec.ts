import { expect, type Page, request, test } from '@playwright/test';
import { newCustomer } from '../support/accounts';
import { post } from '../support/api';
import { latestMailTo, waitForMailTo } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// Campaigns (issue #39): a customer applies to the tutor programme and registers for a talk from the
// home page; an operator finds both among the entries, accepts the application, and the customer
// gets the mail. The two campaigns are the test's own (made by the admin through the API), so that
// no other file's entries meet them and a retry starts clean.

const DAY = 24 * 60 * 60 * 1000;

async function newCampaigns(baseURL: string, unique: string) {
  const api = await request.newContext({ baseURL });
  try {
    await post(api, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: 'Sportello#2026' });
    const now = Date.now();
    const period = {
      StartsAt: new Date(now - DAY).toISOString(),
      EndsAt: new Date(now + 30 * DAY).toISOString(),
    };
    await post(api, '/api/app/campaigns/Save', {
      Type: 'tutor',
      Title: `Tutor ${unique}`,
      Description: 'Aiuta i nuovi clienti a muovere i primi passi.',
      ...period,
    });
    await post(api, '/api/app/campaigns/Save', {
      Type: 'talks',
      Title: `Talks ${unique}`,
      Description: 'La giornata dei clienti.',
      EventAt: new Date(now + 40 * DAY).toISOString(),
      Place: 'Milano',
      Capacity: 2,
      ...period,
    });
  } finally {
    await api.dispose();
  }
}

/** The campaign's own card among the home page's campaigns. */
const campaignCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a customer applies to the tutor programme and registers for a talk; the operator accepts the application', async ({
  page,
  browser,
  baseURL,
}) => {
  const unique = Date.now().toString(36);
  await newCampaigns(baseURL!, unique);
  const customer = await newCustomer(baseURL!, 'campaigns');
  await signIn(page, customer.userName);

  // The tutor programme: a short form, contact details filled in from the account.
  const tutor = campaignCard(page, `Tutor ${unique}`);
  await tutor.getByRole('button', { name: 'Candidati' }).click();
  const apply = page.getByRole('dialog', { name: `Candidatura: Tutor ${unique}` });
  await expect(apply.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  await apply.getByRole('textbox', { name: 'Telefono' }).fill('0212345678');
  await apply.getByRole('textbox', { name: 'Disponibilità' }).fill('Martedì e giovedì pomeriggio');
  await apply.getByRole('textbox', { name: 'Motivazione' }).fill('Usiamo il gestionale da dieci anni.');
  // Without the privacy consent the form says so next to the box and sends nothing.
  await apply.getByRole('button', { name: 'Invia' }).click();
  await expect(
    apply.getByRole('checkbox', { name: /trattamento dei miei dati/ }),
  ).toHaveAccessibleDescription(/.+/);
  await apply.getByRole('checkbox', { name: /trattamento dei miei dati/ }).check();
  await apply.getByRole('button', { name: 'Invia' }).click();
  await expect(apply).toContainText('Candidatura inviata');
  await apply.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(tutor).toContainText('In attesa di risposta');

  // The talk: a place of the two.
  const talks = campaignCard(page, `Talks ${unique}`);
  await expect(talks).toContainText('Restano 2 posti su 2');
  const before = await latestMailTo(page.request, customer.email);
  await talks.getByRole('button', { name: 'Iscriviti', exact: true }).click();
  const register = page.getByRole('dialog', { name: `Iscrizione: Talks ${unique}` });
  await register.getByRole('checkbox', { name: /trattamento dei miei dati/ }).check();
  await register.getByRole('button', { name: 'Invia' }).click();
  await expect(register).toContainText('Hai un posto');
  await register.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(talks).toContainText('Posto confermato');
  await expect(talks).toContainText('Resta 1 posto su 2');
  // The place is confirmed by mail, with the event's time and place.
  const confirmed = await waitForMailTo(page.request, customer.email, before?.file);
  expect(confirmed.text).toContain(`Talks ${unique}`);

  // The operator finds both among the entries and accepts the application.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'operatore@sportello.demo', { at: '/backoffice/campaigns/entries' });
  await operator.getByRole('textbox', { name: 'Cerca' }).fill(customer.email);
  const rows = operator.getByRole('row').filter({ hasText: customer.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Talks ${unique}` })).toContainText('Posto confermato');
  const application = rows.filter({ hasText: `Tutor ${unique}` });
  await application.getByRole('button', { name: 'Accetta' }).click();
  const decision = operator.getByRole('dialog', { name: /^Accetta: / });
  await decision.getByRole('textbox', { name: /Nota/ }).fill('Benvenuti nel programma!');
  await decision.getByRole('button', { name: 'Accetta' }).click();
  await expect(application).toContainText('Accettata');

  // The customer is told by mail, with the operator's note.
  const mail = await waitForMailTo(page.request, customer.email, confirmed.file);
  expect(mail.text).toContain(`Tutor ${unique}`);
  expect(mail.text).toContain('Benvenuti nel programma!');
  await page.reload();
  await expect(campaignCard(page, `Tutor ${unique}`)).toContainText('Accettata');
  await operator.context().close();
});
