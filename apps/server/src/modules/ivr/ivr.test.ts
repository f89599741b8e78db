import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';
import { ivrCredentials } from './ivr.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GET = '/api/User/IvrCredentials';
const UPDATE = '/api/User/IvrCredentials/update';
const body = (old: string, pin: string, confirm = pin) => ({
  Isp: { IspUserId: '', IspOldPinCode: old, IspPinCode: pin },
  IspPinCodeConfirm: confirm,
});

describe('IVR credentials', () => {
  it('answers the user id and never the PIN', async () => {
    const c = await signedIn(t.app, 'mario.rossi', '12345678903');
    const res = await c.get(GET);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ErrorCode: 0,
      ErrorMessage: '',
      Isp: { IspUserId: 'IVR-100234', IspPinCode: '', IspOldPinCode: '' },
    });
    expect(res.body).not.toContain('argon2');
  });

  it('refuses callers without a session, and users without IVR access', async () => {
    expect((await new TestClient(t.app).get(GET)).statusCode).toBe(401);
    const lucia = await signedIn(t.app, 'lucia.bianchi', '12345678903');
    const res = await lucia.get(GET);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_IVR_USERCREDENTIALS');
    expect(errorBody(await lucia.post(UPDATE, body('27183', '90817')))).toMatchObject({
      ErrorMessage: 'ERROR_IVR_USERCREDENTIALS',
    });
  });

  it('applies the PIN rules, naming the field', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    for (const [pin, confirm, key, field] of [
      ['12a45', '12a45', 'ERROR_IVR_PIN_DIGITS', 'Isp.IspPinCode'],
      ['1234', '1234', 'ERROR_IVR_PIN_LENGTH', 'Isp.IspPinCode'],
      ['123456789', '123456789', 'ERROR_IVR_PIN_LENGTH', 'Isp.IspPinCode'],
      ['55555', '55555', 'ERROR_IVR_PIN_SAME', 'Isp.IspPinCode'],
      ['34567', '34567', 'ERROR_IVR_PIN_SEQUENCE', 'Isp.IspPinCode'],
      ['76543', '76543', 'ERROR_IVR_PIN_SEQUENCE', 'Isp.IspPinCode'],
      ['90817', '90818', 'ERROR_IVR_PIN_NOMATCH', 'IspPinCodeConfirm'],
    ] as const) {
      const res = await c.post(UPDATE, body('40596', pin, confirm));
      expect(res.statusCode, pin).toBe(400);
      const err = res.json();
      expect(err.ErrorMessage, pin).toBe(key);
      expect(err.Fields?.[0]?.Field, pin).toBe(field);
    }
    // None of these counted as a wrong old PIN.
    const [row] = await t.database.db
      .select()
      .from(ivrCredentials)
      .where(eq(ivrCredentials.ispUserId, 'IVR-100871'));
    expect(row?.failedAttempts).toBe(0);
  });

  it('refuses malformed bodies and calls without the anti-forgery token', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    for (const bad of [
      {},
      { Isp: {} },
      { Isp: { IspOldPinCode: 1, IspPinCode: 2 }, IspPinCodeConfirm: 2 },
      'x',
    ]) {
      const res = await c.post(UPDATE, bad);
      expect([400, 415]).toContain(res.statusCode);
      errorBody(res);
    }
    expect((await c.post(UPDATE, body('', '90817'))).json().ErrorMessage).toBe('ERROR_IVR_OLD_PIN_WRONG');
    expect((await c.post(UPDATE, body('40596', '90817'), { csrf: false })).statusCode).toBe(403);
  });

  it('changes the PIN with the right old PIN, stored hashed; the old one stops working', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    let res = await c.post(UPDATE, body('40596', '90817'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ErrorCode: 0,
      ErrorMessage: '',
      Isp: { IspUserId: 'IVR-100871', IspPinCode: '', IspOldPinCode: '' },
    });
    const [row] = await t.database.db
      .select()
      .from(ivrCredentials)
      .where(eq(ivrCredentials.ispUserId, 'IVR-100871'));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinHash).not.toContain('90817');
    res = await c.post(UPDATE, body('40596', '31415'));
    expect(errorBody(res).ErrorMessage).toBe('ERROR_IVR_OLD_PIN_WRONG');
    res = await c.post(UPDATE, body('90817', '40596'));
    expect(res.statusCode).toBe(200);
  });

  it('locks changes for 15 minutes after three wrong old PINs, then lets the right one through', async () => {
    const c = await signedIn(t.app, 'mario.rossi', '12345678903');
    for (let i = 0; i < 2; i++) {
      expect(errorBody(await c.post(UPDATE, body('11223', '90817'))).ErrorMessage).toBe(
        'ERROR_IVR_OLD_PIN_WRONG',
      );
    }
    const third = await c.post(UPDATE, body('11223', '90817'));
    expect(errorBody(third)).toMatchObject({
      ErrorMessage: 'ERROR_IVR_USERCREDENTIALS_STATUS',
      ErrorCode: 603,
    });
    // Locked: even the right old PIN is refused.
    expect(errorBody(await c.post(UPDATE, body('27183', '90817'))).ErrorMessage).toBe(
      'ERROR_IVR_USERCREDENTIALS_STATUS',
    );
    const [mario] = await t.database.db.select().from(users).where(eq(users.userName, 'mario.rossi'));
    const [row] = await t.database.db
      .select()
      .from(ivrCredentials)
      .where(eq(ivrCredentials.userId, mario!.id));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Once the lock has run out, the right old PIN works again.
    await t.database.db
      .update(ivrCredentials)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(ivrCredentials.userId, mario!.id));
    expect((await c.post(UPDATE, body('27183', '90817'))).statusCode).toBe(200);
    expect(errorBody(await c.post(UPDATE, body('11223', '27183'))).ErrorMessage).toBe(
      'ERROR_IVR_OLD_PIN_WRONG',
    );
    await c.post(UPDATE, body('90817', '27183'));
  });
});
