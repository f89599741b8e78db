import type { DataExport } from '@sportello/contracts/users/data-export.contract';
import { DATA_EXPORT_TTL_HOURS } from '@sportello/contracts/users/data-export.values';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';
import { sweepExpiredExports } from './data-export.service';
import { dataExports } from './data-export.tables';

const clock = manualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PATH = '/api/User/DataExport';
const silentLog = { debug() {}, info() {}, warn() {}, error() {} };
const ROSSI = '12345678903';

/** Asks for an export and waits until it is no longer being made. */
async function exportOf(c: TestClient): Promise<DataExport> {
  const started = await c.post(PATH, {});
  expect(started.statusCode, started.body).toBe(200);
  expect(started.json<DataExport>().State).toBe('pending');
  for (let i = 0; i < 200; i++) {
    const current = (await c.get(PATH)).json<{ Export: DataExport | null }>().Export!;
    if (current.State !== 'pending') return current;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the export never ended');
}

const filesOf = (zip: Buffer) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));

describe('the user’s data export', () => {
  it('is a ZIP of the user’s own data, a JSON file per part and a readable page, and is mailed', async () => {
    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    expect((await mario.get(PATH)).json()).toEqual({ Export: null });
    // Something of his in each part: a ticket with a reply.
    const ticket = await mario.post('/api/Support/Tickets', {
      Subject: 'Stampa del cedolino',
      Product: 'payroll',
      Message: 'Il cedolino di maggio non si stampa.',
    });
    expect(ticket.statusCode, ticket.body).toBe(200);

    const done = await exportOf(mario);
    expect(done).toMatchObject({ State: 'ready', FinishedAt: clock.now().toISOString() });
    expect(done.ExpiresAt).toBe(
      new Date(clock.now().getTime() + DATA_EXPORT_TTL_HOURS * 3_600_000).toISOString(),
    );

    const file = await mario.get(`${PATH}/${done.Id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('sportello-dati-mario.rossi-2026-06-10.zip');
    expect(done.Size).toBe(file.rawPayload.length);
    const files = filesOf(file.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'appointments.json',
        'campaigns.json',
        'chats.json',
        'consents.json',
        'index.html',
        'paid-services.json',
        'partner-links.json',
        'profile.json',
        'sepa-mandates.json',
        'sign-ins.json',
        'tickets.json',
        'toolkit.json',
      ].sort(),
    );
    const profile = JSON.parse(files['profile.json']!);
    expect(profile).toMatchObject({ UserName: 'mario.rossi', Company: { VatCode: expect.any(String) } });
    expect(files['profile.json']).not.toMatch(/argon2|PasswordHash/i);
    const tickets = JSON.parse(files['tickets.json']!);
    expect(tickets.map((x: { Subject: string }) => x.Subject)).toContain('Stampa del cedolino');
    const signIns = JSON.parse(files['sign-ins.json']!);
    expect(signIns[0]).toMatchObject({ Kind: 'success', Method: 'password' });
    // The page a person reads, in their language, with every part.
    expect(files['index.html']).toContain('<h1>I tuoi dati</h1>');
    expect(files['index.html']).toContain('Richieste di assistenza');
    expect(files['index.html']).toContain('Il cedolino di maggio non si stampa.');

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.purpose, 'data-export'), eq(mailOutbox.toAddress, profile.Email)));
    expect(mail?.subject).toBe('Sportello: i tuoi dati sono pronti');
    expect(mail?.text).toContain('/account/profile?lg=1#data-export');
  });

  it('escapes what the user wrote in the readable page', async () => {
    const lucia = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    await lucia.post('/api/Support/Tickets', {
      Subject: '<script>alert(1)</script>',
      Product: 'payroll',
      Message: '<img src=x onerror=alert(2)>',
    });
    const done = await exportOf(lucia);
    const page = filesOf((await lucia.get(`${PATH}/${done.Id}/file`)).rawPayload)['index.html']!;
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<img src=x');
  });

  it('is one at a time: a request while one is being made is refused, and the table holds one per user', async () => {
    const giulia = await signedIn(t.app, 'giulia.neri');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'giulia.neri'));
    const userId = user!.id;
    // One being made (written as the request writes it, so that no background work finishes it first).
    await t.database.db.delete(dataExports).where(eq(dataExports.userId, userId));
    await t.database.db.insert(dataExports).values({ userId, state: 'pending', requestedAt: clock.now() });
    const both = await Promise.all([giulia.post(PATH, {}), giulia.post(PATH, {})]);
    for (const r of both) {
      expect(r.statusCode).toBe(409);
      expect(errorBody(r).ErrorMessage).toBe('ERROR_DATA_EXPORT_PENDING');
    }
    // Two requests at the same moment cannot both write one: the second row of a user is refused.
    await expect(
      t.database.db.insert(dataExports).values({ userId, state: 'pending', requestedAt: clock.now() }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(dataExports).where(eq(dataExports.userId, userId))).toHaveLength(
      1,
    );
    await t.database.db.delete(dataExports).where(eq(dataExports.userId, userId));
  });

  it('is the owner’s alone: another user, or nobody, cannot download it', async () => {
    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    const done = await exportOf(mario);
    const lucia = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    const other = await lucia.get(`${PATH}/${done.Id}/file`);
    expect(other.statusCode).toBe(404);
    expect(errorBody(other).ErrorMessage).toBe('ERROR_NOT_FOUND');
    expect((await new TestClient(t.app).get(`${PATH}/${done.Id}/file`)).statusCode).toBe(401);
    expect((await new TestClient(t.app).post(PATH, {})).statusCode).toBe(401);
    expect((await mario.get(`${PATH}/not-an-id/file`)).statusCode).toBe(404);
  });

  it('expires: after its hours it can no longer be downloaded, its file is deleted, a new one can be asked', async () => {
    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    const done = await exportOf(mario);
    clock.advance((DATA_EXPORT_TTL_HOURS + 1) * 3_600_000);
    const again = await signedIn(t.app, 'mario.rossi', ROSSI);
    expect((await again.get(PATH)).json<{ Export: DataExport }>().Export).toMatchObject({
      Id: done.Id,
      State: 'expired',
      Size: null,
    });
    const gone = await again.get(`${PATH}/${done.Id}/file`);
    expect(gone.statusCode).toBe(410);
    expect(errorBody(gone).ErrorMessage).toBe('ERROR_DATA_EXPORT_EXPIRED');
    // The hourly sweep deletes the file itself.
    const swept = await sweepExpiredExports(systemContext({ tx: t.database.db, log: silentLog, clock }));
    expect(swept).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, done.Id));
    expect(row).toMatchObject({ state: 'expired', content: null });
    expect((await exportOf(again)).State).toBe('ready');
  });
});
