import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';
import { disclaimerAcceptances, disclaimers } from './disclaimers.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codes = (res: { json(): { Code: string }[] }) => res.json().map((d) => d.Code);
const empty = (c: TestClient, body: object = {}) => c.post('/api/Auth/getuseremptydisclaimers', body);

describe('disclaimers', () => {
  it('applies by company type: type 2 has both, type 1 the general one, the vendor (type 0) none', async () => {
    const c = new TestClient(t.app);
    expect(codes(await empty(c, { VatCode: '05555555555' }))).toEqual(['TERMS_OF_USE', 'TRANSPORT_DATA']);
    expect(codes(await empty(c, { VatCode: '09876543217' }))).toEqual(['TERMS_OF_USE']);
    expect(codes(await empty(c, { VatCode: '01234567897' }))).toEqual([]);
  });

  it('speaks the caller’s language', async () => {
    const c = new TestClient(t.app, { headers: { 'x-language-id': '2' } });
    expect((await empty(c, { VatCode: '09876543217' })).json()[0].Title).toBe('Portal terms of use');
  });

  it('for a signed-in user, lists only what is not accepted at the current version', async () => {
    const c = new TestClient(t.app);
    await signIn(c, 'giulia.neri');
    expect(codes(await empty(c))).toEqual(['TERMS_OF_USE', 'TRANSPORT_DATA']);
    const [giulia] = await t.database.db.select().from(users).where(eq(users.userName, 'giulia.neri'));
    const [terms] = await t.database.db
      .select()
      .from(disclaimers)
      .where(eq(disclaimers.code, 'TERMS_OF_USE'));
    await t.database.db
      .insert(disclaimerAcceptances)
      .values({ userId: giulia!.id, disclaimerId: terms!.id, version: 1 });
    expect(codes(await empty(c))).toEqual(['TRANSPORT_DATA']);
    // A new version of the text needs a new acceptance.
    await t.database.db.update(disclaimers).set({ version: 2 }).where(eq(disclaimers.id, terms!.id));
    expect(codes(await empty(c))).toEqual(['TERMS_OF_USE', 'TRANSPORT_DATA']);
    await t.database.db.update(disclaimers).set({ version: 1 }).where(eq(disclaimers.id, terms!.id));
  });

  it('checks that a registration accepts every disclaimer at its current version', async () => {
    const c = new TestClient(t.app);
    const list = (await empty(c, { VatCode: '05555555555' })).json() as { Id: number; Version: number }[];
    const all = list.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true }));
    const check = (Disclaimers: (object | undefined)[]) =>
      c.post('/api/Auth/checksignregistrationdisclaimers', { VatCode: '05555555555', Disclaimers });
    expect((await check(all)).json()).toEqual({ Valid: true, Missing: [] });
    expect((await check([{ ...all[0], Accepted: false }, all[1]])).json()).toEqual({
      Valid: false,
      Missing: [all[0]!.Id],
    });
    expect((await check([{ ...all[0], Version: 0 }, all[1]])).json().Valid).toBe(false);
    const none = await c.post('/api/Auth/checksignregistrationdisclaimers', {
      VatCode: '01234567897',
      Disclaimers: [],
    });
    expect(none.json()).toEqual({ Valid: true, Missing: [] });
  });

  it('needs a session or a company', async () => {
    expect(errorBody(await empty(new TestClient(t.app))).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
    expect(errorBody(await empty(new TestClient(t.app), { VatCode: '99999999999' })).ErrorMessage).toBe(
      'ERROR_COMPANY_NOT_VERIFIED',
    );
  });
});

describe('availabilities', () => {
  it('offers "no end" (0) and the hours from 08:00 to 20:00', async () => {
    const list = (await new TestClient(t.app).get('/api/App/availabilities')).json();
    expect(list[0]).toEqual({ TimeValue: 0, Label: '—' });
    expect(list.at(-1)).toEqual({ TimeValue: 20, Label: '20:00' });
    expect(list).toHaveLength(14);
  });
});
