import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signIn, TestClient } from '../../../test/test-client';
import { PRODUCTION_FLOOR } from '../../../test/test-costs';
import { manualClock } from '../../core/clock';
import { antiEnumerationFloor, systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';
import { singleUseTokens } from '../verification/verification.tables';
import { requestPasswordReset, sendUserNames } from './recovery.service';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portale.example.it' }, clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

const GIULIA = { UserName: 'giulia.neri', Email: 'giulia.neri@neri-trasporti.example' };
const client = () => new TestClient(t.app);
/** For the tests that time the answers: a second app over the same database, with the production floor. */
async function productionFloorClient(): Promise<() => TestClient> {
  const even = await createTestApp({ database: t.database, env: PRODUCTION_FLOOR });
  onTestFinished(() => even.close());
  return () => new TestClient(even.app);
}
const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));

async function requestCode(): Promise<string> {
  // Messages are dated by the portal's clock: a moment passes, so that the newest is the latest.
  clock.advance(1000);
  const res = await client().post('/api/Auth/resetpasswordrequest', GIULIA);
  expect(res.json()).toEqual({ Done: true });
  const [mail] = await mailsTo(GIULIA.Email);
  return /\b(\d{8})\b/.exec(mail!.text)![1]!;
}

const reset = (Code: string, Password = 'Nuova#Pass26', Password2 = Password) =>
  client().post('/api/Auth/resetpassword', { UserName: 'giulia.neri', Code, Password, Password2 });

