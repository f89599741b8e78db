import { expect, type Page, test } from '@playwright/test';
import { withServerClockAhead } from '../support/server-clock';
import { signIn, signInAsMario } from '../support/sign-in';

// The live chat (decision 037). Whether it opens depends on the server's time (the business
// calendar: Monday to Friday 9–13 and 14–18 in Rome by default), so both journeys move the server's
// clock to a chosen moment (@clock: they run alone, after the others).

/** Wednesday 3 March 2027, 10:00 in Rome: the calendar is open. */
const WORKING_MORNING = Date.parse('2027-03-03T09:00:00Z');
/** Wednesday 2 June 2027, Festa della Repubblica, 10:00 in Rome. */
const REPUBLIC_DAY = Date.parse('2027-06-02T08:00:00Z');

const filter = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The admin gives mario.rossi a premium subscription of his own (spec §6: that makes him a subscriber). */
async function subscribeMarioToPremium(admin: Page): Promise<void> {
  const api = admin.request;
  const { Token } = (await (await api.get('/api/Auth/antiforgery')).json()) as { Token: string };
  const users = await (await api.get(`/api/User/Filters/${filter({ Text: 'mario.rossi' })}`)).json();
  const mario = users.Items.find((u: { UserName: string }) => u.UserName === 'mario.rossi');
  const plans = (await (await api.get('/api/Helpdesk/Plans')).json()) as { Id: number; Code: string }[];
  const res = await api.post('/api/Helpdesk/Subscriptions/Save', {
    headers: { 'X-CSRF-Token': Token },
    data: {
      PlanId: plans.find((p) => p.Code === 'premium')?.Id,
      CompanyId: mario.Company.Id,
      UserId: mario.Id,
      StartsOn: '2026-01-01',
      EndsOn: '2027-12-31',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a premium user chats with an operator, each in their own browser, and the chat becomes a ticket', {
  tag: '@clock',
}, async ({ browser }) => {
  test.setTimeout(120_000);
  await withServerClockAhead(WORKING_MORNING - Date.now(), async () => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin@sportello.demo');
    await subscribeMarioToPremium(admin);

    // The operator's chat desk is open: that makes an operator online.
    const operator = await (await browser.newContext()).newPage();
    await signIn(operator, 'operatore@sportello.demo', { at: '/backoffice/chat' });
    await expect(operator.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(operator.getByTestId('operators-online')).toContainText('Olga Operatrice');

    const customer = await (await browser.newContext()).newPage();
    await signInAsMario(customer, '/support/tickets');
    const chat = customer.getByRole('region', { name: "Chat con l'assistenza" });
    await expect(chat.getByText('Un operatore è disponibile ora')).toBeVisible();
    await chat
      .getByRole('textbox', { name: 'La tua domanda' })
      .fill('Buongiorno, il modello F24 non si genera.');
    await chat.getByRole('button', { name: 'Avvia la chat' }).click();
    await expect(chat.getByText('In attesa di un operatore')).toBeVisible();

    // The waiting conversation reaches the operator's desk without a reload, premium and first.
    const entry = operator.getByRole('button', { name: /Mario Rossi · Rossi Impianti/ });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Premium')).toBeVisible();
    await entry.click();
    await operator.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect(chat.getByText('Stai parlando con Olga Operatrice')).toBeVisible();

    // Typing shows on the other side; the message arrives live.
    const operatorField = operator.getByRole('textbox', { name: 'Messaggio' });
    await operatorField.pressSequentially('Buongiorno', { delay: 30 });
    await expect(chat.getByText('Olga Operatrice sta scrivendo…')).toBeVisible();
    await operatorField.fill('Buongiorno, controlli che il codice tributo sia compilato.');
    await operatorField.press('Enter');
    await expect(chat.getByText('Buongiorno, controlli che il codice tributo sia compilato.')).toBeVisible();

    const customerField = chat.getByRole('textbox', { name: 'Messaggio' });
    await customerField.fill('Era vuoto: ora funziona, grazie!');
    await chat.getByRole('button', { name: 'Invia' }).click();
    const desk = operator.getByRole('region', { name: 'Conversazione' });
    await expect(desk.getByText('Era vuoto: ora funziona, grazie!')).toBeVisible();
    await customer.screenshot({ path: '.artifacts/chat-customer-1280.png', fullPage: true });
    await operator.screenshot({ path: '.artifacts/chat-desk-1280.png', fullPage: true });

    await operator.getByRole('button', { name: 'Chiudi la chat' }).click();
    await operator.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(operator.getByText('Nessuna conversazione in attesa o in corso.')).toBeVisible();
    // The customer is told where the conversation went: a closed request of theirs.
    const ended = chat.getByText(/la conversazione è salvata tra le tue segnalazioni come SR-/);
    await expect(ended).toBeVisible();
    const code = (await ended.textContent())?.match(/SR-\d+/)?.[0] ?? '';
    await customer.reload();
    await expect(customer.getByText(code).first()).toBeVisible();
  });
});

test('on a public holiday the chat entry is closed and tells when it opens again', {
  tag: '@clock',
}, async ({ browser }) => {
  await withServerClockAhead(REPUBLIC_DAY - Date.now(), async () => {
    const customer = await (await browser.newContext()).newPage();
    await signInAsMario(customer, '/support/tickets');
    const chat = customer.getByRole('region', { name: "Chat con l'assistenza" });
    await expect(chat.getByText('Oggi è un giorno festivo: la chat è chiusa.')).toBeVisible();
    await expect(chat.getByText('Riapre giovedì 03/06/2027 alle 09:00.')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Avvia la chat' })).toHaveCount(0);
    // A ticket instead: the button opens the new-request form.
    await chat.getByRole('button', { name: 'Apri una segnalazione' }).click();
    await expect(customer.getByRole('dialog')).toBeVisible();
  });
});
