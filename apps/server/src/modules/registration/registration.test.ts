import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectRegistryOutageAnswer } from '../../../test/registry-outage';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { systemClock } from '../../core/clock';
import { createContentCipher } from '../../core/content-cipher';
import { hkdfKey } from '../../core/keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (vat: string, userCode?: string) =>
  new TestClient(t.app).get(
    `/api/Company/register/local/exists/vatcode/${vat}${userCode === undefined ? '' : `?userCode=${userCode}`}`,
  );

describe('registration step 0: company check', () => {
  it('says ERROR_BUS_CALLEREXCEPTION, not a generic error, when the registry cannot be asked', async () => {
    await expectRegistryOutageAnswer(t.database, () => verify('09876543217', 'ROSSI2026'));
    expect((await verify('09876543217', 'ROSSI2026')).statusCode).toBe(200);
  });

  it('answers the company when the user code matches (case and spaces do not matter)', async () => {
    const res = await verify('09876543217', '%20rossi2026%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      VatCode: '09876543217',
      FiscalCode: '09876543217',
      VatCodeType: 1,
      Name: 'Rossi Impianti S.r.l.',
      CompanyType: 1,
      AccessLocal: true,
      ForceTsid: false,
    });
  });

  it.each([
    ['a wrong user code', '09876543217', 'NERI2026', 'ERROR_BUS_VERIFY_COMPANY_CODE'],
    ['no user code', '09876543217', undefined, 'ERROR_BUS_VERIFY_COMPANY_CODE'],
    ['an unknown company', '11111111111', 'X', 'ERROR_COMPANY_NOT_VERIFIED'],
    ['a migrated company', '07777777777', 'X', 'ERROR_COMPANY_NOT_VERIFIED'],
    ['a bad check digit', '09876543210', 'X', 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'],
  ])('refuses %s with 400 %s', async (_what, vat, code, key) => {
    const res = await verify(vat, code);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage.split(' ')[0]).toBe(key);
  });
});

describe('enciphered wizard data', () => {
  const content = { VatCode: '09876543217', UserCode: 'ROSSI2026', UserName: 'nuovo.utente', Note: 'àèìòù' };

  it('comes back as it went in', async () => {
    const c = new TestClient(t.app);
    const { Value } = (await c.post('/api/App/Content/Cipher', { Content: content })).json();
    expect(Value).not.toContain('ROSSI2026');
    expect((await c.post('/api/App/Content/Decipher', { Value })).json()).toEqual({ Content: content });
  });

  it('refuses a tampered, foreign or malformed value with ERROR_INVALID_OBJECT', async () => {
    const c = new TestClient(t.app);
    const { Value } = (await c.post('/api/App/Content/Cipher', { Content: content })).json();
    // One character changed, the one before last (whatever it was: changing an 'A' to 'A' is no change).
    const flipped = `${Value.slice(0, -2)}${Value.at(-2) === 'A' ? 'B' : 'A'}${Value.slice(-1)}`;
    const foreign = createContentCipher(
      hkdfKey('another-portal-secret-of-32-characters', 'content-cipher'),
      systemClock,
    ).encipher(content, 60);
    for (const value of [flipped, foreign, 'not-base64!', 'AAAA']) {
      const res = await c.post('/api/App/Content/Decipher', { Value: value });
      expect(res.statusCode, value).toBe(400);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_INVALID_OBJECT');
    }
  });

  it('refuses an expired value', () => {
    const cipher = createContentCipher(
      hkdfKey('test-secret-test-secret-test-secret', 'content-cipher'),
      systemClock,
    );
    const value = cipher.encipher(content, 60);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(() => cipher.decipher(value)).toThrowError('ERROR_INVALID_OBJECT');
    } finally {
      vi.useRealTimers();
    }
  });
});
