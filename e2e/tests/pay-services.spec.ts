import { expect, request, test } from '@playwright/test';
import { newCustomer } from '../support/accounts';
import { post } from '../support/api';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

// Paid services (decision 086): a customer asks for a service that activates the standard support
// plan for a year; the operator approves it, which extends Neri Trasporti's running subscription to
// the plan by a year (or starts one today), and both see the new end date. The service is the test's
// own (made by the admin through the API), so no other file's requests meet it.

const filter = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const dayText = (day: string) => day.split('-').reverse().join('/');
const romeToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

/** A day one year on: the same date (28/02 for a 29/02), as the server counts a year. */
function nextYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The admin's service of the standard plan, yearly, and the end its approval must give Neri's subscription. */
async function newPlanService(baseURL: string, name: string) {
  const admin = await request.newContext({ baseURL });
  try {
    await post(admin, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: DEMO_PASSWORD });
    const plans = (await (await admin.get('/api/Helpdesk/Plans')).json()) as { Id: number; Code: string }[];
    const standard = plans.find((p) => p.Code === 'standard');
    expect(standard, 'the standard plan').toBeDefined();
    const type = (await post(admin, '/api/BackOffice/PayServices/Types/Save', {
      Code: `e2e-${Date.now().toString(36)}`,
      Name: 'Assistenza',
    })) as { Id: number };
    const service = (await post(admin, '/api/BackOffice/PayServices/Services/Save', {
      TypeId: type.Id,
      Name: name,
      PriceCents: 123_450,
      VatRate: 22,
      Unit: 'unit',
      Period: 'year',
      PlanId: standard?.Id,
    })) as { Id: number };
    const running = (await (
      await admin.get(
        `/api/Helpdesk/Subscriptions/Filters/${filter({ Text: '05555555555', PlanId: standard?.Id, Status: 'active', Size: 100 })}`,
      )
    ).json()) as { Items: { EndsOn: string; User: unknown }[] };
    // The company's own subscription first, then the one that lasts longest (as the server picks).
    const [current] = running.Items.sort(
      (a, b) => Number(a.User !== null) - Number(b.User !== null) || b.EndsOn.localeCompare(a.EndsOn),
    );
    const endsOn = current ? nextYear(current.EndsOn) : dayBefore(nextYear(romeToday()));
    return { id: service.Id, endsOn };
  } finally {
    await admin.dispose();
  }
}

test('a customer asks for a plan service, the operator approves it, and both see the subscription’s new end', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Assistenza annuale ${Date.now().toString(36)}`;
  const [service, customer] = await Promise.all([
    newPlanService(baseURL!, name),
    newCustomer(baseURL!, 'payservice'),
  ]);

  // The customer sees the price the Italian way with VAT and total, and asks for it.
  const shop = await (await browser.newContext()).newPage();
  await signIn(shop, customer.userName, { at: '/pay-services' });
  const card = shop.getByRole('article', { name });
  await expect(card.getByText('1.506,09 €')).toBeVisible();
  await card.getByRole('button', { name: `Richiedi ${name}` }).click();
  const dialog = shop.getByRole('dialog', { name: `Richiedi ${name}` });
  await dialog.getByRole('textbox', { name: /Nota/ }).fill('Da subito, grazie');
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
  const mine = shop.getByRole('listitem', { name });
  await expect(mine.getByText('In attesa')).toBeVisible();

  // The operator approves it from the queue, filtered by the service.
  await signIn(page, 'operatore@sportello.demo', { at: `/backoffice/pay-services?service=${service.id}` });
  await page
    .getByRole('button', { name: `Approva la richiesta di ${name} di Neri Trasporti S.r.l.` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approva' }).click();
  await expect(page.getByText(`Richiesta di ${name} di Neri Trasporti S.r.l. approvata.`)).toBeVisible();
  await page.goto(`/backoffice/pay-services?service=${service.id}&status=all`);
  await expect(page.getByText(`Abbonamento Standard fino al ${dayText(service.endsOn)}`)).toBeVisible();

  // The customer's history says so too.
  await shop.reload();
  await expect(mine.getByText('Approvata')).toBeVisible();
  await expect(
    mine.getByText(`Abbonamento di assistenza attivo fino al ${dayText(service.endsOn)}`),
  ).toBeVisible();
});
