import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { BusinessCalendarPage } from './business-calendar-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const OFFICE = [
  { From: '09:00', To: '13:00' },
  { From: '14:00', To: '18:00' },
];
const CALENDAR = {
  TimeZone: PORTAL_TIME_ZONE,
  Weekly: { '1': OFFICE, '2': OFFICE, '3': OFFICE, '4': OFFICE, '5': OFFICE, '6': [], '7': [] },
  PatronDay: '12-07',
  Exceptions: [{ Date: '2026-08-14', Closed: true, Intervals: [], Note: 'Ponte di Ferragosto' }],
  Holidays: [{ Date: '2026-04-06', Name: "Lunedì dell'Angelo" }],
  UpdatedAt: '2026-03-01T09:00:00.000Z',
};
const SAVE = 'POST /api/Helpdesk/Calendar/Save';
const renderCalendar = () =>
  renderPage(<BusinessCalendarPage />, paths.backoffice.businessCalendar, paths.backoffice.businessCalendar);

describe('BusinessCalendarPage', { timeout: 20_000 }, () => {
  it('adds and removes a day’s intervals and saves the week, patron day and exceptions', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Helpdesk/Calendar': json(200, CALENDAR),
      [SAVE]: (call) => json(200, { ...CALENDAR, ...(call.body as object) }),
    });
    const { user } = renderCalendar();
    expect(await screen.findByText("06/04/2026 · Lunedì dell'Angelo")).toBeTruthy();
    const saturday = screen.getByRole('group', { name: 'Sabato' });
    expect(within(saturday).getByText('Chiuso')).toBeTruthy();
    await user.click(within(saturday).getByRole('button', { name: 'Sabato: aggiungi una fascia' }));
    const to = within(saturday).getByRole('textbox', { name: 'Sabato, fascia 1: alle' });
    await user.clear(to);
    await fill(user, to, '12:30');
    const monday = screen.getByRole('group', { name: 'Lunedì' });
    await user.click(within(monday).getByRole('button', { name: 'Lunedì: togli la fascia 2' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const body = api.callsTo(SAVE)[0]?.body as { Weekly: Record<string, unknown>; PatronDay: string };
    expect(body.Weekly['6']).toEqual([{ From: '09:00', To: '12:30' }]);
    expect(body.Weekly['1']).toEqual([{ From: '09:00', To: '13:00' }]);
    expect(body.Weekly['2']).toEqual(OFFICE);
    expect(body.PatronDay).toBe('12-07');
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Exceptions: [{ Date: '2026-08-14', Closed: true, Intervals: [], Note: 'Ponte di Ferragosto' }],
    });
  });

  it('checks an interval in the browser and shows the server’s refusal of another', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Helpdesk/Calendar': json(200, CALENDAR),
      [SAVE]: json(400, {
        ErrorCode: 1,
        ErrorMessage: 'ERROR_CALENDAR_INTERVAL',
        Message: 'x',
        Fields: [{ Field: 'Weekly.2.1.To', ErrorMessage: 'ERROR_CALENDAR_INTERVAL', Message: 'x' }],
      }),
    });
    const { user } = renderCalendar();
    const tuesday = await screen.findByRole('group', { name: 'Martedì' });
    const from = within(tuesday).getByRole('textbox', { name: 'Martedì, fascia 1: dalle' });
    await user.clear(from);
    await fill(user, from, '9');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo(SAVE)).toHaveLength(0);
    await user.clear(from);
    await fill(user, from, '09:00');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const to = within(tuesday).getByRole('textbox', { name: 'Martedì, fascia 2: alle' });
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
  });

  it('refuses intervals of a day that overlap, and says when one ends the next day', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Helpdesk/Calendar': json(200, CALENDAR),
    });
    const { user } = renderCalendar();
    const monday = await screen.findByRole('group', { name: 'Lunedì' });
    const to = within(monday).getByRole('textbox', { name: 'Lunedì, fascia 1: alle' });
    await user.clear(to);
    await fill(user, to, '15:00');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const second = within(monday).getByRole('textbox', { name: 'Lunedì, fascia 2: dalle' });
    await waitFor(() =>
      expect(fieldErrorOf(second)).toBe("Questa fascia si sovrappone a un'altra dello stesso giorno."),
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);

    // 22:00–06:00 is a night shift: no overlap with 14:00–18:00, and its end is the next day's.
    await user.clear(to);
    await fill(user, to, '06:00');
    const from = within(monday).getByRole('textbox', { name: 'Lunedì, fascia 1: dalle' });
    await user.clear(from);
    await fill(user, from, '22:00');
    expect(fieldErrorOf(second)).toBeUndefined();
    const nextDay = within(monday).getByText('giorno dopo');
    expect(to.getAttribute('aria-describedby')).toContain(nextDay.id);
  });

  it('previews a date and time: closed, and when it opens again', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      'GET /api/Helpdesk/Calendar': json(200, CALENDAR),
      'GET /api/Helpdesk/Calendar/Preview': json(200, {
        At: '2026-11-29T10:00:00.000Z',
        Open: false,
        NextOpening: '2026-11-30T09:00:00',
        Reason: '',
      }),
    });
    const { user, queryClient } = renderCalendar();
    expect(await screen.findByText('Puoi consultare il calendario ma non modificarlo.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    const at = screen.getByLabelText('Data e ora');
    await fill(user, at, '29/11/2026 11:00');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    const reopens = await screen.findByText('Riapre lunedì 30/11/2026 alle 09:00.');
    expect(reopens.closest('[role="alert"]')?.textContent).toMatch(/^Chiuso/);
    expect(api.callsTo('GET /api/Helpdesk/Calendar/Preview')).toHaveLength(1);
  });
});
