import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers, createCommunication as create } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';

const app = appWithCallers();
const { who } = app;

const newsIds = async (c: TestClient) => {
  const res = await c.get(`/api/Communication/News/${encodeFilter({ Size: 100 })}/`);
  expect(res.statusCode).toBe(200);
  return res.json().Items.map((x: { ComunicationId: number }) => x.ComunicationId) as number[];
};
const detail = (c: TestClient, id: number) => c.get(`/api/Communication/News/Detail/${id}/`);
const markRead = (c: TestClient, id: number) => c.post(`/api/Communication/News/Read/${id}/`);

describe('customer news', () => {
  it('shows a customer only what matches their company type and role, within the window', async () => {
    const rossi = await create(who.operator, { Title: 'Solo clienti tipo 1' });
    const admins = await create(who.operator, {
      Title: 'Solo amministratori',
      CompanyTypeFilters: [],
      UserRoleFilter: 'company_admin',
    });
    const draft = await create(who.operator, { Title: 'Bozza', Status: 'draft' });
    const future = await create(who.operator, { Title: 'Futuro', PublishFrom: '2099-01-01T00:00:00Z' });
    const product = await create(who.operator, {
      Title: 'Prodotto',
      CompanyTypeFilters: [],
      ProductFilters: [{ Code: 'P1' }],
    });

    const mario = await newsIds(who.customer); // Rossi Impianti, company admin
    expect(mario).toContain(rossi.Id);
    expect(mario).toContain(admins.Id);
    for (const hidden of [draft, future, product]) expect(mario).not.toContain(hidden.Id);
    const giulia = await newsIds(who.otherCustomer); // Neri Trasporti: another type
    expect(giulia).not.toContain(rossi.Id);
    expect(giulia).toContain(admins.Id);
    const lucia = await newsIds(who.plainUser); // Rossi Impianti, plain user
    expect(lucia).toContain(rossi.Id);
    expect(lucia).not.toContain(admins.Id);
    expect((await who.anonymous.get(`/api/Communication/News/${encodeFilter({})}/`)).statusCode).toBe(401);
  });

  it('matches products and group codes of the company, less the products the user excluded', async () => {
    const noType = { CompanyTypeFilters: [] };
    const payroll = await create(who.operator, {
      ...noType,
      Title: 'Paghe',
      ProductFilters: [{ Code: 'payroll' }],
    });
    const invoicing = await create(who.operator, {
      ...noType,
      Title: 'Fatturazione',
      ProductFilters: [{ Code: 'invoicing' }],
    });
    const north = await create(who.operator, {
      ...noType,
      Title: 'Nord',
      GroupCodeFilters: [{ Code: 'NORD' }],
    });
    const centre = await create(who.operator, {
      ...noType,
      Title: 'Centro',
      GroupCodeFilters: [{ Code: 'CENTRO' }],
    });

    // Rossi Impianti uses payroll and invoicing and is filed under NORD; Neri Trasporti only
    // invoicing, under CENTRO.
    const mario = await newsIds(who.customer);
    for (const seen of [payroll, invoicing, north]) expect(mario).toContain(seen.Id);
    expect(mario).not.toContain(centre.Id);
    const giulia = await newsIds(who.otherCustomer);
    for (const seen of [invoicing, centre]) expect(giulia).toContain(seen.Id);
    for (const hidden of [payroll, north]) expect(giulia).not.toContain(hidden.Id);

    // A user who excluded payroll (their invitation said so) no longer gets payroll news.
    await app.t.database.db
      .update(users)
      .set({ excludedProducts: ['payroll'] })
      .where(eq(users.userName, 'lucia.bianchi'));
    const lucia = await newsIds(who.plainUser);
    expect(lucia).toContain(invoicing.Id);
    expect(lucia).not.toContain(payroll.Id);
  });

  it('detail and read: the audience yes, anyone else not found, anonymous 401', async () => {
    const rossi = await create(who.operator, { Title: 'Dettaglio tipo 1' });
    const everyone = await create(who.operator, { Title: 'Per tutti', CompanyTypeFilters: [] });

    expect((await detail(who.customer, rossi.Id)).json()).toMatchObject({
      Type: 14,
      ComunicationId: rossi.Id,
      Read: false,
      NewsFiscale: { Title: 'Dettaglio tipo 1' },
    });
    expect((await markRead(who.customer, rossi.Id)).json()).toEqual({ Read: true });
    expect((await detail(who.customer, rossi.Id)).json().Read).toBe(true);
    // Read is per user: a colleague of the same company still has it unread.
    expect((await detail(who.plainUser, rossi.Id)).json().Read).toBe(false);

    for (const key of ['otherCustomer', 'operator', 'admin'] as const) {
      for (const res of [await detail(who[key], rossi.Id), await markRead(who[key], rossi.Id)]) {
        expect(res.statusCode, key).toBe(404);
        expect(errorBody(res).ErrorMessage, key).toBe('ERROR_NOT_FOUND');
      }
    }
    // Staff are signed-in users too: an item for everyone reaches them.
    for (const key of ['operator', 'admin'] as const) {
      expect((await detail(who[key], everyone.Id)).statusCode, key).toBe(200);
      expect((await markRead(who[key], everyone.Id)).json(), key).toEqual({ Read: true });
    }
    for (const res of [await detail(who.anonymous, rossi.Id), await markRead(who.anonymous, rossi.Id)]) {
      expect(res.statusCode).toBe(401);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
    }
  });

  it('gives customers the content only, nothing of the back office', async () => {
    const alert = await create(who.operator, {
      Type: 15,
      Title: 'Avviso forma',
      ManageByCompany: true,
      Details: { Severity: 'critical' },
    });
    const body = (await detail(who.customer, alert.Id)).json();
    expect(Object.keys(body).sort()).toEqual(['Alert', 'ComunicationId', 'Read', 'Type']);
    expect(Object.keys(body.Alert).sort()).toEqual([
      'Body',
      'CreatedAt',
      'Details',
      'Id',
      'IsPopup',
      'Language',
      'PublishFrom',
      'PublishTo',
      'Summary',
      'Title',
      'Type',
      'UpdatedAt',
    ]);
    expect(body.Alert.Details).toEqual({ Severity: 'critical' });
    const listed = (await who.customer.get(`/api/Communication/News/${encodeFilter({ Type: 15 })}/`)).json();
    const item = listed.Items.find((x: { ComunicationId: number }) => x.ComunicationId === alert.Id).Alert;
    for (const field of ['AuthorCompanyCode', 'Filters', 'CanManage', 'Editable', 'Author', 'TitleEn'])
      expect(item, field).not.toHaveProperty(field);
  });

  it('popup news lists the popup items of the audience only', async () => {
    const popup = await create(who.operator, {
      Title: 'Popup',
      IsPopup: true,
      Type: 15,
      Details: { Severity: 'warning' },
    });
    const plain = await create(who.operator, { Title: 'Non popup' });
    const res = await who.customer.get('/api/Communication/PopUp/News/');
    const ids = res.json().Items.map((x: { ComunicationId: number }) => x.ComunicationId);
    expect(ids).toContain(popup.Id);
    expect(ids).not.toContain(plain.Id);
    const found = res.json().Items.find((x: { ComunicationId: number }) => x.ComunicationId === popup.Id);
    expect(found.Alert).toMatchObject({ IsPopup: true, Details: { Severity: 'warning' } });
    const other = await who.otherCustomer.get('/api/Communication/PopUp/News/');
    expect(other.json().Items.map((x: { ComunicationId: number }) => x.ComunicationId)).not.toContain(
      popup.Id,
    );
    expect((await who.anonymous.get('/api/Communication/PopUp/News/')).statusCode).toBe(401);
  });
});

