import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn } from '../../../test/test-client';

/** A back-office person's own views of a list (#41): kept with the account, seen by nobody else. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/api/BackOffice/Views/helpdesk-queue';
const save = (c: Awaited<ReturnType<typeof signedIn>>, Name: string, Search: string) =>
  c.post('/api/BackOffice/Views/Save', { List: 'helpdesk-queue', Name, Search });

describe('saved views', () => {
  it('follow the person to another browser, and nobody else sees them', async () => {
    const here = await signedIn(t.app, 'operatore@sportello.demo');
    expect((await save(here, 'Mie aperte', '?state=open&mine=1')).statusCode).toBe(200);
    const elsewhere = await signedIn(t.app, 'operatore@sportello.demo');
    expect((await elsewhere.get(LIST)).json()).toEqual([{ Name: 'Mie aperte', Search: 'state=open&mine=1' }]);
    const colleague = await signedIn(t.app, 'operatore2@sportello.demo');
    expect((await colleague.get(LIST)).json()).toEqual([]);
  });

  it('replace a view saved again under its name, keep the newest twelve, and forget one', async () => {
    const admin = await signedIn(t.app, 'admin@sportello.demo');
    for (let i = 1; i <= 13; i++) await save(admin, `Vista ${i}`, `page=${i}`);
    const replaced = (await save(admin, 'Vista 5', 'page=50')).json<{ Name: string; Search: string }[]>();
    expect(replaced).toHaveLength(12);
    expect(replaced.map((v) => v.Name)).not.toContain('Vista 1');
    expect(replaced.at(-1)).toEqual({ Name: 'Vista 5', Search: 'page=50' });
    const left = await admin.post('/api/BackOffice/Views/Delete', {
      List: 'helpdesk-queue',
      Name: 'Vista 5',
    });
    expect(left.json<{ Name: string }[]>().map((v) => v.Name)).not.toContain('Vista 5');
  });

  it('refuse an empty name next to its field, an unknown list, and customers', async () => {
    const operator = await signedIn(t.app, 'operatore@sportello.demo');
    const empty = await save(operator, '  ', 'state=open');
    expect(errorBody(empty).Fields?.[0]).toMatchObject({
      Field: 'Name',
      ErrorMessage: 'ERROR_FIELD_REQUIRED',
    });
    expect((await operator.get('/api/BackOffice/Views/companies-of-others')).statusCode).toBe(400);
    const customer = await signedIn(t.app, 'giulia.neri');
    expect(errorBody(await customer.get(LIST)).ErrorMessage).toBe('ERROR_FORBIDDEN');
  });
});
