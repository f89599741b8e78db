import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers, assignRole, deleteRequest } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';

const app = appWithCallers();
const { who } = app;

// Rossi Impianti (customer, plainUser): company type 1, products portal, accounting, payroll,
// invoicing. Neri Trasporti (otherCustomer): company type 2, products portal and invoicing.
const ROSSI_VAT = '09876543217';
const NERI_VAT = '05555555555';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface CampaignAnswer {
  Id: number;
  Type: string;
  Status: string;
  Entries: number;
  Registered: number;
  Waiting: number;
  PlacesLeft: number | null;
  Tags: { Id: number; Name: string }[];
}
interface MyEntryAnswer {
  Id: number;
  Kind: string;
  Status: string;
  Position: number | null;
  CanWithdraw: boolean;
}
interface OpenCampaignAnswer {
  Id: number;
  Type: string;
  PlacesLeft: number | null;
  Mine: MyEntryAnswer[];
}
interface EntryAnswer {
  Id: number;
  Kind: string;
  Status: string;
  Position: number | null;
  Company: { Name: string; VatCode: string };
  ContactName: string;
  Email: string;
  DecidedBy: string | null;
  Note: string;
  MarketingConsentAt: string | null;
}

let titles = 0;
const uniqueTitle = (base: string) => `${base} ${++titles}`;

