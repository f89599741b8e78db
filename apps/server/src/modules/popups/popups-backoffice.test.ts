import { POPUP_LANGUAGE_IDS } from '@sportello/contracts/backoffice/popups.values';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers, assignRole } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { BUILT_IN_LANGUAGES } from '../languages/languages.service';

const app = appWithCallers();
const { who } = app;

interface Item {
  Id: number;
  Title: string;
  Body: string;
  ValidFrom: string;
  ValidTo: string | null;
  Products: string[];
  GroupCodes: string[];
  SortOrder: number;
  State: string;
}
interface Page {
  Total: number;
  Items: Item[];
}

const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
let serial = 0;
const unique = (base: string) => `${base} ${++serial}`;

const save = async (body: Record<string, unknown>, by: TestClient = who.operator) => {
  const res = await by.post('/api/PopUpMessages/Save', {
    Body: 'Testo del messaggio',
    ValidFrom: at(-1),
    SortOrder: 500,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item>();
};
const list = async (filter: object, by: TestClient = who.operator) => {
  const res = await by.get(`/api/PopUpMessages/Filters/${encodeFilter({ Size: 100, ...filter })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const bannerTitles = async (c: TestClient) =>
  (await c.get('/api/App/PopUpMessages'))
    .json<{ Messages: { Title: string }[] }>()
    .Messages.map((m) => m.Title);
const remove = (ids: number[], by: TestClient = who.admin) =>
  by.post('/api/PopUpMessages/Delete', { Ids: ids });
const auditEntries = async (filter: object) => {
  const res = await who.admin.get(
    `/api/App/Audit/Filters/${encodeFilter({ Sort: 'At', Desc: false, Resource: 'popups', ...filter })}/`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    Items: { Action: string; ObjectLabel: string | null; Before: unknown; After: unknown }[];
  }>().Items;
};

describe('pop-up messages in the back office: permissions', () => {
  let viewer: { restore(): Promise<void> };
  beforeAll(async () => {
    viewer = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
  });
  afterAll(() => viewer.restore());

  it('customers are refused; the viewer reads; the operator writes but does not delete', async () => {
    for (const c of [who.customer, who.plainUser]) {
      expect((await c.get(`/api/PopUpMessages/Filters/${encodeFilter({})}`)).statusCode).toBe(403);
      expect(
        (await c.post('/api/PopUpMessages/Save', { Title: 'x', Body: 'x', ValidFrom: at(0) })).statusCode,
      ).toBe(403);
    }
    expect((await who.anonymous.get(`/api/PopUpMessages/Filters/${encodeFilter({})}`)).statusCode).toBe(401);

    const title = unique('Permessi');
    const message = await save({ Title: title });
    // The viewer (operatore2, demoted) sees it and may not change it.
    expect((await list({ Text: title }, who.operator2)).Items.map((m) => m.Title)).toEqual([title]);
    expect((await who.operator2.get(`/api/PopUpMessages/Detail/${message.Id}`)).json()).toMatchObject({
      Title: title,
    });
    const refused = await who.operator2.post('/api/PopUpMessages/Save', { ...message, Title: 'Cambiato' });
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect(
      errorBody(await who.operator2.post('/api/PopUpMessages/Move', { Id: message.Id, Direction: 'up' }))
        .ErrorMessage,
    ).toBe('ERROR_FORBIDDEN');

    // The operator changes it but may not delete it; the admin may.
    expect((await save({ ...message, Title: `${title} bis` })).Title).toBe(`${title} bis`);
    expect(errorBody(await remove([message.Id], who.operator)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect((await list({ Text: title })).Total).toBe(1);
    const deleted = await remove([message.Id]);
    expect(deleted.json()).toEqual({ Deleted: 1 });
    expect((await list({ Text: title })).Total).toBe(0);
    expect((await who.operator.get(`/api/PopUpMessages/Detail/${message.Id}`)).statusCode).toBe(404);
  });
});

describe('pop-up messages in the back office: saving', () => {
  it('refuses bad values, each next to its field, and saves nothing', async () => {
    const title = unique('Sbagliato');
    const res = await who.operator.post('/api/PopUpMessages/Save', {
      Title: ` ${'x'.repeat(201)} `,
      Body: '   ',
      ValidFrom: at(2),
      ValidTo: at(1),
      Products: ['nothing'],
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      errorBody(res).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]]),
    );
    expect(fields).toMatchObject({
      Title: 'ERROR_FIELD_TOO_LONG',
      Body: 'ERROR_FIELD_REQUIRED',
      'Products.0': expect.stringMatching(/^ERROR_/),
    });
    // The end before the start, alone, is the end's problem.
    const window = await who.operator.post('/api/PopUpMessages/Save', {
      Title: title,
      Body: 'x',
      ValidFrom: at(2),
      ValidTo: at(2),
    });
    expect(window.statusCode).toBe(400);
    expect(errorBody(window).Fields).toEqual([
      expect.objectContaining({ Field: 'ValidTo', ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START' }),
    ]);
    // A language the portal lacks, refused by the contract (the form offers only the portal's).
    for (const LanguageId of [3, 99]) {
      const language = await who.operator.post('/api/PopUpMessages/Save', {
        Title: title,
        Body: 'x',
        ValidFrom: at(0),
        LanguageId,
      });
      expect(language.statusCode).toBe(400);
      expect(errorBody(language).Fields).toEqual([
        expect.objectContaining({ Field: 'LanguageId', ErrorMessage: 'ERROR_BAD_REQUEST' }),
      ]);
    }
    const unknownLanguage = await who.operator.get(
      `/api/PopUpMessages/Filters/${encodeFilter({ LanguageId: 3 })}`,
    );
    expect(errorBody(unknownLanguage).Fields).toEqual([
      expect.objectContaining({ Field: 'filter.LanguageId', ErrorMessage: 'ERROR_BAD_REQUEST' }),
    ]);
    expect((await list({ Text: title })).Total).toBe(0);
  });

  it('offers exactly the portal’s languages', () => {
    expect([...POPUP_LANGUAGE_IDS]).toEqual(BUILT_IN_LANGUAGES.map((l) => l.id));
  });

  it('answers not found for a message that does not exist', async () => {
    const res = await who.operator.post('/api/PopUpMessages/Save', {
      Id: 2_000_000_000,
      Title: 'x',
      Body: 'x',
      ValidFrom: at(0),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('pop-up messages in the back office: what customers see', () => {
  it('a message for products or group codes reaches only the companies having one of them', async () => {
    // Rossi Impianti (mario.rossi) uses payroll and is filed under NORD; Neri Trasporti (giulia.neri)
    // uses neither, and is filed under CENTRO.
    const everyone = unique('Per tutti');
    const payroll = unique('Per chi usa le paghe');
    const centro = unique('Per il gruppo Centro');
    const either = unique('Paghe o Centro');
    await save({ Title: everyone });
    await save({ Title: payroll, Products: ['payroll'] });
    await save({ Title: centro, GroupCodes: ['centro'] });
    await save({ Title: either, Products: ['payroll'], GroupCodes: ['CENTRO'] });

    const mario = await bannerTitles(who.customer);
    expect(mario).toEqual(expect.arrayContaining([everyone, payroll]));
    expect(mario).not.toContain(centro);
    // Both lists must be met: Rossi has payroll but is not in CENTRO.
    expect(mario).not.toContain(either);
    const giulia = await bannerTitles(who.otherCustomer);
    expect(giulia).toEqual(expect.arrayContaining([everyone, centro]));
    expect(giulia).not.toContain(payroll);
    expect(giulia).not.toContain(either);
  });

  it('shows a message only inside its window, in its order; the list tells its state', async () => {
    const scheduled = await save({ Title: unique('Domani'), ValidFrom: at(24) });
    const ended = await save({ Title: unique('Ieri'), ValidFrom: at(-48), ValidTo: at(-24) });
    const later = await save({ Title: unique('Secondo'), SortOrder: -9 });
    const first = await save({ Title: unique('Primo'), SortOrder: -10 });

    const titles = await bannerTitles(who.customer);
    expect(titles.slice(0, 2)).toEqual([first.Title, later.Title]);
    expect(titles).not.toContain(scheduled.Title);
    expect(titles).not.toContain(ended.Title);

    const state = async (State: string) => (await list({ State })).Items.map((m) => m.Title);
    expect(await state('scheduled')).toContain(scheduled.Title);
    expect(await state('scheduled')).not.toContain(first.Title);
    expect(await state('ended')).toEqual(expect.arrayContaining([ended.Title]));
    expect(await state('ended')).not.toContain(first.Title);
    expect(await state('showing')).toEqual(expect.arrayContaining([first.Title, later.Title]));
    expect(await state('showing')).not.toContain(ended.Title);
    expect((await list({ Text: scheduled.Title })).Items[0]!.State).toBe('scheduled');

    // Moving the second up puts it first, for the customer too.
    const moved = await who.operator.post('/api/PopUpMessages/Move', { Id: later.Id, Direction: 'up' });
    expect(moved.json()).toEqual({ Moved: true });
    expect((await bannerTitles(who.customer)).slice(0, 2)).toEqual([later.Title, first.Title]);

    await remove([scheduled.Id, ended.Id, later.Id, first.Id]);
  });

  it('moves past a neighbour with the same number; the first goes no higher', async () => {
    const top = await save({ Title: unique('In cima'), SortOrder: -1000 });
    const a = await save({ Title: unique('Pari A'), SortOrder: -500 });
    const b = await save({ Title: unique('Pari B'), SortOrder: -500 });
    const move = (Id: number, Direction: string) =>
      who.operator.post('/api/PopUpMessages/Move', { Id, Direction });
    expect((await bannerTitles(who.customer)).slice(0, 3)).toEqual([top.Title, a.Title, b.Title]);
    expect((await move(b.Id, 'up')).json()).toEqual({ Moved: true });
    expect((await bannerTitles(who.customer)).slice(0, 3)).toEqual([top.Title, b.Title, a.Title]);
    expect((await move(top.Id, 'up')).json()).toEqual({ Moved: false });
    expect((await move(2_000_000_000, 'up')).statusCode).toBe(404);
    const logged = await auditEntries({ ObjectId: String(b.Id), Action: 'update' });
    expect(logged.map((e) => [e.Before, e.After])).toEqual([
      [
        { Title: b.Title, SortOrder: -500 },
        { Title: b.Title, SortOrder: -501 },
      ],
    ]);
    await remove([top.Id, a.Id, b.Id]);
  });

  it('searches title and body, filters by language, sorts by title', async () => {
    const word = `zefiro${Date.now()}`;
    const a = await save({ Title: unique(`B ${word}`), LanguageId: 1 });
    const b = await save({ Title: unique('A in inglese'), Body: `Body ${word}`, LanguageId: 2 });
    const c = await save({ Title: unique(`C ${word}`) });
    expect((await list({ Text: word, Sort: 'Title' })).Items.map((m) => m.Id)).toEqual([b.Id, a.Id, c.Id]);
    expect((await list({ Text: word, Sort: 'Title', Desc: true })).Items.map((m) => m.Id)).toEqual([
      c.Id,
      a.Id,
      b.Id,
    ]);
    // A reader of English sees the English one and the one for every language.
    expect((await list({ Text: word, LanguageId: 2 })).Items.map((m) => m.Id).sort()).toEqual(
      [b.Id, c.Id].sort(),
    );
    const paged = await list({ Text: word, Sort: 'Title', Size: 2, Page: 1 });
    expect(paged.Total).toBe(3);
    expect(paged.Items.map((m) => m.Id)).toEqual([c.Id]);
    await remove([a.Id, b.Id, c.Id]);
  });
});

describe('pop-up messages in the back office: bulk delete and the audit log', () => {
  it('deletes the selected ones only, and logs each change by the message’s title', async () => {
    const keep = await save({ Title: unique('Resta') });
    const one = await save({ Title: unique('Via uno') });
    const two = await save({ Title: unique('Via due') });
    await save({ ...one, Products: ['accounting'], Title: `${one.Title} (paghe)` });
    const res = await remove([one.Id, two.Id, 2_000_000_000]);
    expect(res.json()).toEqual({ Deleted: 2 });
    expect(await bannerTitles(who.customer)).toContain(keep.Title);
    expect(await bannerTitles(who.customer)).not.toContain(two.Title);
    expect((await list({ Text: 'Via ' })).Items.map((m) => m.Id)).not.toEqual(
      expect.arrayContaining([one.Id]),
    );
    expect((await who.operator.get(`/api/PopUpMessages/Detail/${keep.Id}`)).statusCode).toBe(200);

    const logged = await auditEntries({ ObjectId: String(one.Id) });
    expect(logged.map((e) => e.Action)).toEqual(['create', 'update', 'delete']);
    expect(logged[1]).toMatchObject({
      Before: { Title: one.Title, Products: [] },
      After: { Title: `${one.Title} (paghe)`, Products: ['accounting'] },
    });
    // Deleted: named from what the entry kept.
    expect(logged[2]!.ObjectLabel).toBe(`${one.Title} (paghe)`);
    expect((await auditEntries({ ObjectId: String(keep.Id) }))[0]!.ObjectLabel).toBe(keep.Title);
  });
});
