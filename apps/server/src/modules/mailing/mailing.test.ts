import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { loadConfig } from '../../config';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { cachedSettings, settingsFromEnvironment } from '../../core/portal-settings';
import { users } from '../users/users.tables';
import { runCampaignSender } from './mailing-sender';

const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
const app = appWithCallers({ env: { PUBLIC_URL: 'https://portale.example.it' }, clock });
const { who } = app;
const db = () => app.t.database.db;
const settings = cachedSettings(async () => settingsFromEnvironment(loadConfig({})));
const sender = () =>
  runCampaignSender(systemContext({ tx: db(), log: app.t.app.log, clock, settings }), {
    publicUrl: 'https://portale.example.it',
  });

/** Runs the sender, a second apart, until the campaign has handed every mail over. */
async function sendAll(id: number) {
  for (let round = 0; round < 20; round++) {
    await sender();
    clock.advance(1000);
    if ((await campaign(id)).State === 'sent') return;
  }
  throw new Error('the campaign did not finish');
}

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: <J>() => J }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};

type Campaign = {
  Id: number;
  State: string;
  Counts: Record<'Total' | 'Sending' | 'Cancelled' | 'Unsubscribed', number>;
};
const campaign = (id: number) => ok<Campaign>(who.operator.get(`/api/MLC/Campaigns/Detail/${id}/`));

const PAYROLL = { Products: ['payroll'] };
let templateId: number;
let payrollAudience: number;

beforeAll(async () => {
  templateId = (
    await ok<{ Id: number }>(
      who.admin.post('/api/MLC/Templates/Save', {
        Name: 'Novità paghe',
        Kind: 'campaign',
        SubjectIt: 'Novità per {{Company.Name}}',
        HtmlIt: '<p>Ciao {{User.FirstName}}, ecco le novità di {{Portal}}.</p>',
      }),
    )
  ).Id;
  payrollAudience = (
    await ok<{ Id: number }>(
      who.admin.post('/api/MLC/Audiences/Save', { Name: 'Clienti paghe', Kind: 'filter', Filter: PAYROLL }),
    )
  ).Id;
});

const newCampaign = (by: TestClient = who.admin, over: object = {}) =>
  by.post('/api/MLC/Campaigns/Save', {
    Name: 'Paghe dicembre',
    TemplateId: templateId,
    AudienceId: payrollAudience,
    RatePerSecond: 2,
    ...over,
  });

const campaignMails = (subjectPrefix = 'Novità per') =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.purpose, 'campaign'))
    .then((rows) => rows.filter((r) => r.subject.startsWith(subjectPrefix)));

describe('audiences', () => {
  it('count a filter live: customers of the product, never the vendor’s staff', async () => {
    const count = await ok<{ Users: number; Companies: number; Subscribed: number }>(
      who.operator.post('/api/MLC/Audiences/Count', PAYROLL),
    );
    const everyone = await ok<{ Users: number }>(who.operator.post('/api/MLC/Audiences/Count', {}));
    expect(count.Users).toBeGreaterThan(0);
    expect(count.Users).toBeLessThan(everyone.Users);
    expect(count.Subscribed).toBe(count.Users);
    const staff = await db()
      .select()
      .from(users)
      .where(inArray(users.role, ['operator', 'admin']));
    expect(everyone.Users).toBeLessThan((await db().select().from(users)).length - staff.length + 1);
  });

  it('are written by admins only; a bad filter is refused next to its field', async () => {
    const denied = await who.operator.post('/api/MLC/Audiences/Save', { Name: 'X', Kind: 'filter' });
    expect(denied.statusCode).toBe(403);
    const bad = await who.admin.post('/api/MLC/Audiences/Save', { Name: '', Kind: 'filter' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).ErrorMessage).toContain('ERROR_FIELD_REQUIRED');
  });

  it('take a static list from a CSV file and say which lines name nobody', async () => {
    const list = await ok<{ Id: number }>(
      who.admin.post('/api/MLC/Audiences/Save', { Name: 'Invitati evento', Kind: 'static' }),
    );
    const file =
      'Email\nmario.rossi@rossi-impianti.example\nGIULIA.NERI\nnessuno@example.it\nadmin@sportello.demo\n';
    const result = await ok<{ Members: number; Unknown: { Line: number; Value: string }[] }>(
      who.admin.post(`/api/MLC/Audiences/Members/${list.Id}/`, {
        Content: Buffer.from(file).toString('base64'),
        Encoding: 65001,
      }),
    );
    expect(result.Members).toBe(2);
    // The header, an unknown address and the vendor's own staff are not people a campaign reaches.
    expect(result.Unknown.map((u) => u.Line)).toEqual([1, 4, 5]);
    const detail = await ok<{ Users: number }>(who.operator.get(`/api/MLC/Audiences/Detail/${list.Id}/`));
    expect(detail.Users).toBe(2);
  });
});

