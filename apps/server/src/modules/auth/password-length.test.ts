import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, TestClient } from '../../../test/test-client';

/** Spec §5: the minimum password length comes from configuration (PASSWORD_MIN_LENGTH). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_MIN_LENGTH: '12' } });
});
afterAll(() => t.close());

describe('a configured minimum password length', () => {
  it('is told to the web before anyone signs in', async () => {
    const res = await new TestClient(t.app).get('/api/App/settings');
    expect(res.json().PasswordMinLength).toBe(12);
  });

  it('refuses a shorter password that the rule alone would take, and takes one long enough', async () => {
    const client = await signedIn(t.app, 'lucia.bianchi', '12345678903');
    const short = await client.post('/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: 'Nuova#Pas1',
      NewPassword2: 'Nuova#Pas1',
    });
    expect(short.statusCode).toBe(400);
    expect(errorBody(short).ErrorMessage).toBe('ERROR_PASSOWRD_INVALID STRENGTH');
    const long = await client.post('/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: 'Nuova#Passw12',
      NewPassword2: 'Nuova#Passw12',
    });
    expect(long.statusCode, long.body).toBe(200);
  });
});
