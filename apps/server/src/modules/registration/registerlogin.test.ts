import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha-solver';
import { registrationData } from '../../../test/registration-data';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: 'altcha' } });
});
afterAll(() => t.close());

let serial = 0;

/** A complete, valid registration for Rossi Impianti, with a solved captcha. */
async function validData(client: TestClient, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const data = await registrationData(
    client,
    { VatCode: '09876543217', UserCode: 'rossi2026' },
    String(serial),
  );
  return { ...data, ReCaptcha: await solvedCaptcha(client), ...overrides };
}

const register = (client: TestClient, data: unknown) => client.post('/api/Auth/registerlogin', data);

describe('registerlogin', () => {
  it('creates the user, records the disclaimers with version and time, and signs in', async () => {
    const client = new TestClient(t.app);
    const data = await validData(client);
    const res = await register(client, data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserName: data.UserName,
      Company: { VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
      MustChangePassword: false,
      // Rossi Impianti has two parent companies: the user picks one, as after any sign-in.
      ParentCode: null,
    });
    const parent = await client.post('/api/Auth/login', {
      UserName: data.UserName,
      ParentCode: '12345678903',
    });
    expect(parent.statusCode).toBe(200);
    const session = await client.get('/api/Auth/session');
    expect(session.statusCode).toBe(200);
    // Nothing left to accept: the acceptances were recorded at the current versions.
    const left = await client.post('/api/Auth/getuseremptydisclaimers', {});
    expect(left.json()).toEqual([]);

    // The new password works, the e-mail was lower-cased, the fiscal code upper-cased.
    const again = new TestClient(t.app);
    expect((await signIn(again, data.UserName, 'Sole2026!x')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ email: users.email, fiscal_code: users.fiscalCode, newsletter: users.newsletter })
      .from(users)
      .where(eq(users.userName, data.UserName));
    expect(row).toEqual({
      email: `giulia.neri${serial}@example.it`,
      fiscal_code: 'NRIGLI80A41F205R',
      newsletter: true,
    });
  });

  it('signs out whoever was signed in first, and rotates the session', async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, 'mario.rossi', 'Sportello#2026')).statusCode).toBe(200);
    await client.post('/api/Auth/login', { UserName: 'mario.rossi', ParentCode: '12345678903' });
    expect((await client.get('/api/Auth/session')).statusCode).toBe(200);
    const before = client.cookieHeader;
    const data = await validData(client);
    const res = await register(client, data);
    expect(res.statusCode).toBe(200);
    expect(client.cookieHeader).not.toBe(before);
    await client.post('/api/Auth/login', { UserName: data.UserName, ParentCode: '12345678903' });
    expect((await client.get('/api/Auth/session')).json()).toMatchObject({
      User: { UserName: data.UserName },
    });
  });

  it('signs out whoever was signed in even when the registration is refused', async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, 'mario.rossi', 'Sportello#2026')).statusCode).toBe(200);
    await client.post('/api/Auth/login', { UserName: 'mario.rossi', ParentCode: '12345678903' });
    expect((await client.get('/api/Auth/session')).statusCode).toBe(200);
    const res = await register(client, await validData(client, { Privacy: { PrivacyAck: false } }));
    expect(res.statusCode).toBe(400);
    expect((await client.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it.each([
    ['UserName', { UserName: 'nome utente!' }, 'ERROR_USERNAME_INVALID'],
    ['UserName', { UserName: '' }, 'ERROR_FIELD_REQUIRED'],
    ['FirstName', { FirstName: 'G1ulia' }, 'ERROR_BAD_NAME'],
    ['LastName', { LastName: '' }, 'ERROR_FIELD_REQUIRED'],
    ['FiscalCode', { FiscalCode: 'NRIGLI80A41F205Y' }, 'ERROR_BAD_USER_FISCAL_CODE'],
    ['FiscalCode', { FiscalCode: '' }, 'ERROR_FIELD_REQUIRED'],
    ['Email', { Email: 'giulia@', Email2: 'giulia@' }, 'ERROR_BAD_EMAIL'],
    ['Email2', { Email2: 'altra@example.it' }, 'ERROR_FIELDS_NOMATCH'],
    ['PhoneNumber', { PhoneNumber: '' }, 'ERROR_FIELD_REQUIRED'],
    ['MobilePhone', { MobilePhone: '333-abc' }, 'ERROR_BAD_PHONE'],
    ['Password', { Password: 'debole', Password2: 'debole' }, 'ERROR_PASSOWRD_INVALID STRENGTH'],
    ['Password', { Password: 'Giulia2026!', Password2: 'Giulia2026!' }, 'ERROR_PASSOWRD_INVALID FIRSTNAME'],
    ['Password2', { Password2: 'Sole2026!y' }, 'ERROR_PASSOWRD_NOMATCH'],
    [
      'Availability',
      { Availability: { From: { TimeValue: 18 }, To: { TimeValue: 9 } } },
      'ERROR_AVAILABILITY_INVALID',
    ],
    [
      'Availability',
      { Availability: { From: { TimeValue: 7 }, To: { TimeValue: 0 } } },
      'ERROR_AVAILABILITY_INVALID',
    ],
    ['Language', { Language: { Id: 9 } }, 'ERROR_BAD_REQUEST'],
    ['Privacy', { Privacy: { PrivacyAck: false } }, 'ERROR_PRIVACY_MUST_SIGN'],
    ['Disclaimers', { Disclaimers: [] }, 'ERROR_DISCLAIMERS_MUST_ACCEPT'],
  ])('refuses a bad %s (%j) with %s next to the field, creating nothing', async (field, change, message) => {
    const client = new TestClient(t.app);
    const data = await validData(client, change);
    const res = await register(client, data);
    expect(res.statusCode).toBe(400);
    const body = errorBody(res) as ReturnType<typeof errorBody> & {
      Fields?: { Field: string; ErrorMessage: string }[];
    };
    expect(body.ErrorMessage.startsWith(message.split(' ')[0] as string)).toBe(true);
    expect(body.Fields).toContainEqual(
      expect.objectContaining({
        Field: field,
        ErrorMessage: expect.stringMatching(new RegExp(`^${message}`)),
      }),
    );
    // The captcha was not used up by a refused form.
    expect(
      (await client.post('/api/auth/recaptcha/validate', { ReCaptcha: data.ReCaptcha })).statusCode,
    ).toBe(200);
    expect(
      (await signIn(new TestClient(t.app), String(data.UserName || 'x'), String(data.Password))).statusCode,
    ).toBe(400);
  });

  it('reports every field problem at once', async () => {
    const client = new TestClient(t.app);
    const res = await register(
      client,
      await validData(client, { FirstName: '', Email2: 'x@y.it', Privacy: { PrivacyAck: false } }),
    );
    const fields = (res.json() as { Fields: { Field: string }[] }).Fields.map((f) => f.Field);
    expect(fields).toEqual(expect.arrayContaining(['FirstName', 'Email2', 'Privacy']));
  });

  it('refuses a taken user name (any case) with 409 ERROR_REGISTER_USER_EXISTS', async () => {
    const client = new TestClient(t.app);
    const res = await register(client, await validData(client, { UserName: 'Mario.Rossi' }));
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_REGISTER_USER_EXISTS');
  });

  it('tells whether a user name is taken only to a solved captcha, and each answer costs one', async () => {
    // A company's user code is shared by all its people: without the captcha first, anyone holding
    // one could walk through the portal's user names.
    const client = new TestClient(t.app);
    const missing = await register(
      client,
      await validData(client, { UserName: 'mario.rossi', ReCaptcha: undefined }),
    );
    expect(errorBody(missing).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');
    const forged = await register(
      client,
      await validData(client, { UserName: 'mario.rossi', ReCaptcha: 'Zm9v' }),
    );
    expect(errorBody(forged).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');

    const probe = await validData(client, { UserName: 'mario.rossi' });
    expect(errorBody(await register(client, probe)).ErrorMessage).toBe('ERROR_REGISTER_USER_EXISTS');
    // The answer used the captcha up: the next name needs a new proof of work.
    const again = await register(client, { ...probe, UserName: 'giulia.neri' });
    expect(errorBody(again).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
  });

  it.each([
    ['a wrong user code', { UserCode: 'NERI2026' }, 'ERROR_BUS_VERIFY_COMPANY_CODE'],
    [
      'an unknown company',
      { Company: { VatCode: '11111111111', VatCodeType: 1 } },
      'ERROR_COMPANY_NOT_VERIFIED',
    ],
    [
      'a migrated company',
      { Company: { VatCode: '07777777777', VatCodeType: 1 } },
      'ERROR_COMPANY_NOT_VERIFIED',
    ],
  ])('verifies the company again: %s is %s', async (_what, change, key) => {
    const client = new TestClient(t.app);
    const res = await register(client, await validData(client, change));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe(key);
  });

  it('requires the captcha ("select it first"), refuses a used one, and creates nothing without it', async () => {
    const client = new TestClient(t.app);
    const missing = await register(client, await validData(client, { ReCaptcha: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');

    const first = await validData(client);
    expect((await register(client, first)).statusCode).toBe(200);
    const reuse = await register(client, { ...(await validData(client)), ReCaptcha: first.ReCaptcha });
    expect(errorBody(reuse).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
  });

  it('requires newsletter true', async () => {
    const client = new TestClient(t.app);
    const res = await register(client, await validData(client, { NewsLetter: false }));
    expect(res.statusCode).toBe(400);
  });
});
