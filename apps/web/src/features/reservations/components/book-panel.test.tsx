import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { appointmentOf, freezeNow, serviceOf, slotOf } from '../testing/reservation-fixtures';
import { ReservationsPage } from './reservations-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const SERVICES = 'GET /api/App/Reservations/Services';
const SLOTS = 'GET /api/App/Reservations/Slots/7';
const BOOK = 'POST /api/App/Reservations/Book';
const MINE = 'GET /api/App/Reservations/Appointments';

// Tuesday 13 April 2027 at 09:30 and 11:00 in Rome, Thursday 15 at 14:00.
const TUESDAY_930 = slotOf('2027-04-13T07:30:00.000Z');
const TUESDAY_1100 = slotOf('2027-04-13T09:00:00.000Z');
const THURSDAY_1400 = slotOf('2027-04-15T12:00:00.000Z');

const renderPage = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ReservationsPage sessionKey="mario.rossi|" />
    </>,
    { route: '/reservations' },
  );

/** A day of the calendar by its label (the calendar's month names follow the language). */
const day = (label: RegExp) =>
  screen.getAllByRole('button').find((b) => label.test(b.getAttribute('aria-label') ?? ''));

/** The days of free slots the page asked for, call by call, from the calls' query. */
const askedRanges = (): string[] =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === '/api/App/Reservations/Slots/7')
    .map((url) => `${url.searchParams.get('From')}..${url.searchParams.get('To')}`);

describe('booking a service', { timeout: 20_000 }, () => {
  it('shows the services, the free days and times in Rome, and books the chosen slot with its notes', async () => {
    freezeNow();
    const booked = appointmentOf({ Notes: 'Con il consulente del lavoro' });
    const api = stubApi({
      [SERVICES]: json(200, [
        serviceOf(),
        serviceOf({ Id: 8, Kind: 'course', Name: 'Corso fatturazione', Seats: 20, PriceCents: null }),
      ]),
      [SLOTS]: json(200, [THURSDAY_1400, TUESDAY_930, TUESDAY_1100]),
      [BOOK]: json(200, booked),
      [MINE]: json(200, [booked]),
    });
    const { user } = renderPage();

    const services = await screen.findByRole('list', { name: 'Servizi prenotabili' });
    const payroll = within(services).getByRole('article', { name: 'Consulenza paghe' });
    expect(payroll.textContent).toContain('1.234,50\u00a0€ IVA esclusa');
    expect(payroll.textContent).toContain('Durata: 1 ora');
    expect(payroll.textContent).toContain('In videochiamata: Link inviato per e-mail');
    const course = within(services).getByRole('article', { name: 'Corso fatturazione' });
    expect(course.textContent).toContain('Fino a 20 partecipanti per sessione');
    // No price from the vendor: none shown.
    expect(course.textContent).not.toContain('IVA');

    await user.click(
      within(payroll).getByRole('button', { name: 'Vedi gli orari liberi: Consulenza paghe' }),
    );
    // The first free day is chosen: its times, in Rome's time.
    const times = await screen.findByRole('group', { name: 'Orari liberi di martedì 13/04/2027' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:30', '11:00']);
    // From today to the month's end; days without a free slot cannot be chosen.
    expect(askedRanges()).toEqual(['2027-04-12..2027-04-30']);
    expect(day(/^14 (aprile|April) 2027$/)?.hasAttribute('data-disabled')).toBe(true);
    expect(day(/^15 (aprile|April) 2027$/)?.hasAttribute('data-disabled')).toBe(false);

    await user.click(within(times).getByRole('button', { name: '09:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la prenotazione' });
    expect(dialog.textContent).toContain('martedì 13/04/2027, dalle 09:30 alle 10:30');
    expect(dialog.textContent).toContain('1.234,50\u00a0€ IVA esclusa');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Note per l'operatore/ }),
      'Con il consulente del lavoro',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Prenota' }));

    await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1));
    expect(api.callsTo(BOOK)[0]?.body).toEqual({
      ServiceId: 7,
      Start: '2027-04-13T07:30:00.000Z',
      Notes: 'Con il consulente del lavoro',
    });
    expect(await screen.findByText(/^Appuntamento prenotato: Consulenza paghe/)).toBeTruthy();
    // The new appointment, under "I miei appuntamenti", in view.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'I miei appuntamenti' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    const item = await screen.findByRole('listitem', { name: 'Consulenza paghe' });
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Conferma la prenotazione' })).toBeNull();
  });

  it('turns to the next month when nothing is free in this one, near its end', async () => {
    // Sunday 25 April 2027: the first free slot is Monday 3 May at 09:00 in Rome.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-25T08:00:00.000Z'));
    stubApi({
      [SERVICES]: json(200, [serviceOf()]),
      [SLOTS]: json(200, [slotOf('2027-05-03T07:00:00.000Z')]),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Vedi gli orari liberi: Consulenza paghe' }));
    const times = await screen.findByRole('group', { name: 'Orari liberi di lunedì 03/05/2027' });
    expect(within(times).getByRole('button', { name: '09:00' })).toBeTruthy();
    // Two weeks from today first, then the month it turned to.
    expect(askedRanges()).toEqual(['2027-04-25..2027-05-08', '2027-05-01..2027-05-31']);
  });

  it('says a slot was just taken, in the dialog, and reads the free slots again', async () => {
    freezeNow();
    const api = stubApi({
      [SERVICES]: json(200, [serviceOf({ Kind: 'course', Seats: 20 })]),
      [SLOTS]: [
        json(200, [slotOf(TUESDAY_930.Start, 60, 1), slotOf(TUESDAY_1100.Start, 60, 5)]),
        json(200, [slotOf(TUESDAY_1100.Start, 60, 5)]),
      ],
      [BOOK]: apiError(409, 893, 'ERROR_SLOT_TAKEN', 'x'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Vedi gli orari liberi: Consulenza paghe' }));
    const times = await screen.findByRole('group', { name: /^Orari liberi di/ });
    // A course says the seats left of each slot.
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:301 posto libero', '11:005 posti liberi']);
    await user.click(within(times).getByRole('button', { name: /^09:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la prenotazione' });
    await user.click(within(dialog).getByRole('button', { name: 'Prenota' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Qualcuno ha appena prenotato l'ultimo posto di questo orario: scegline un altro.",
    );
    await waitFor(() => expect(api.callsTo(SLOTS)).toHaveLength(2));
    expect(within(dialog).queryByRole('button', { name: 'Prenota' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Scegli un altro orario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(times).queryByRole('button', { name: /^09:30/ })).toBeNull());
    expect(within(times).getByRole('button', { name: /^11:00/ })).toBeTruthy();
  });
});