describe('password reset', () => {
  it('e-mails an activation code in the user’s language, with the portal’s links', async () => {
    await requestCode();
    const [mail] = await mailsTo(GIULIA.Email);
    expect(mail!.subject).toBe('Sportello: codice per una nuova password');
    expect(mail!.text).toContain('Gentile Giulia Neri,');
    expect(mail!.text).toContain('https://portale.example.it/reset-password?user=giulia.neri');
    expect(mail!.html).toContain('<html lang="it">');
    // Only a keyed MAC of the code is stored.
    const [row] = await t.database.db
      .select()
      .from(singleUseTokens)
      .where(eq(singleUseTokens.purpose, 'reset_password'));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text).not.toContain(row!.secretHash);
  });

  it('writes to a user who chose English in English, HTML and text alike', async () => {
    await t.database.db.update(users).set({ languageId: 2 }).where(eq(users.userName, 'giulia.neri'));
    try {
      const code = await requestCode();
      const [mail] = await mailsTo(GIULIA.Email);
      expect(mail!.subject).toBe('Sportello: code for a new password');
      expect(mail!.text).toBe(
        [
          'Dear Giulia Neri,',
          '',
          'we received a request for a new password for the user giulia.neri.',
          '',
          'Your activation code is:',
          '',
          `    ${code}`,
          '',
          'Set the new password: https://portale.example.it/reset-password?user=giulia.neri&lg=2',
          '',
          'The Sportello team',
          '',
          '--',
          'You received this message because a request was made on the Sportello portal (https://portale.example.it). If it was not you, ignore this message: your data stays safe.',
        ].join('\n'),
      );
      expect(mail!.html).toContain('<html lang="en">');
      expect(mail!.html).toContain('<p>Dear Giulia Neri,</p>');
      expect(mail!.html).toContain(
        '<a href="https://portale.example.it/reset-password?user=giulia.neri&amp;lg=2"',
      );
    } finally {
      await t.database.db.update(users).set({ languageId: 1 }).where(eq(users.userName, 'giulia.neri'));
    }
  });

  it('answers the same, in similar time, whether or not the account exists (and mails only if it does)', async () => {
    const timed = await productionFloorClient();
    const time = async (body: object) => {
      const started = performance.now();
      const res = await timed().post('/api/Auth/resetpasswordrequest', body);
      return { body: res.body, status: res.statusCode, ms: performance.now() - started };
    };
    const known = await time(GIULIA);
    const unknown = await time({ UserName: 'nobody.here', Email: 'nobody@example.it' });
    const mismatched = await time({ UserName: 'giulia.neri', Email: 'someone.else@example.it' });
    for (const r of [unknown, mismatched]) {
      expect(r.status).toBe(known.status);
      expect(r.body).toBe(known.body);
      // Every answer waits for the same floor (400 ms); the real work is well under it, so an answer
      // that skipped the work cannot come back early. (The second bound only allows for a busy machine.)
      expect(r.ms).toBeGreaterThanOrEqual(395);
      expect(Math.abs(r.ms - known.ms)).toBeLessThan(300);
    }
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('keeps the floor in the service, for a caller that is no route (a job, another service)', async () => {
    const log = { debug() {}, info() {}, warn() {}, error() {} };
    // A context built without a floor keeps the production one; a cheaper one is the builder's choice.
    const job = systemContext({ tx: t.database.db, log, clock });
    const settings = { publicUrl: 'https://portale.example.it' };
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work().catch(() => {});
      return performance.now() - started;
    };
    expect(
      await time(() => requestPasswordReset(job, { UserName: 'nessuno', Email: 'n@example.it' }, settings)),
    ).toBeGreaterThanOrEqual(395);
    // A refusal (an address that is none) waits as long.
    expect(
      await time(() => sendUserNames(job, { Email: 'not an address' }, settings)),
    ).toBeGreaterThanOrEqual(395);
    const cheap = { ...job, antiEnumeration: antiEnumerationFloor(0) };
    expect(await time(() => sendUserNames(cheap, { Email: 'n@example.it' }, settings))).toBeLessThan(395);
  });

  it('sets the new password with the code, ends every session of the user, and the code works once', async () => {
    const before = client();
    await signIn(before, 'giulia.neri');
    const code = await requestCode();
    const res = await reset(code);
    expect(res.statusCode).toBe(200);
    expect((await before.get('/api/Auth/session')).statusCode).toBe(401);
    expect((await signIn(client(), 'giulia.neri', 'Nuova#Pass26')).statusCode).toBe(200);
    expect((await signIn(client(), 'giulia.neri', DEMO_PASSWORD)).statusCode).toBe(400);

    const again = await reset(code, 'Altra#Pass27');
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).ErrorMessage).toBe('ERROR_INVALID_CODE');
    // Put the demo password back for the other tests.
    expect((await reset(await requestCode(), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries', async () => {
    const code = await requestCode();
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect(errorBody(await reset(wrong)).ErrorMessage).toBe('ERROR_INVALID_CODE');
    expect(errorBody(await reset(code)).ErrorMessage).toBe('ERROR_INVALID_CODE');
  });

  it('refuses an expired code', async () => {
    const code = await requestCode();
    clock.advance(15 * 60 * 1000);
    expect(errorBody(await reset(code)).ErrorMessage).toBe('ERROR_INVALID_CODE');
  });

  it('refuses a wrong code the same way, in the same time, whether or not the user exists', async () => {
    await requestCode();
    const timed = await productionFloorClient();
    // 'Giulia' is giulia.neri's first name: before the code is right, the policy must not say so.
    const attempt = async (UserName: string) => {
      const started = performance.now();
      const res = await timed().post('/api/Auth/resetpassword', {
        UserName,
        Code: '00000000',
        Password: 'Giulia#2026x',
        Password2: 'Giulia#2026x',
      });
      return { status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    const runs = [];
    // Alternating, so that a slow moment of a busy machine does not fall on one side only.
    for (let i = 0; i < 2; i++) runs.push(await attempt('giulia.neri'), await attempt('nessuno.esiste'));
    const known = runs.filter((_, i) => i % 2 === 0);
    const unknown = runs.filter((_, i) => i % 2 === 1);
    for (const r of runs) {
      expect(r.status).toBe(400);
      expect(r.body).toBe(known[0]!.body);
      // Every path hashes the password and looks a code up, then answers no sooner than 400 ms; the
      // work is far below that floor, so a path that skipped it still could not answer early.
      expect(r.ms).toBeGreaterThanOrEqual(395);
    }
    expect(JSON.parse(known[0]!.body).ErrorMessage).toBe('ERROR_INVALID_CODE');
    // The fastest run of each side is the one a busy machine disturbed least; the bound only allows
    // for scheduling delays, the floor having hidden the work.
    const fastest = (xs: { ms: number }[]) => Math.min(...xs.map((x) => x.ms));
    expect(Math.abs(fastest(known) - fastest(unknown))).toBeLessThan(300);
  });

  it('checks the password policy before using the code, so a weak password does not burn it', async () => {
    const code = await requestCode();
    expect(errorBody(await reset(code, 'Giulia#2026')).ErrorMessage).toBe('ERROR_PASSOWRD_INVALID FIRSTNAME');
    expect(errorBody(await reset(code, 'Nuova#Pass26', 'Nuova#Pass27')).ErrorMessage).toBe(
      'ERROR_PASSOWRD_NOMATCH',
    );
    expect((await reset(code, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('requires e-mail and user name (ERROR_EMPTY_USER), and the code (ERROR_EMPTY_CODE)', async () => {
    const noUser = await client().post('/api/Auth/resetpasswordrequest', {
      Email: GIULIA.Email,
      UserName: '',
    });
    expect(errorBody(noUser).ErrorMessage).toBe('ERROR_EMPTY_USER');
    const noCode = await reset('');
    expect(errorBody(noCode).ErrorMessage).toBe('ERROR_EMPTY_CODE');
    const badEmail = await client().post('/api/Auth/resetpasswordrequest', {
      Email: 'not-an-address',
      UserName: 'x',
    });
    expect(errorBody(badEmail).ErrorMessage).toBe('ERROR_BAD_EMAIL');
  });

  it('sends at most 3 messages to one address in a quarter of an hour, answering the same', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await client().post('/api/Auth/resetpasswordrequest', GIULIA)).json()).toEqual({ Done: true });
    }
    expect(await mailsTo(GIULIA.Email)).toHaveLength(3);
  });

  it('keeps that limit when the subject is reworded, and lifts it after the quarter of an hour', async () => {
    for (let i = 0; i < 3; i++) await client().post('/api/Auth/resetpasswordrequest', GIULIA);
    expect(await mailsTo(GIULIA.Email)).toHaveLength(3);
    // The subject's translation is edited and deployed: the messages sent so far carry the old wording.
    // They are counted by what they are for, not by what they say.
    await t.database.db
      .update(mailOutbox)
      .set({ subject: 'Sportello: il tuo codice di attivazione' })
      .where(eq(mailOutbox.toAddress, GIULIA.Email));
    await client().post('/api/Auth/resetpasswordrequest', GIULIA);
    expect(await mailsTo(GIULIA.Email)).toHaveLength(3);
    // The window is measured on the portal's clock.
    clock.advance(15 * 60_000 + 1);
    await client().post('/api/Auth/resetpasswordrequest', GIULIA);
    expect(await mailsTo(GIULIA.Email)).toHaveLength(4);
  });

  it('still sends the code after support requests acknowledged to the same address', async () => {
    // Someone writes to support three times with giulia's address: the acknowledgements are not
    // recovery messages and do not use up her allowance.
    for (let i = 0; i < 3; i++) {
      const res = await client().post('/api/Support/Request', {
        Mode: 3,
        Email: GIULIA.Email,
        VisibleName: 'Qualcuno',
        Message: 'Richiesta a nome di un altro.',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(GIULIA.Email)).toHaveLength(3);
    clock.advance(1000);
    await client().post('/api/Auth/resetpasswordrequest', GIULIA);
    const [latest] = await mailsTo(GIULIA.Email);
    expect(latest!.subject).toBe('Sportello: codice per una nuova password');
  });
});

describe('user-name retrieval', () => {
  it('e-mails the user names registered to an address, and answers the same for an unknown one', async () => {
    const known = await client().post('/api/User/UserName/find', { Email: 'Lucia.Bianchi@studio.example' });
    const unknown = await client().post('/api/User/UserName/find', { Email: 'nessuno@example.it' });
    expect(unknown.body).toBe(known.body);
    const [mail] = await mailsTo('lucia.bianchi@studio.example');
    expect(mail!.subject).toBe('Sportello: i tuoi nomi utente');
    expect(mail!.text).toContain('  - lucia.bianchi\n  - lucia.bianchi.neri');
    expect(await mailsTo('nessuno@example.it')).toHaveLength(0);
  });
});

describe('per-address limit of user-name retrieval', () => {
  it('sends at most 3 recovery messages to one address a quarter of an hour, counting every recovery flow', async () => {
    const lucia = 'lucia.bianchi@studio.example';
    for (let i = 0; i < 2; i++) {
      const res = await client().post('/api/Auth/resetpasswordrequest', {
        UserName: 'lucia.bianchi',
        Email: lucia,
      });
      expect(res.json()).toEqual({ Done: true });
    }
    for (let i = 0; i < 3; i++) {
      expect((await client().post('/api/User/UserName/find', { Email: lucia })).json()).toEqual({
        Done: true,
      });
    }
    const subjects = (await mailsTo(lucia)).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.filter((x) => x === 'Sportello: i tuoi nomi utente')).toHaveLength(1);
  });
});

describe('per-address rate', () => {
  it('answers 429 in the error shape past RECOVERY_RATE_LIMIT_MAX calls a minute', async () => {
    const limited = await createTestApp({ database: t.database, env: { RECOVERY_RATE_LIMIT_MAX: '2' } });
    const c = new TestClient(limited.app, { headers: { 'x-forwarded-for': '10.40.0.1' } });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await c.post('/api/User/UserName/find', { Email: 'x@example.it' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await limited.close();
  });
});

describe('e-mail verification', () => {
  it('e-mails a code to the signed-in user and confirms the address with it, once', async () => {
    const c = new TestClient(t.app);
    expect((await c.post('/api/Auth/verifyemailrequest')).statusCode).toBe(401);
    await signIn(c, 'operatore@sportello.demo');
    expect((await c.get('/api/Auth/session')).json().User.EmailVerified).toBe(false);
    expect((await c.post('/api/Auth/verifyemailrequest')).json()).toEqual({ Done: true });
    const [mail] = await mailsTo('operatore@sportello.demo');
    const code = /\b(\d{8})\b/.exec(mail!.text)![1]!;
    expect(errorBody(await c.post('/api/Auth/verifyemail', { Code: '12' })).ErrorMessage).toBe(
      'ERROR_INVALID_CODE',
    );
    expect((await c.post('/api/Auth/verifyemail', { Code: code })).json()).toEqual({ Done: true });
    expect((await c.get('/api/Auth/session')).json().User.EmailVerified).toBe(true);
    expect(errorBody(await c.post('/api/Auth/verifyemail', { Code: code })).ErrorMessage).toBe(
      'ERROR_INVALID_CODE',
    );
  });

  it('sends at most 3 codes to the address a quarter of an hour, then answers ERROR_TOO_MANY_REQUESTS', async () => {
    const c = new TestClient(t.app);
    await signIn(c, 'operatore2@sportello.demo');
    for (let i = 0; i < 3; i++) expect((await c.post('/api/Auth/verifyemailrequest')).statusCode).toBe(200);
    const refused = await c.post('/api/Auth/verifyemailrequest');
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(await mailsTo('operatore2@sportello.demo')).toHaveLength(3);
  });
});
