import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { type Customer, newCustomer } from '../support/accounts';
import { post } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { latestMailTo, waitForMailTo } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// Reservations (issue #37): two customers try for the last seat of a course at the same moment and
// one gets it; the operator finds it in the week view and drags it an hour later; the customer's
// change mail carries the calendar file of the same event (UID kept, SEQUENCE raised). The course is
// the test's own (made by the admin through the API), so no other file's bookings meet it.

interface Slot {
  Start: string;
  SeatsLeft: number;
}

/** A course of one seat delivered by the demo operator, bookable from now on. */
async function newCourse(baseURL: string, name: string): Promise<number> {
  const operator = await request.newContext({ baseURL });
  const admin = await request.newContext({ baseURL });
  try {
    await post(operator, '/api/Auth/login', {
      UserName: 'operatore@sportello.demo',
      Password: 'Sportello#2026',
    });
    const me = (
      (await (await operator.get('/api/BackOffice/Reservations/Operators')).json()) as {
        Id: string;
        Me: boolean;
      }[]
    ).find((o) => o.Me);
    expect(me, 'the operator delivers services').toBeDefined();
    await post(admin, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: 'Sportello#2026' });
    const service = (await post(admin, '/api/BackOffice/Reservations/Services/Save', {
      Kind: 'course',
      Name: name,
      Description: 'Le novità del gestionale in un’ora.',
      DurationMinutes: 60,
      Seats: 1,
      Place: 'video',
      PlaceDetail: 'Il link arriva con la conferma',
      LeadHours: 2,
      CancelHours: 1,
      OperatorIds: [me?.Id],
    })) as { Id: number };
    return service.Id;
  } finally {
    await operator.dispose();
    await admin.dispose();
  }
}

/** The course's first free slot, as the customer's page offers it first. */
async function firstSlot(page: Page, serviceId: number): Promise<Slot> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.get(`/api/App/Reservations/Slots/${serviceId}?From=${from}&To=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  const [slot] = (await res.json()) as Slot[];
  expect(slot, 'a free slot within a month').toBeDefined();
  return slot as Slot;
}

const romeTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** A customer's page with the booking dialog of the course's first slot open. */
async function openBooking(browser: Browser, customer: Customer, course: string, slot: Slot): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, customer.userName, { at: '/reservations' });
  await page.getByRole('button', { name: `Vedi gli orari liberi: ${course}` }).click();
  // The day and its free times, as the customer sees them: no serious accessibility finding.
  await expect(page.getByRole('group', { name: /^Orari liberi di/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the slot picker', '#main-content');
  await page
    .getByRole('button', { name: romeTime(slot.Start) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Conferma la prenotazione' })).toBeVisible();
  return page;
}

test('two customers try for the last seat of a course; the winner’s appointment is dragged in the week view and mailed again', async ({
  page,
  browser,
  baseURL,
}) => {
  const unique = Date.now().toString(36);
  const course = `Corso ${unique}`;
  const serviceId = await newCourse(baseURL!, course);
  const [first, second] = await Promise.all([
    newCustomer(baseURL!, 'booking'),
    newCustomer(baseURL!, 'booking'),
  ]);

  // Both open the same last seat, then both press "Prenota" at once: one gets it.
  const probe = await (await browser.newContext()).newPage();
  await signIn(probe, first!.userName);
  const slot = await firstSlot(probe, serviceId);
  const pages = await Promise.all([
    openBooking(browser, first!, course, slot),
    openBooking(browser, second!, course, slot),
  ]);
  await Promise.all(
    pages.map((p) =>
      p
        .getByRole('dialog', { name: 'Conferma la prenotazione' })
        .getByRole('button', { name: 'Prenota' })
        .click(),
    ),
  );
  const outcomes = await Promise.all(
    pages.map(async (p) => {
      const won = p.getByText(/Appuntamento prenotato/);
      const lost = p.getByText(/Qualcuno ha appena prenotato l'ultimo posto/);
      await expect(won.or(lost).first()).toBeVisible();
      return (await won.count()) > 0;
    }),
  );
  expect(outcomes.filter(Boolean)).toHaveLength(1);
  const winner = outcomes[0] ? first! : second!;
  const confirmation = await waitForMailTo(probe.request, winner.email);
  const uid = /UID:(\S+)/.exec(confirmation.text)?.[1];
  expect(uid, 'the confirmation carries a calendar file').toBeTruthy();
  expect(confirmation.text).toContain('SEQUENCE:0');

  // The operator finds it in the week view and drags it an hour later.
  await signIn(page, 'operatore@sportello.demo', { at: '/backoffice/calendar' });
  const event = page.locator('.fc-event', { hasText: course });
  for (let week = 0; week < 6 && !(await event.isVisible()); week++) {
    await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await page.waitForTimeout(300);
  }
  await expect(event).toBeVisible();
  await event.scrollIntoViewIfNeeded();
  const later = new Date(Date.parse(slot.Start) + 3_600_000).toISOString();
  const lane = page.locator(`.fc-timegrid-slot-lane[data-time="${romeTime(later)}:00"]`);
  const from = await event.boundingBox();
  const to = await lane.boundingBox();
  expect(from && to, 'the event and the target time are on screen').toBeTruthy();
  if (!from || !to) return;
  const before = await latestMailTo(page.request, winner.email);
  await page.mouse.move(from.x + from.width / 2, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(/Appuntamento spostato/)).toBeVisible();

  // The change mail: the same event (UID), a newer version of it (SEQUENCE 1), at the new time.
  const change = await waitForMailTo(page.request, winner.email, before?.file);
  expect(change.text).toContain(`UID:${uid}`);
  expect(change.text).toContain('SEQUENCE:1');
  expect(change.text).toContain('METHOD:REQUEST');
  const moved = /DTSTART:(\d{8}T\d{6}Z)/.exec(change.text)?.[1] ?? '';
  expect(moved).toBe(later.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
});
