import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { newCustomer } from '../support/accounts';
import { waitForMailTo } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// A customer asks the profile for a copy of their data (GDPR access right, decision 065): it is made
// in the background, the page shows it ready, the mail says so, and the ZIP downloaded holds their
// data as JSON and a page to read. A customer of the test's own: the export is per user.

test('a customer downloads a copy of their data from the profile, and is mailed when it is ready', async ({
  page,
  baseURL,
}) => {
  const customer = await newCustomer(String(baseURL), 'data-export');
  await signIn(page, customer.userName, { password: customer.password, at: '/account/profile' });
  const panel = page.getByRole('region', { name: 'Copia dei tuoi dati' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: "Richiedi l'esportazione" }).click();
  const download = panel.getByRole('link', { name: 'Scarica i tuoi dati' });
  await expect(download).toBeVisible();
  await expect(panel.getByText(/^Pronta il \d\d\/\d\d\/\d{4} \d\d:\d\d, scaricabile fino al /)).toBeVisible();
  await panel.screenshot({ path: '.artifacts/screens/data-export-ready.png' });

  const mail = await waitForMailTo(page.request, customer.email);
  expect(mail.headers).toMatch(/^Subject: Sportello: i tuoi dati sono pronti$/m);
  expect(mail.text).toMatch(/\/account\/profile\?lg=1#data-export/);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^sportello-dati-e2e\.data-export\.[\w.]+-\d{4}-\d\d-\d\d\.zip$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const files = unzipSync(Buffer.concat(chunks));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'profile.json', 'sign-ins.json']));
  expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({
    UserName: customer.userName,
    Email: customer.email,
  });
  // The sign-in of a moment ago is in her history.
  expect(JSON.parse(strFromU8(files['sign-ins.json']!))[0]).toMatchObject({ Kind: 'success' });
  expect(strFromU8(files['index.html']!)).toContain('<h1>I tuoi dati</h1>');
});
