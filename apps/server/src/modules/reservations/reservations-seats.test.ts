import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

// The last seat under concurrency (decision 082), on both engines: the suite's PostgreSQL project
// and the embedded one (the root vitest.config.ts lists this file for PGlite too).

const app = appWithCallers();
const { who } = app;

async function operatorId(c: TestClient): Promise<string> {
  const res = await c.get('/api/BackOffice/Reservations/Operators');
  const me = res.json<{ Id: string; Me: boolean }[]>().find((o) => o.Me);
  if (!me) throw new Error('the caller delivers no service');
  return me.Id;
}

async function slotsOf(serviceId: number, day: string) {
  const res = await who.customer.get(`/api/App/Reservations/Slots/${serviceId}?From=${day}&To=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Start: string; SeatsLeft: number }[]>();
}

const book = (c: TestClient, serviceId: number, start: string) =>
  c.post('/api/App/Reservations/Book', { ServiceId: serviceId, Start: start, Notes: '' });

describe('the last seat of a course', () => {
  it('gives the last seat of a course to exactly one of 50 bookings at once', async () => {
    const created = await who.admin.post('/api/BackOffice/Reservations/Services/Save', {
      Kind: 'course',
      Name: 'Corso a posti contati',
      DurationMinutes: 60,
      Seats: 3,
      Place: 'video',
      OperatorIds: [await operatorId(who.operator)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const service = created.json<{ Id: number }>();
    const [slot] = await slotsOf(service.Id, '2027-04-08');
    const start = slot?.Start ?? '';
    expect(slot?.SeatsLeft).toBe(3);
    for (let i = 0; i < 2; i++) expect((await book(who.plainUser, service.Id, start)).statusCode).toBe(200);
    expect((await slotsOf(service.Id, '2027-04-08'))[0]?.SeatsLeft).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book(who.customer, service.Id, start)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(errorBody(r).ErrorCode).toBe(893);
    expect((await slotsOf(service.Id, '2027-04-08')).map((s) => s.Start)).not.toContain(start);
  });
});
