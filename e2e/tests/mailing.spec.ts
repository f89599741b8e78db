import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pick, pickMany, richText } from '../support/form';
import { latestMailTo, waitForMailTo } from '../support/mailbox';
import { signIn, signInAsMario, signOut } from '../support/sign-in';

// Mailing against the real server and its development mailbox: an admin writes a campaign template
// with merge fields, previews it, builds an audience of the payroll product's companies and sends a
// campaign; every person of it gets one personalised mail whose unsubscribe link works. Then an
// admin edits the invitation mail's template and the next invitation says what it says. Both change
// what the whole portal sends (mails to demo users, the invitation's text), so they run alone after
// the other tests (@clock: one at a time).

test.use({ viewport: { width: 1280, height: 900 } });

const MARKER = Date.now().toString(36).toUpperCase();

/** Every message in the development mailbox whose subject has `marker`: its recipient, raw. */
async function mailsWith(request: APIRequestContext, marker: string) {
  const list = await (await request.get('/dev/mail')).text();
  const files = [...list.matchAll(/href="\/dev\/mail\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1] ?? ''));
  const found: { to: string; raw: string }[] = [];
  for (const file of files) {
    const raw = await (await request.get(`/dev/mail/${encodeURIComponent(file)}`)).text();
    const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
    if (!subject.includes(marker)) continue;
    found.push({ to: (/^To:\s*(.*)$/im.exec(raw)?.[1] ?? '').trim().toLowerCase(), raw });
  }
  return found;
}

async function saveTemplate(page: Page) {
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Modello salvato.')).toBeVisible();
}

test('a campaign to one product’s companies: one personalised mail each, with a working unsubscribe link', {
  tag: '@clock',
}, async ({ page, browser }) => {
  const templateName = `Novita paghe ${MARKER}`;
  await signIn(page, 'admin@sportello.demo', { at: '/backoffice/templates/new' });
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo modello' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(templateName);
  await pick(page, 'Tipo', 'Campagna');
  const italian = page.getByRole('group', { name: 'Italiano' });
  await italian
    .getByRole('textbox', { name: 'Oggetto' })
    .fill(`Notizie paghe per {{User.FirstName}} ${MARKER}`);
  await richText(page, 'Testo').box.first().click();
  await page.keyboard.insertText('Ciao {{User.FirstName}}, le novità per {{Company.Name}} sono online.');
  await saveTemplate(page);

  // The preview fills the merge fields with a sample person.
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('dialog', { name: 'Anteprima con valori di esempio' });
  await expect(preview.getByText(`Notizie paghe per Mario ${MARKER}`, { exact: true })).toBeVisible();
  await expect(
    preview.getByText(/Ciao Mario, le novità per Rossi Impianti S\.r\.l\. sono online\./),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The audience: the companies of one product, counted live.
  const audienceName = `Clienti paghe ${MARKER}`;
  await page.goto('/backoffice/mailing/audiences/new');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(audienceName);
  await pickMany(page, "Prodotti dell'azienda", ['Paghe']);
  await expect(page.getByText(/\d+ person[ae] di \d+ aziende, \d+ accettano/)).toBeVisible();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Pubblico salvato.')).toBeVisible();

  // The campaign, sent now after a confirmation that says to how many.
  await page.goto('/backoffice/mailing/campaigns/new');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(`Paghe ${MARKER}`);
  await pick(page, 'Modello', templateName);
  await pick(page, 'Pubblico', audienceName);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Campagna salvata.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/mailing\/campaigns\/\d+$/);
  const campaignId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Invia ora' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`al pubblico «${audienceName}»`);
  await confirm.getByRole('button', { name: 'Invia ora' }).click();
  await expect(page.getByText('Inviata', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // Each person of the campaign has exactly one mail, addressed by name, with their company.
  const filter = Buffer.from(JSON.stringify({ Size: 100 })).toString('base64url');
  const recipients = (
    (await (await page.request.get(`/api/MLC/Campaigns/Recipients/${campaignId}/${filter}/`)).json()) as {
      Items: { Email: string; Name: string; CompanyName: string }[];
    }
  ).Items;
  expect(recipients.map((r) => r.Email)).toContain('paolo.verdi@rossi-impianti.example');
  await expect
    .poll(async () => (await mailsWith(page.request, MARKER)).length, { timeout: 15_000 })
    .toBe(recipients.length);
  const mails = await mailsWith(page.request, MARKER);
  for (const person of recipients) {
    expect(
      mails.filter((m) => m.to.includes(person.Email.toLowerCase())),
      person.Email,
    ).toHaveLength(1);
    const mail = await latestMailTo(page.request, person.Email);
    const firstName = person.Name.split(' ')[0] as string;
    expect(mail?.text).toContain(`Ciao ${firstName}, le novità per ${person.CompanyName}`);
  }

  // Paolo follows his mail's unsubscribe link, in a browser of his own, without signing in.
  const paolo = await latestMailTo(page.request, 'paolo.verdi@rossi-impianti.example');
  const link = /\/unsubscribe\/[\w.-]+/.exec(paolo?.text ?? '')?.[0];
  expect(link, 'an unsubscribe link in the mail').toBeDefined();
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(link as string);
  await expect(reader.getByText('p***@rossi-impianti.example')).toBeVisible();
  await reader.getByRole('button', { name: 'Non voglio più ricevere comunicazioni commerciali' }).click();
  await expect(reader.getByText('Fatto: non riceverai più campagne.')).toBeVisible();

  // The campaign's report counts him; its people list says he unsubscribed.
  await page.reload();
  const unsubscribed = (
    (await (await page.request.get(`/api/MLC/Campaigns/Detail/${campaignId}/`)).json()) as {
      Counts: { Unsubscribed: number };
    }
  ).Counts.Unsubscribed;
  expect(unsubscribed).toBe(1);
});

test('an edited invitation template is the text of the next invitation', { tag: '@clock' }, async ({
  page,
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@sportello.demo', { at: '/backoffice/templates/new' });
  await pick(admin, 'Tipo', "Invito a un'azienda");
  await admin.getByRole('button', { name: 'Parti dal testo predefinito' }).click();
  const subject = admin.getByRole('group', { name: 'Italiano' }).getByRole('textbox', { name: 'Oggetto' });
  await expect(subject).not.toHaveValue('');
  await admin.getByRole('textbox', { name: 'Nome', exact: true }).fill(`Invito ${MARKER}`);
  await subject.fill(`Entra in {{Company.Name}} con noi ${MARKER}`);
  await saveTemplate(admin);
  try {
    const address = `invito.modello.${MARKER.toLowerCase()}@e2e.example`;
    await signInAsMario(page, '/account/company');
    await page.getByRole('button', { name: 'Invita un collega' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invita un collega' });
    await dialog.getByRole('textbox', { name: 'E-mail del collega' }).fill(address);
    await dialog.getByRole('button', { name: "Invia l'invito" }).click();
    await expect(dialog).toBeHidden();
    const mail = await waitForMailTo(page.request, address);
    expect(mail.headers).toContain(`Entra in Rossi Impianti S.r.l. con noi ${MARKER}`);
    expect(mail.text).toMatch(/\/invitation\/[^\s"<>?]+\/[^\s"<>?]+\?lg=\d/);
    await signOut(page);
  } finally {
    // Back to the portal's own text: the other tests' invitations read it.
    await admin.getByRole('button', { name: 'Ripristina il testo predefinito' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(admin.getByText('La mail torna al testo predefinito.')).toBeVisible();
  }
});
