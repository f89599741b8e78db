import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationData } from '../../../test/registration-data';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, signIn, TestClient } from '../../../test/test-client';
import { type ManualClock, manualClock } from '../../core/clock';

/**
 * The runtime settings of decision 072 (pop-up delays, captcha, session lifetimes, chat limits): each
 * saved value is in force at the next call, without a restart. The clock starts on a Wednesday at
 * 10:00 in Rome, inside the default business calendar's hours (the chat needs them).
 */

const WEDNESDAY_10AM = new Date('2026-12-02T09:00:00Z');
const PARENT = '12345678903';

let t: TestApp;
let clock: ManualClock;
let admin: TestClient;
beforeAll(async () => {
  clock = manualClock(WEDNESDAY_10AM);
  // Chat streams stay open half a second: the operator's, which marks them online, ends soon.
  t = await createTestApp({ clock, env: { CAPTCHA: 'altcha', CHAT_STREAM_MS: '500' } });
  admin = await signedIn(t.app, 'admin@sportello.demo');
});
afterAll(() => t.close());

type Saved = Record<string, unknown> & { Maintenance: Record<string, unknown> };

/** The settings as they are, with `changes` over them, as the page sends them. */
async function input(changes: Record<string, unknown>) {
  const { UpdatedAt: _at, UpdatedBy: _by, ...current } = (await admin.get('/api/Settings')).json<Saved>();
  const { Active: _active, ...maintenance } = current.Maintenance;
  return { ...current, Maintenance: maintenance, ...changes };
}

async function save(changes: Record<string, unknown>) {
  const res = await admin.post('/api/Settings/Save', await input(changes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Saved>();
}

const publicSettings = async () => (await new TestClient(t.app).get('/api/App/settings')).json();

describe('runtime limits', () => {
  it('start from the environment and the code’s defaults', async () => {
    expect((await admin.get('/api/Settings')).json()).toMatchObject({
      PopupDelay: { MinSeconds: 0.1, MaxSeconds: 4 },
      CaptchaEnabled: true,
      Sessions: { IdleMinutes: 30, AbsoluteHours: 12 },
      ChatLimits: { MessagesPerMinute: 20, TypingNotices: 5 },
    });
    expect(await publicSettings()).toMatchObject({ PopupDelay: { MinMs: 100, MaxMs: 4000 } });
  });

  it('refuses values out of range and a reversed delay, each next to its field, and changes nothing', async () => {
    const res = await admin.post(
      '/api/Settings/Save',
      await input({
        PopupDelay: { MinSeconds: 9, MaxSeconds: 3 },
        Sessions: { IdleMinutes: 2, AbsoluteHours: 48 },
        ChatLimits: { MessagesPerMinute: 0, TypingNotices: 2.5 },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(errorBody(res).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]])),
    ).toEqual({
      'PopupDelay.MaxSeconds': 'ERROR_POPUP_DELAY_RANGE',
      'Sessions.IdleMinutes': 'ERROR_NUMBER_OUT_OF_RANGE',
      'Sessions.AbsoluteHours': 'ERROR_NUMBER_OUT_OF_RANGE',
      'ChatLimits.MessagesPerMinute': 'ERROR_NUMBER_OUT_OF_RANGE',
      'ChatLimits.TypingNotices': 'ERROR_NUMBER_OUT_OF_RANGE',
    });
    const negative = await admin.post(
      '/api/Settings/Save',
      await input({ PopupDelay: { MinSeconds: -1, MaxSeconds: 500 } }),
    );
    expect(errorBody(negative).Fields?.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]])).toEqual([
      ['PopupDelay.MinSeconds', 'ERROR_NUMBER_OUT_OF_RANGE'],
      ['PopupDelay.MaxSeconds', 'ERROR_NUMBER_OUT_OF_RANGE'],
    ]);
    expect((await admin.get('/api/Settings')).json()).toMatchObject({ UpdatedAt: null });
  });

  it('gives the saved pop-up delay to the customers’ banner through the public settings', async () => {
    await save({ PopupDelay: { MinSeconds: 2, MaxSeconds: 9.5 } });
    expect(await publicSettings()).toMatchObject({ PopupDelay: { MinMs: 2000, MaxMs: 9500 } });
  });

  it('captcha off: the web is told so, and a registration without one is taken; on again, it is required', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/auth/captcha')).json()).toEqual({ Mode: 'altcha', SiteKey: null });
    const company = { VatCode: '09876543217', UserCode: 'rossi2026' };
    const refused = await visitor.post(
      '/api/Auth/registerlogin',
      await registrationData(visitor, company, '.c1'),
    );
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');

    await save({ CaptchaEnabled: false });
    expect((await visitor.get('/api/auth/captcha')).json()).toEqual({ Mode: 'off', SiteKey: null });
    expect((await visitor.get('/api/auth/captcha/challenge')).statusCode).toBe(404);
    const taken = await visitor.post(
      '/api/Auth/registerlogin',
      await registrationData(visitor, company, '.c1'),
    );
    expect(taken.statusCode, taken.body).toBe(200);

    await save({ CaptchaEnabled: true });
    const other = new TestClient(t.app);
    const again = await other.post('/api/Auth/registerlogin', await registrationData(other, company, '.c2'));
    expect(errorBody(again).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');
  });

  it('a new session lasts the saved idle and absolute times', async () => {
    await save({ Sessions: { IdleMinutes: 5, AbsoluteHours: 1 } });
    try {
      const client = new TestClient(t.app);
      const res = await signIn(client, 'mario.rossi', DEMO_PASSWORD, PARENT);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'sportello.sid');
      expect(cookie?.maxAge).toBe(3600);
      clock.advance(4 * 60_000);
      expect((await client.get('/api/Support/Tickets')).statusCode).toBe(200);
      clock.advance(6 * 60_000);
      expect((await client.get('/api/Support/Tickets')).statusCode).toBe(401);
    } finally {
      // The admin's own session idled out with the rest.
      admin = await signedIn(t.app, 'admin@sportello.demo');
      await save({ Sessions: { IdleMinutes: 30, AbsoluteHours: 12 } });
    }
  });

  it('a lower chat limit refuses the next message', async () => {
    clock.advance(61_000);
    const customer = await signedIn(t.app, 'mario.rossi', PARENT);
    expect(
      (await (await signedIn(t.app, 'operatore@sportello.demo')).get('/api/Helpdesk/Chat/Events')).statusCode,
    ).toBe(200);
    // The demo keeps the chat to the premium plan: open to every plan here.
    expect((await admin.post('/api/Helpdesk/Chat/Settings', { Plans: [], Products: [] })).statusCode).toBe(
      200,
    );
    const started = await customer.post('/api/Chat/Conversations', { Body: 'Uno' });
    expect(started.statusCode, started.body).toBe(200);
    const { Id } = started.json<{ Id: number }>();
    const send = (Body: string) => customer.post(`/api/Chat/Conversations/${Id}/Messages`, { Body });
    expect((await send('Due')).statusCode).toBe(200);
    await save({ ChatLimits: { MessagesPerMinute: 3, TypingNotices: 1 } });
    expect((await send('Tre')).statusCode).toBe(200);
    const fourth = await send('Quattro');
    expect(fourth.statusCode).toBe(429);
    expect(errorBody(fourth).ErrorMessage).toBe('ERROR_CHAT_RATE');
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Typing`)).statusCode).toBe(200);
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Typing`)).statusCode).toBe(429);
    await save({ ChatLimits: { MessagesPerMinute: 20, TypingNotices: 5 } });
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });
});
