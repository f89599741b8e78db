import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import {
  absenceOf,
  appointmentOf,
  calendarOf,
  calendarRoute,
  freezeDate,
  LAURA,
  MARIO,
  pageRoutes,
  renderCalendar,
  WEEK,
} from '../testing/calendar-fixtures';

freezeDate();

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('CalendarPage', { timeout: 30_000 }, () => {
  it('shows the week’s appointments, absences and due actions, in Rome’s time', async () => {
    const api = stubApi(pageRoutes('viewer'));
    renderCalendar();
    const event = await screen.findByText('Rossi Impianti S.r.l. · Consulenza fiscale');
    // 09:00 UTC is 10:00 in Rome, whatever zone the test runs in.
    expect(event.closest('.fc-event')?.textContent).toContain('10:00');
    expect(screen.getByText('Laura Bianchi: Formazione')).toBeTruthy();
    expect(screen.getByText('16:00 Verdi S.p.A.: Richiamare per il rinnovo')).toBeTruthy();
    expect(api.callsTo(calendarRoute({ ...WEEK, OperatorIds: [] }))).toHaveLength(1);
    // FullCalendar's buttons in Italian, the week's view chosen.
    expect(screen.getByRole('button', { name: 'Settimana successiva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settimana' }).getAttribute('aria-pressed')).toBe('true');
    // A viewer reads the calendar and books nothing.
    expect(screen.queryByRole('button', { name: 'Nuovo appuntamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuova assenza' })).toBeNull();
  });

  it('says when the period is empty, and asks again for the caller alone, remembering it', async () => {
    const mine = calendarRoute({ ...WEEK, OperatorIds: [MARIO.Id] });
    const api = stubApi({
      ...pageRoutes('operator'),
      [calendarRoute({ ...WEEK, OperatorIds: [] })]: json(
        200,
        calendarOf({ Appointments: [], Absences: [], DueActivities: [] }),
      ),
      [mine]: json(200, calendarOf({ Absences: [], DueActivities: [] })),
    });
    const { user } = renderCalendar();
    expect(
      await screen.findByText('Nessun appuntamento, assenza o attività in scadenza in questo periodo.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Solo i miei' }));
    expect(await screen.findByText('Rossi Impianti S.r.l. · Consulenza fiscale')).toBeTruthy();
    expect(api.callsTo(mine)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('sportello.calendar') ?? '{}')).toMatchObject({
      onlyMe: true,
      view: 'timeGridWeek',
    });
  });

  it('opens an appointment and cancels it with a reason, for whoever may change it', async () => {
    const cancel = 'POST /api/BackOffice/Reservations/Appointments/41/Cancel';
    const api = stubApi({
      ...pageRoutes('operator'),
      [cancel]: json(200, appointmentOf({ Status: 'cancelled' })),
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByText('Rossi Impianti S.r.l. · Consulenza fiscale'));
    const drawer = await screen.findByRole('dialog', { name: 'Rossi Impianti S.r.l. · Consulenza fiscale' });
    expect(within(drawer).getByText('11/03/2027 10:00 – 11:00')).toBeTruthy();
    expect(within(drawer).getByText('Lucio Lago ·', { exact: false })).toBeTruthy();
    expect(within(drawer).getByText('In videochiamata · Link nella mail')).toBeTruthy();
    expect(within(drawer).getByText('Portare i bilanci')).toBeTruthy();
    expect(within(drawer).getByText('Confermato')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: "Annulla l'appuntamento" }));
    await fill(user, within(drawer).getByRole('textbox', { name: /^Motivo/ }), 'Operatore in malattia');
    await user.click(within(drawer).getByRole('button', { name: "Conferma l'annullamento" }));
    expect(
      await screen.findByText('Appuntamento annullato: il cliente riceve una mail con il motivo.'),
    ).toBeTruthy();
    expect(api.callsTo(cancel)[0]?.body).toEqual({ Reason: 'Operatore in malattia' });
  });

  it('offers no cancellation of someone else’s appointment', async () => {
    stubApi({
      ...pageRoutes('operator'),
      [calendarRoute({ ...WEEK, OperatorIds: [] })]: json(
        200,
        calendarOf({ Appointments: [appointmentOf({ CanChange: false, Operator: LAURA })] }),
      ),
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByText('Rossi Impianti S.r.l. · Consulenza fiscale'));
    const drawer = await screen.findByRole('dialog', { name: 'Rossi Impianti S.r.l. · Consulenza fiscale' });
    expect(within(drawer).getByText('Laura Bianchi')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: "Annulla l'appuntamento" })).toBeNull();
  });

  it('marks an absence and lists the appointments it covers', async () => {
    const save = 'POST /api/BackOffice/Reservations/Absences/Save';
    const api = stubApi({
      ...pageRoutes('operator'),
      [save]: json(200, { ...absenceOf({ Operator: MARIO, CanChange: true }), Overlapping: [41, 77] }),
    });
    const { user } = renderCalendar();
    await screen.findByText('Rossi Impianti S.r.l. · Consulenza fiscale');
    await user.click(screen.getByRole('button', { name: 'Nuova assenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova assenza' });
    // An operator marks their own: no operator to pick.
    expect(within(dialog).queryByRole('combobox', { name: /^Operatore/ })).toBeNull();
    await fill(user, within(dialog).getByLabelText(/^Inizio/), '11/03/2027 09:00');
    await fill(user, within(dialog).getByLabelText(/^Fine/), '11/03/2027 13:00');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Visita medica');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const warning = await within(dialog).findByRole('alert');
    expect(within(warning).getByText("Ci sono appuntamenti durante l'assenza")).toBeTruthy();
    expect(
      within(warning).getByText('11/03/2027 10:00 · Rossi Impianti S.r.l. · Consulenza fiscale'),
    ).toBeTruthy();
    expect(within(warning).getByText('Appuntamento n. 77')).toBeTruthy();
    // The fields' wall times are Rome's: 09:00 on 11 March is 08:00 UTC.
    expect(api.callsTo(save)[0]?.body).toEqual({
      Id: 0,
      Start: '2027-03-11T08:00:00.000Z',
      End: '2027-03-11T12:00:00.000Z',
      Reason: 'Visita medica',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuova assenza' })).toBeNull());
  });
});
