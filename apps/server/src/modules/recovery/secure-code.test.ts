import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrationData } from '../../../test/registration-data';
import { expectRegistryOutageAnswer } from '../../../test/registry-outage';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';
import { singleUseTokens } from '../verification/verification.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(singleUseTokens);
});

const ask = (Company: string, extra: object = {}) =>
  new TestClient(t.app).post('/api/Auth/getsecurecode', {
    FirstName: 'Franco',
    LastName: 'Gialli',
    PhoneNumber: '3331234567',
    Email: 'franco@personale.example',
    Company,
    FiscalCode: '',
    Consent: true,
    ...extra,
  });

describe('secure codes', () => {
  it('sends the code to the company’s registered address, never to the requester, who sees it masked', async () => {
    const res = await ask('03333333338');
    expect(res.json()).toEqual({
      Code: 'COMPLETED',
      Message: 'MSG_SECURECODE_COMPLETED',
      RedirectParams: null,
      User: { Company: { Email: 'amministrazio**@**alli-forniture.example' } },
    });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual(['amministrazione@gialli-forniture.example']);
    expect(mails[0]!.text).toContain('Franco Gialli (franco@personale.example)');
  });

  it('does not send a second code while the first is valid (completed without code)', async () => {
    await ask('03333333338');
    expect((await ask('03333333338')).json().Code).toBe('COMPLETED_NO_CODE');
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('checks a code: right → valid (not used up), wrong five times → gone', async () => {
    await ask('03333333338');
    const [mail] = await t.database.db.select().from(mailOutbox);
    const code = /\b(\d{8})\b/.exec(mail!.text)![1]!;
    const verify = (c: string) =>
      new TestClient(t.app).get(`/api/Company/login/securecode/${c}/verify/03333333338`);
    expect((await verify(code)).json()).toEqual({ Valid: true });
    expect((await verify(code)).json()).toEqual({ Valid: true });
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong)).json()).toEqual({ Valid: false });
    expect((await verify(code)).json()).toEqual({ Valid: false });
  });

  it.each([
    ['09876543217', 'REGISTERED'],
    ['04444444444', 'NOT_FOUND_SUPPORT'],
    ['11111111111', 'NOT_FOUND_BUSINESS'],
    ['07777777777', 'OTHER'],
  ])('answers %s with %s and sends nothing', async (vat, outcome) => {
    const res = await ask(vat);
    expect(res.json().Code).toBe(outcome);
    expect(res.json().Message).toBe(`MSG_SECURECODE_${outcome}`);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('says ERROR_BUS_CALLEREXCEPTION (502), not a generic 500, when the registry cannot be asked', async () => {
    await expectRegistryOutageAnswer(t.database, () => ask('03333333338'));
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await ask('03333333338')).json().Code).toBe('COMPLETED');
  });

  it('sends a registered company to user-name retrieval', async () => {
    expect((await ask('09876543217')).json().RedirectParams).toEqual({ mode: '1', vat: '09876543217' });
  });

  it('requires consent, a valid e-mail, a valid VAT number and, when given, a valid fiscal code', async () => {
    const refusals: [object, string][] = [
      [{ Consent: false }, 'ERROR_PRIVACY_MUST_SIGN'],
      [{ Email: 'nope' }, 'ERROR_BAD_EMAIL'],
      [{ Company: '03333333339' }, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'],
      [{ FiscalCode: 'RSSMRA85T10A562X' }, 'ERROR_BAD_USER_FISCAL_CODE'],
      // The phone rule of every phone field of the portal (#41).
      [{ PhoneNumber: 'chiamami' }, 'ERROR_BAD_PHONE'],
    ];
    for (const [change, key] of refusals) {
      const { Company, ...rest } = { Company: '03333333338', ...change };
      expect(errorBody(await ask(Company, rest)).ErrorMessage.split(' ')[0], key).toBe(key);
    }
    // None of the refused requests issued a code or queued a message.
    expect(
      await t.database.db.select().from(singleUseTokens).where(eq(singleUseTokens.purpose, 'secure_code')),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    // A valid fiscal code (any case) is accepted.
    expect((await ask('03333333338', { FiscalCode: 'rssmra85t10a562s' })).json().Code).toBe('COMPLETED');
  });

  it('lets the company’s first user register with it, as the company’s administrator, once', async () => {
    await ask('03333333338');
    const [mail] = await t.database.db.select().from(mailOutbox);
    const code = /\b(\d{8})\b/.exec(mail!.text)![1]!;
    const client = new TestClient(t.app);
    // Step 0 takes the secure code where the user code goes.
    const step0 = await client.get(`/api/Company/register/local/exists/vatcode/03333333338?userCode=${code}`);
    expect(step0.json()).toMatchObject({ VatCode: '03333333338' });
    const wrong = code === '12345678' ? '87654321' : '12345678';
    const refused = await client.get(
      `/api/Company/register/local/exists/vatcode/03333333338?userCode=${wrong}`,
    );
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_BUS_VERIFY_COMPANY_CODE');

    const data = await registrationData(client, { VatCode: '03333333338', UserCode: code }, 'gialli');
    const registered = await client.post('/api/Auth/registerlogin', data);
    expect(registered.statusCode, registered.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.userName, data.UserName));
    expect(user?.role).toBe('company_admin');
    // Used up: nobody else registers with it.
    const again = await registrationData(
      new TestClient(t.app),
      { VatCode: '03333333338', UserCode: code },
      'altro',
    );
    const second = await new TestClient(t.app).post('/api/Auth/registerlogin', again);
    expect(errorBody(second).ErrorMessage).toBe('ERROR_BUS_VERIFY_COMPANY_CODE');
  });
});