describe('customer news in the reader’s language (decision 047)', () => {
  const inEnglish = async (c: TestClient, read: () => Promise<void>) => {
    expect((await c.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    try {
      await read();
    } finally {
      await c.post('/api/Auth/language', { Id: 1 });
    }
  };

  it('gives a reader of English the English version where there is one, the Italian otherwise', async () => {
    const bilingual = await create(who.operator, {
      Title: 'Chiusura estiva',
      Summary: 'Uffici chiusi',
      Body: '<p>Dal <strong>10</strong> agosto.</p>',
      TitleEn: 'Summer closure',
      SummaryEn: 'Offices closed',
      BodyEn: '<p>From <strong>10</strong> August.</p><script>x()</script>',
      IsPopup: true,
    });
    const italianOnly = await create(who.operator, { Title: 'Solo in italiano', IsPopup: true });
    const english = {
      Title: 'Summer closure',
      Summary: 'Offices closed',
      Body: '<p>From <strong>10</strong> August.</p>',
    };

    await inEnglish(who.plainUser, async () => {
      expect((await detail(who.plainUser, bilingual.Id)).json().NewsFiscale).toEqual(
        expect.objectContaining({ ...english, Language: 'en' }),
      );
      expect((await detail(who.plainUser, italianOnly.Id)).json().NewsFiscale).toMatchObject({
        Title: 'Solo in italiano',
        Summary: 'Le date del trimestre',
        Language: 'it',
      });
      const listed = (
        await who.plainUser.get(`/api/Communication/News/${encodeFilter({ Size: 100 })}/`)
      ).json();
      const titleOf = (id: number) =>
        listed.Items.find((x: { ComunicationId: number }) => x.ComunicationId === id)?.NewsFiscale.Title;
      expect([titleOf(bilingual.Id), titleOf(italianOnly.Id)]).toEqual([
        'Summer closure',
        'Solo in italiano',
      ]);
      const popups = (await who.plainUser.get('/api/Communication/PopUp/News/')).json().Items;
      const popup = popups.find((x: { ComunicationId: number }) => x.ComunicationId === bilingual.Id);
      expect(popup.NewsFiscale).toMatchObject({ Title: 'Summer closure', Language: 'en' });
    });

    // A colleague reading Italian gets the Italian version of the same item.
    expect((await detail(who.customer, bilingual.Id)).json().NewsFiscale).toMatchObject({
      Title: 'Chiusura estiva',
      Summary: 'Uffici chiusi',
      Body: '<p>Dal <strong>10</strong> agosto.</p>',
      Language: 'it',
    });
  });
});
