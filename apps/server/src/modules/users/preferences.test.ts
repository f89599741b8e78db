import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn } from '../../../test/test-client';
import { users } from './users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (body: unknown) => async (userName: string) =>
  (await signedIn(t.app, userName, '12345678903')).post('/api/User/preferences', body);

describe('preferences (excluded products and topics)', () => {
  it('lets a user change the lists their flags allow, deduplicated', async () => {
    const res = await save({ ExcludedProducts: [{ Code: 'payroll' }, { Code: 'payroll' }], Topics: [] })(
      'mario.rossi',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ExcludedProducts: [{ Code: 'payroll' }],
      Topics: [],
      CanModifyExcludedProducts: true,
      CanModifyTopics: true,
      NewsLetter: true,
    });
    const mario = await signedIn(t.app, 'mario.rossi', '12345678903');
    expect((await mario.get('/api/User/preferences')).json().ExcludedProducts).toEqual([{ Code: 'payroll' }]);
  });

  it('refuses a list the company administrator keeps, changing nothing; unknown codes are 400', async () => {
    await t.database.db
      .update(users)
      .set({ canModifyTopics: false, topics: ['fiscal'] })
      .where(eq(users.userName, 'lucia.bianchi'));
    const refused = await save({ Topics: [{ Code: 'training' }] })('lucia.bianchi');
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'lucia.bianchi'));
    expect(row?.topics).toEqual(['fiscal']);

    const unknown = await save({ ExcludedProducts: [{ Code: 'nothing' }] })('lucia.bianchi');
    expect(unknown.statusCode).toBe(400);
    // The list she may change still changes.
    expect((await save({ ExcludedProducts: [{ Code: 'portal' }] })('lucia.bianchi')).statusCode).toBe(200);
  });
});