async function createCampaign(extra: Record<string, unknown> = {}) {
  const res = await who.admin.post('/api/app/campaigns/Save', {
    Type: 'tutor',
    Title: uniqueTitle('Programma Tutor'),
    Description: 'Aiuta i nuovi clienti.',
    StartsAt: at(-1),
    EndsAt: at(30),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignAnswer>();
}

const createTalks = (capacity: number | null, extra: Record<string, unknown> = {}) =>
  createCampaign({
    Type: 'talks',
    Title: uniqueTitle('Sportello Talks'),
    EventAt: at(40),
    Place: 'Milano',
    Capacity: capacity,
    ...extra,
  });

const openCampaigns = async (c: TestClient) => {
  const res = await c.get('/api/app/campaigns/type/list/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OpenCampaignAnswer[]>();
};

const tutorApplication = (campaignId: number, extra: Record<string, unknown> = {}) => ({
  CampaignId: campaignId,
  ContactName: 'Mario Rossi',
  Email: 'Mario.Rossi@Rossi-Impianti.example',
  Phone: '3331234567',
  Availability: 'Martedì e giovedì, 14-18',
  Motivation: 'Usiamo il portale da anni.',
  PrivacyConsent: true,
  MarketingConsent: true,
  ...extra,
});

let people = 0;
const registration = (campaignId: number, email = `persona${++people}@rossi-impianti.example`) => ({
  CampaignId: campaignId,
  ContactName: `Persona ${people}`,
  Email: email,
  PrivacyConsent: true,
});

async function register(c: TestClient, campaignId: number, email?: string) {
  const res = await c.post('/api/app/campaigns/talks21/register', registration(campaignId, email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyEntryAnswer>();
}

const withdraw = (c: TestClient, id: number) => c.post(`/api/app/campaigns/Entries/Withdraw/${id}`);

const entries = async (c: TestClient, filter: Record<string, unknown>) => {
  const res = await c.post('/api/app/campaigns/data/list', { Size: 100, ...filter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Total: number; PageCount: number; Items: EntryAnswer[] }>();
};

const decide = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/api/app/campaigns/data/decision', body);

const mailsTo = (address: string) =>
  app.t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.purpose, 'campaign-entry'), eq(mailOutbox.toAddress, address)))
    .orderBy(mailOutbox.createdAt);

const expectError = (res: Awaited<ReturnType<TestClient['get']>>, status: number, key: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorBody(res).ErrorMessage).toBe(key);
};

describe('campaigns open to a customer', () => {
  it('lists the open campaigns the company is eligible for: company type, products, tags, dates', async () => {
    const forType1 = await createCampaign({ CompanyTypes: [1] });
    const forPayroll = await createCampaign({ Products: ['payroll'] });
    const tag = (await who.operator.post('/api/Tag/Save', { Name: uniqueTitle('Tutor') })).json<{
      Id: number;
    }>();
    const neri = (await who.operator.get(`/api/Company/Filters/${encodeFilter({ Text: NERI_VAT })}`)).json<{
      Items: { Id: number }[];
    }>().Items[0]!;
    expect(
      (await who.operator.post('/api/Tag/Assign', { TagId: tag.Id, Ids: [neri.Id], Assigned: true }))
        .statusCode,
    ).toBe(200);
    const forTag = await createCampaign({ TagIds: [tag.Id] });
    expect(forTag.Tags.map((t) => t.Id)).toEqual([tag.Id]);
    const upcoming = await createCampaign({ StartsAt: at(1), EndsAt: at(10) });
    const over = await createCampaign({ StartsAt: at(-10), EndsAt: at(-1) });
    const off = await createCampaign({ Enabled: false });
    expect([upcoming.Status, over.Status, off.Status, forType1.Status]).toEqual([
      'upcoming',
      'closed',
      'closed',
      'open',
    ]);

    const rossi = (await openCampaigns(who.plainUser)).map((c) => c.Id);
    const neriSees = (await openCampaigns(who.otherCustomer)).map((c) => c.Id);
    expect(rossi).toEqual(expect.arrayContaining([forType1.Id, forPayroll.Id]));
    expect(rossi).not.toContain(forTag.Id);
    expect(neriSees).toContain(forTag.Id);
    expect(neriSees).not.toContain(forType1.Id);
    expect(neriSees).not.toContain(forPayroll.Id);
    for (const hidden of [upcoming, over, off]) expect(rossi).not.toContain(hidden.Id);

    expectError(
      await who.otherCustomer.post('/api/app/campaigns/tutor/apply', tutorApplication(forType1.Id)),
      403,
      'ERROR_CAMPAIGN_NOT_ELIGIBLE',
    );
    for (const closed of [upcoming, over, off])
      expectError(
        await who.plainUser.post('/api/app/campaigns/tutor/apply', tutorApplication(closed.Id)),
        409,
        'ERROR_CAMPAIGN_CLOSED',
      );
    expectError(
      await who.plainUser.post('/api/app/campaigns/tutor/apply', tutorApplication(2_000_000_000)),
      404,
      'ERROR_CAMPAIGN_NOT_FOUND',
    );
  });

  it('takes one tutor application per company, pending until the vendor decides', async () => {
    const campaign = await createCampaign();
    const res = await who.customer.post('/api/app/campaigns/tutor/apply', tutorApplication(campaign.Id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyEntryAnswer>()).toMatchObject({
      Kind: 'application',
      Status: 'pending',
      CanWithdraw: true,
    });
    // Nothing is mailed for an application until the vendor decides.
    expect(await mailsTo('mario.rossi@rossi-impianti.example')).toEqual([]);

    // A colleague of the same company: the company has applied.
    expectError(
      await who.plainUser.post('/api/app/campaigns/tutor/apply', tutorApplication(campaign.Id)),
      409,
      'ERROR_CAMPAIGN_ALREADY_APPLIED',
    );
    // A talk or a place belongs to an event, not to the tutor programme.
    expectError(
      await who.plainUser.post('/api/app/campaigns/talks21/register', registration(campaign.Id)),
      400,
      'ERROR_CAMPAIGN_WRONG_TYPE',
    );

    const mine = (await openCampaigns(who.plainUser)).find((c) => c.Id === campaign.Id)!.Mine;
    // Seen by the colleague, who neither sent it nor administers the company: not theirs to withdraw.
    expect(mine).toEqual([
      expect.objectContaining({ Kind: 'application', Status: 'pending', CanWithdraw: false }),
    ]);
    expectError(await withdraw(who.plainUser, mine[0]!.Id), 403, 'ERROR_FORBIDDEN');

    const [entry] = (await entries(who.operator, { CampaignId: campaign.Id })).Items;
    expect(entry).toMatchObject({
      Email: 'mario.rossi@rossi-impianti.example',
      Company: { VatCode: ROSSI_VAT },
      Status: 'pending',
    });
    expect(entry!.MarketingConsentAt).not.toBeNull();

    // Withdrawn, the company may apply again.
    expect((await withdraw(who.customer, entry!.Id)).json<MyEntryAnswer>().Status).toBe('withdrawn');
    expectError(await withdraw(who.customer, entry!.Id), 409, 'ERROR_CAMPAIGN_ENTRY_STATE');
    expect(
      (await who.plainUser.post('/api/app/campaigns/tutor/apply', tutorApplication(campaign.Id))).statusCode,
    ).toBe(200);
  });

  it('refuses a form with its problems field by field, in the error shape', async () => {
    const campaign = await createCampaign();
    const res = await who.plainUser.post('/api/app/campaigns/tutor/apply', {
      CampaignId: campaign.Id,
      ContactName: '  ',
      Email: 'non-un-indirizzo',
      Phone: '12-ab',
      Availability: '',
      Motivation: 'x'.repeat(4001),
      PrivacyConsent: false,
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    const fields = Object.fromEntries((body.Fields ?? []).map((f) => [f.Field, f.ErrorMessage]));
    expect(fields).toMatchObject({
      ContactName: 'ERROR_FIELD_REQUIRED',
      Email: 'ERROR_BAD_EMAIL',
      Phone: 'ERROR_BAD_PHONE',
      Availability: 'ERROR_FIELD_REQUIRED',
      Motivation: expect.stringMatching(/^ERROR_FIELD_TOO_LONG/),
      PrivacyConsent: 'ERROR_PRIVACY_MUST_SIGN',
    });
    for (const field of body.Fields ?? []) expect(field.Message).not.toBe('');

    const talks = await createTalks(10);
    const proposal = await who.plainUser.post('/api/app/campaigns/talks21/apply', {
      CampaignId: talks.Id,
      ContactName: 'Lucia Bianchi',
      Email: 'lucia@rossi-impianti.example',
      Phone: '3331234567',
      TalkTitle: '',
      Abstract: 'Come chiudiamo il mese.',
      PrivacyConsent: true,
    });
    expect(proposal.statusCode).toBe(400);
    expect(errorBody(proposal).Fields).toEqual([
      expect.objectContaining({ Field: 'TalkTitle', ErrorMessage: 'ERROR_FIELD_REQUIRED' }),
    ]);
  });
});

describe('an event’s places and its waiting list', () => {
  it('registers while places are left, then puts people on the waiting list, and moves them up', async () => {
    const talks = await createTalks(2);
    const a = await register(who.customer, talks.Id, 'a@rossi-impianti.example');
    const b = await register(who.plainUser, talks.Id, 'b@rossi-impianti.example');
    const c = await register(who.otherCustomer, talks.Id, 'c@neri-trasporti.example');
    const d = await register(who.plainUser, talks.Id, 'd@rossi-impianti.example');
    expect([a.Status, b.Status, c.Status, d.Status]).toEqual([
      'registered',
      'registered',
      'waiting',
      'waiting',
    ]);
    expect([c.Position, d.Position]).toEqual([1, 2]);
    expect((await openCampaigns(who.plainUser)).find((x) => x.Id === talks.Id)!.PlacesLeft).toBe(0);

    expectError(
      await who.plainUser.post(
        '/api/app/campaigns/talks21/register',
        registration(talks.Id, 'A@Rossi-Impianti.example'),
      ),
      409,
      'ERROR_CAMPAIGN_ALREADY_REGISTERED',
    );
    const placed = (await mailsTo('a@rossi-impianti.example'))[0];
    expect(placed?.subject).toContain('Sportello Talks');
    // A place puts the event in the contact's calendar; a turn on the waiting list does not.
    expect(placed?.calendar?.method).toBe('REQUEST');
    expect(placed?.calendar?.content).toContain(`UID:campaign-${talks.Id}-entry-${a.Id}@`);
    expect(placed?.calendar?.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const turn = (await mailsTo('c@neri-trasporti.example'))[0];
    expect(turn?.text).toContain('lista d');
    expect(turn?.calendar).toBeNull();

    // Company B cannot reach company A's entry; a's sender withdraws it, and c moves up.
    expectError(await withdraw(who.otherCustomer, a.Id), 404, 'ERROR_NOT_FOUND');
    expect((await withdraw(who.customer, a.Id)).statusCode).toBe(200);
    const list = await entries(who.operator, { CampaignId: talks.Id, Sort: 'CreatedAt', Desc: false });
    expect(list.Items.map((e) => [e.Email, e.Status, e.Position])).toEqual([
      ['a@rossi-impianti.example', 'withdrawn', null],
      ['b@rossi-impianti.example', 'registered', null],
      ['c@neri-trasporti.example', 'registered', null],
      ['d@rossi-impianti.example', 'waiting', 1],
    ]);
    const movedUp = await mailsTo('c@neri-trasporti.example');
    expect(movedUp).toHaveLength(2);
    expect(movedUp[1]!.text).toContain('si è liberato un posto');

    // The company's administrator may withdraw a colleague's place; its turn goes to d.
    expect((await withdraw(who.customer, b.Id)).statusCode).toBe(200);
    const after = await entries(who.operator, { CampaignId: talks.Id, Status: 'registered' });
    expect(after.Items.map((e) => e.Email).sort()).toEqual([
      'c@neri-trasporti.example',
      'd@rossi-impianti.example',
    ]);
  });

  it('gives the last place to exactly one of 50 people registering at once', async () => {
    const talks = await createTalks(3);
    await register(who.plainUser, talks.Id);
    await register(who.plainUser, talks.Id);
    const send = (i: number) =>
      who.plainUser.post(
        '/api/app/campaigns/talks21/register',
        registration(talks.Id, `folla${i}@rossi-impianti.example`),
      );
    // They wait their turn in the process (holding no connection of the pool), then each takes the
    // campaign's row lock: every one is answered, one with the place.
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const answers = results.map((r) => r.json<MyEntryAnswer>());
    expect(answers.filter((e) => e.Status === 'registered')).toHaveLength(1);
    expect(answers.filter((e) => e.Status === 'waiting')).toHaveLength(49);
    expect(
      answers
        .map((e) => e.Position)
        .filter((p) => p !== null)
        .sort((x, y) => x! - y!),
    ).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    const campaign = (await who.operator.get(`/api/app/campaigns/Detail/${talks.Id}`)).json<CampaignAnswer>();
    expect(campaign).toMatchObject({ Registered: 3, Waiting: 49, PlacesLeft: 0, Entries: 52 });
  });

  it('more places move the waiting list up; the type of a campaign with entries stays', async () => {
    const talks = await createTalks(1);
    await register(who.plainUser, talks.Id);
    const waiting = [await register(who.plainUser, talks.Id), await register(who.plainUser, talks.Id)];
    expect(waiting.map((e) => e.Status)).toEqual(['waiting', 'waiting']);
    const body = {
      Id: talks.Id,
      Type: 'talks',
      Title: 'Più posti',
      StartsAt: at(-1),
      EndsAt: at(30),
      EventAt: at(40),
      Capacity: 2,
    };
    const res = await who.admin.post('/api/app/campaigns/Save', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CampaignAnswer>()).toMatchObject({ Registered: 2, Waiting: 1, PlacesLeft: 0 });

    const retyped = await who.admin.post('/api/app/campaigns/Save', { ...body, Type: 'tutor' });
    expectError(retyped, 409, 'ERROR_CAMPAIGN_HAS_ENTRIES');
    expect(errorBody(retyped).Fields?.[0]?.Field).toBe('Type');
  });
});

describe('the back office reviews the entries', () => {
  it('accepts and rejects with a note, mailed in the applicant’s language; a place taken away goes to the waiting list', async () => {
    const tutor = await createCampaign({ Title: uniqueTitle('Tutor con esito') });
    // Lucia applies in English: the vendor's mails about her entry are in English.
    expect((await who.plainUser.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    try {
      const applied = await who.plainUser.post(
        '/api/app/campaigns/tutor/apply',
        tutorApplication(tutor.Id, {
          ContactName: 'Lucia Bianchi',
          Email: 'lucia.esito@rossi-impianti.example',
        }),
      );
      expect(applied.statusCode, applied.body).toBe(200);
      const id = applied.json<MyEntryAnswer>().Id;
      const accepted = await decide(who.operator, { Id: id, Decision: 'accept', Note: 'A presto in sede.' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<EntryAnswer>()).toMatchObject({
        Status: 'accepted',
        DecidedBy: 'operatore@sportello.demo',
        Note: 'A presto in sede.',
      });
      const [mail] = await mailsTo('lucia.esito@rossi-impianti.example');
      expect(mail?.subject).toContain('Tutor con esito');
      expect(mail?.text).toContain('has been accepted');
      expect(mail?.text).toContain('Note: A presto in sede.');
      // It leads to the home page, where the customer's campaigns are (in the sender's language).
      expect(mail?.text).toMatch(/\/home\?lg=2\b/);
      expect(mail?.html).toContain('Dear Lucia Bianchi');
      expectError(
        await decide(who.operator, { Id: id, Decision: 'reject' }),
        409,
        'ERROR_CAMPAIGN_ENTRY_STATE',
      );
      const audit = await app.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'campaigns'), eq(auditLog.objectId, `entry:${id}`)))
        .orderBy(auditLog.id);
      expect(audit.map((a) => [a.actor, a.action])).toEqual([
        ['lucia.bianchi', 'create'],
        ['operatore@sportello.demo', 'update'],
      ]);
    } finally {
      await who.plainUser.post('/api/Auth/language', { Id: 1 });
    }

    const talks = await createTalks(1);
    const first = await register(who.plainUser, talks.Id, 'primo@rossi-impianti.example');
    const next = await register(who.plainUser, talks.Id, 'secondo@rossi-impianti.example');
    expectError(
      await decide(who.operator, { Id: next.Id, Decision: 'accept' }),
      409,
      'ERROR_CAMPAIGN_ENTRY_STATE',
    );
    const rejected = await decide(who.operator, {
      Id: first.Id,
      Decision: 'reject',
      Note: 'Iscrizione doppia.',
    });
    expect(rejected.json<EntryAnswer>().Status).toBe('rejected');
    expect((await mailsTo('primo@rossi-impianti.example')).at(-1)?.text).toContain('Iscrizione doppia.');
    expect((await mailsTo('secondo@rossi-impianti.example')).at(-1)?.text).toContain(
      'si è liberato un posto',
    );
    const registered = await entries(who.operator, { CampaignId: talks.Id, Status: 'registered' });
    expect(registered.Items.map((e) => e.Id)).toEqual([next.Id]);

    expectError(
      await decide(who.operator, { Id: 2_000_000_000, Decision: 'accept' }),
      404,
      'ERROR_NOT_FOUND',
    );
  });

  it('filters, sorts, pages and exports the entries', async () => {
    const talks = await createTalks(null);
    const tag = Date.now().toString(36);
    for (const n of [1, 2, 3])
      await register(who.plainUser, talks.Id, `pagina${n}.${tag}@rossi-impianti.example`);
    await register(who.otherCustomer, talks.Id, `neri.${tag}@neri-trasporti.example`);
    const proposal = await who.otherCustomer.post('/api/app/campaigns/talks21/apply', {
      CampaignId: talks.Id,
      ContactName: 'Giulia Neri',
      Email: `giulia.${tag}@neri-trasporti.example`,
      Phone: '3331234567',
      TalkTitle: 'Flotte e fatture',
      Abstract: 'Come fatturiamo i trasporti.',
      PrivacyConsent: true,
    });
    expect(proposal.statusCode, proposal.body).toBe(200);

    const all = await entries(who.operator, { CampaignId: talks.Id });
    expect(all.Total).toBe(5);
    expect(
      (await entries(who.operator, { CampaignId: talks.Id, Kind: 'talk' })).Items.map((e) => e.Kind),
    ).toEqual(['talk']);
    expect((await entries(who.operator, { CampaignId: talks.Id, Text: 'neri trasporti' })).Total).toBe(2);
    expect((await entries(who.operator, { CampaignId: talks.Id, Text: `pagina2.${tag}` })).Total).toBe(1);
    expect((await entries(who.operator, { CampaignId: talks.Id, Status: 'pending' })).Total).toBe(1);
    expect((await entries(who.operator, { CampaignId: talks.Id, Type: 'tutor' })).Total).toBe(0);
    expect((await entries(who.operator, { CampaignId: talks.Id, From: at(1) })).Total).toBe(0);
    expect((await entries(who.operator, { CampaignId: talks.Id, From: at(-1), To: at(1) })).Total).toBe(5);
    const page = await entries(who.operator, {
      CampaignId: talks.Id,
      Size: 2,
      Page: 2,
      Sort: 'CreatedAt',
      Desc: false,
    });
    expect(page).toMatchObject({ Total: 5, PageCount: 2 });
    expect(page.Items.map((e) => e.Email)).toEqual([`giulia.${tag}@neri-trasporti.example`]);
    const byCompany = await entries(who.operator, { CampaignId: talks.Id, Sort: 'Company', Desc: true });
    expect(byCompany.Items[0]!.Company.VatCode).toBe(ROSSI_VAT);

    const badRange = await who.operator.post('/api/app/campaigns/data/list', { From: at(1), To: at(-1) });
    expect(errorBody(badRange).Fields?.[0]).toMatchObject({
      Field: 'To',
      ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START',
    });

    const file = await who.operator.get(
      `/api/app/campaigns/data/export/${encodeFilter({ CampaignId: talks.Id, Kind: 'registration' })}?Encoding=1252`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(file.headers['content-disposition']).toContain('campaign-entries.csv');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id;CreatedAt;Campaign;Type;Kind;Status/);
    expect(lines).toHaveLength(5);
    expect(file.body).toContain(`"neri.${tag}@neri-trasporti.example"`);
  });

  it('keeps each role to its grants, and customers out', async () => {
    const viewer = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
    try {
      const campaign = await createCampaign();
      const filter = encodeFilter({ Type: 'tutor', Status: 'open', Text: 'Programma' });
      for (const c of [who.customer, who.plainUser]) {
        expectError(await c.get(`/api/app/campaigns/Filters/${filter}`), 403, 'ERROR_FORBIDDEN');
        expectError(await c.post('/api/app/campaigns/data/list', {}), 403, 'ERROR_FORBIDDEN');
        expectError(await decide(c, { Id: 1, Decision: 'accept' }), 403, 'ERROR_FORBIDDEN');
        expectError(
          await c.post('/api/app/campaigns/Save', {
            Type: 'tutor',
            Title: 'x',
            StartsAt: at(0),
            EndsAt: at(1),
          }),
          403,
          'ERROR_FORBIDDEN',
        );
      }
      expect((await who.anonymous.get('/api/app/campaigns/type/list/')).statusCode).toBe(401);

      const list = await who.operator2.get(`/api/app/campaigns/Filters/${filter}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<{ Items: CampaignAnswer[] }>().Items.map((c) => c.Id)).toContain(campaign.Id);
      expect((await who.operator2.post('/api/app/campaigns/data/list', {})).statusCode).toBe(200);
      expectError(await decide(who.operator2, { Id: 1, Decision: 'accept' }), 403, 'ERROR_FORBIDDEN');
      expectError(
        await who.operator2.get(`/api/app/campaigns/data/export/${encodeFilter({})}`),
        403,
        'ERROR_FORBIDDEN',
      );
      expectError(
        await who.operator.post('/api/app/campaigns/Save', {
          Type: 'tutor',
          Title: 'x',
          StartsAt: at(0),
          EndsAt: at(1),
        }),
        403,
        'ERROR_FORBIDDEN',
      );
      // Changing a campaign is defining what customers are offered: the admins' too.
      expectError(
        await who.operator.post('/api/app/campaigns/Save', {
          Id: campaign.Id,
          Type: 'tutor',
          Title: 'x',
          StartsAt: at(0),
          EndsAt: at(1),
        }),
        403,
        'ERROR_FORBIDDEN',
      );
      expectError(
        await deleteRequest(who.operator, `/api/app/campaigns/Delete/${campaign.Id}`),
        403,
        'ERROR_FORBIDDEN',
      );
    } finally {
      await viewer.restore();
    }
  });

  it('deletes a campaign nobody entered; one with entries is closed instead', async () => {
    const empty = await createCampaign();
    expect((await deleteRequest(who.admin, `/api/app/campaigns/Delete/${empty.Id}`)).json()).toEqual({
      Deleted: true,
    });
    expectError(
      await who.admin.get(`/api/app/campaigns/Detail/${empty.Id}`),
      404,
      'ERROR_CAMPAIGN_NOT_FOUND',
    );

    const entered = await createCampaign();
    await who.plainUser.post('/api/app/campaigns/tutor/apply', tutorApplication(entered.Id));
    expectError(
      await deleteRequest(who.admin, `/api/app/campaigns/Delete/${entered.Id}`),
      409,
      'ERROR_CAMPAIGN_HAS_ENTRIES',
    );
    const audit = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'campaigns'), eq(auditLog.objectId, String(empty.Id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('checks a campaign’s form: an event needs its date, the end follows the start, tags exist', async () => {
    const res = await who.admin.post('/api/app/campaigns/Save', {
      Type: 'talks',
      Title: 'Senza data',
      StartsAt: at(2),
      EndsAt: at(1),
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries((errorBody(res).Fields ?? []).map((f) => [f.Field, f.ErrorMessage]));
    expect(fields).toEqual({ EndsAt: 'ERROR_DATE_RANGE_END_BEFORE_START', EventAt: 'ERROR_FIELD_REQUIRED' });

    const unknownTag = await who.admin.post('/api/app/campaigns/Save', {
      Type: 'tutor',
      Title: 'Etichetta ignota',
      StartsAt: at(0),
      EndsAt: at(1),
      TagIds: [2_000_000_000],
    });
    expectError(unknownTag, 400, 'ERROR_CAMPAIGN_TAG');
  });

  it('keeps a tag an eligibility names, and follows it when merged', async () => {
    const save = (name: string) => who.admin.post('/api/Tag/Save', { Name: uniqueTitle(name) });
    const source = (await save('Sorgente')).json<{ Id: number }>();
    const target = (await save('Destinazione')).json<{ Id: number }>();
    const campaign = await createCampaign({ TagIds: [source.Id] });
    expectError(await deleteRequest(who.admin, `/api/Tag/Delete/${source.Id}`), 409, 'ERROR_TAG_IN_USE');
    expect(
      (await who.admin.post('/api/Tag/Merge', { SourceId: source.Id, TargetId: target.Id })).statusCode,
    ).toBe(200);
    const after = (await who.admin.get(`/api/app/campaigns/Detail/${campaign.Id}`)).json<{
      TagIds: number[];
    }>();
    expect(after.TagIds).toEqual([target.Id]);
  });
});