describe('campaigns', () => {
  it('send a campaign template only, refused next to the field otherwise', async () => {
    const service = await ok<{ Items: { Id: number; Kind: string }[] }>(
      who.admin.post('/api/MLC/Templates/Save', {
        Name: 'Invito',
        Kind: 'invitation',
        SubjectIt: 'Invito',
        HtmlIt: '<p>{{Link}}</p>',
      }),
    );
    const res = await newCampaign(who.admin, { TemplateId: (service as unknown as { Id: number }).Id });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_CAMPAIGN_TEMPLATE');
    expect((await newCampaign(who.operator)).statusCode).toBe(403);
  });

  it('reach each person of the audience exactly once, personalised, with a one-click unsubscribe', async () => {
    // A second account of Mario's address (another role in the same company): still one mail.
    const [account] = await db().select().from(users).where(eq(users.userName, 'mario.rossi'));
    await db()
      .insert(users)
      .values({ ...account!, id: undefined, userName: 'mario.rossi.bis', role: 'user', newsletter: true });
    const expected = await ok<{ Subscribed: number }>(who.operator.post('/api/MLC/Audiences/Count', PAYROLL));
    const { Id } = await ok<Campaign>(newCampaign());
    await ok(who.admin.post('/api/MLC/Campaigns/Send', { Id }));
    // Two processes' senders at once, round after round: still one mail each.
    for (let round = 0; round < 20 && (await campaign(Id)).State !== 'sent'; round++) {
      await Promise.all([sender(), sender()]);
      clock.advance(1000);
    }
    const done = await campaign(Id);
    expect(done.State).toBe('sent');
    const mails = await campaignMails();
    expect(mails).toHaveLength(expected.Subscribed);
    expect(new Set(mails.map((m) => m.toAddress.toLowerCase())).size).toBe(mails.length);
    expect(done.Counts.Total).toBe(mails.length);
    expect(done.Counts.Sending).toBe(mails.length); // in the outbox: the worker is not running here
    const mario = mails.find((m) => m.toAddress === 'mario.rossi@rossi-impianti.example');
    expect(mario?.subject).toBe('Novità per Rossi Impianti S.r.l.');
    expect(mario?.html).toContain('Ciao Mario');
    expect(mario?.html).toContain('https://portale.example.it/unsubscribe/');
    expect(mario?.messageId).toMatch(/^<campaign-\d+-[0-9a-f-]+@portale\.example\.it>$/);
    expect(mario?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<https:\/\/portale\.example\.it(\/api\/MLC\/Unsubscribe\/OneClick\/[^>]+)>$/.exec(
      mario?.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();

    // The mail client's one-click POST: a form, no cookie, no anti-forgery token.
    const click = await app.t.app.inject({
      method: 'POST',
      url: oneClick as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.userName, 'mario.rossi'));
    expect(after?.newsletter).toBe(false);
    expect((await campaign(Id)).Counts.Unsubscribed).toBe(1);
    const token = (oneClick as string).split('/').pop() as string;
    const page = await ok<{ Email: string; Unsubscribed: boolean }>(
      who.anonymous.get(`/api/MLC/Unsubscribe/${token}/`),
    );
    expect(page).toEqual({ Email: 'm***@rossi-impianti.example', Unsubscribed: true });
    const forged = await who.anonymous.post(`/api/MLC/Unsubscribe/${token.slice(0, -2)}xx/`, {});
    expect(errorBody(forged).ErrorMessage).toBe('ERROR_UNSUBSCRIBE_LINK');

    // The next campaign no longer reaches him; his profile turns it back on.
    const next = await ok<Campaign>(newCampaign(who.admin, { Name: 'Paghe gennaio' }));
    await ok(who.admin.post('/api/MLC/Campaigns/Send', { Id: next.Id }));
    await sendAll(next.Id);
    expect((await campaign(next.Id)).Counts.Total).toBe(expected.Subscribed - 1);
    const prefs = await ok<{ NewsLetter: boolean }>(
      who.customer.post('/api/User/preferences', { NewsLetter: true }),
    );
    expect(prefs.NewsLetter).toBe(true);
  });

  it('pause, resume and cancel: the people still waiting never get it; the report and its export', async () => {
    const { Id } = await ok<Campaign>(newCampaign(who.admin, { Name: 'Da fermare', RatePerSecond: 1 }));
    expect(errorBody(await who.admin.post('/api/MLC/Campaigns/Pause', { Id })).ErrorMessage).toBe(
      'ERROR_CAMPAIGN_STATE',
    );
    await ok(who.admin.post('/api/MLC/Campaigns/Send', { Id }));
    await sender(); // starts it
    clock.advance(1000);
    await sender(); // one mail
    expect((await ok<Campaign>(who.admin.post('/api/MLC/Campaigns/Pause', { Id }))).State).toBe('paused');
    clock.advance(5000);
    await sender();
    expect((await campaign(Id)).Counts.Sending).toBe(1);
    await ok(who.admin.post('/api/MLC/Campaigns/Resume', { Id }));
    await sender();
    const cancelled = await ok<Campaign>(who.admin.post('/api/MLC/Campaigns/Cancel', { Id }));
    expect(cancelled.State).toBe('cancelled');
    expect(cancelled.Counts.Sending).toBe(2);
    expect(cancelled.Counts.Cancelled).toBe(cancelled.Counts.Total - 2);
    clock.advance(5000);
    await sender();
    expect((await campaign(Id)).Counts.Sending).toBe(2);
    expect(
      errorBody(
        await who.admin.post('/api/MLC/Campaigns/Save', {
          Id,
          Name: 'X',
          TemplateId: templateId,
          AudienceId: payrollAudience,
        }),
      ).ErrorMessage,
    ).toBe('ERROR_CAMPAIGN_STATE');

    const page = await ok<{ Total: number; Items: { State: string }[] }>(
      who.operator.get(`/api/MLC/Campaigns/Recipients/${Id}/${encodeFilter({ State: 'cancelled' })}/`),
    );
    expect(page.Total).toBe(cancelled.Counts.Cancelled);
    const csv = await who.operator.get(
      `/api/MLC/Campaigns/Recipients/Export/${Id}/${encodeFilter({})}/?Encoding=1252`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('Email;Name;CompanyName;State;SentAt;UnsubscribedAt;Error');
  });

  it('keep their template and audience: neither can be deleted while a campaign names it', async () => {
    const t = await who.admin.request({ method: 'DELETE', url: `/api/MLC/Templates/Delete/${templateId}/` });
    expect(errorBody(t).ErrorMessage).toBe('ERROR_TEMPLATE_IN_USE');
    const a = await who.admin.request({
      method: 'DELETE',
      url: `/api/MLC/Audiences/Delete/${payrollAudience}/`,
    });
    expect(errorBody(a).ErrorMessage).toBe('ERROR_AUDIENCE_IN_USE');
    const sent = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.purpose, 'campaign')));
    expect(sent.length).toBeGreaterThan(0);
  });
});
