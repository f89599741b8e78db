import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { pageAnswer } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { appointmentOf, freezeDate, MARIO, pageRoutes, renderCalendar } from '../testing/calendar-fixtures';

freezeDate();

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const CREATE = 'POST /api/BackOffice/Reservations/Appointments/Create';
// The week from today (Wednesday 10 March) of Mario's free slots: he is the caller, and delivers it.
const SLOTS = `GET /api/BackOffice/Reservations/Slots/${encodeFilter({
  ServiceId: 3,
  OperatorId: MARIO.Id,
  From: '2027-03-10',
  To: '2027-03-16',
})}`;
const slot = (start: string, end: string) => ({
  Start: start,
  End: end,
  SeatsLeft: 1,
  Operator: { Id: MARIO.Id, Name: MARIO.Name },
});
const TEN = slot('2027-03-11T09:00:00.000Z', '2027-03-11T10:00:00.000Z');
const ELEVEN = slot('2027-03-11T10:00:00.000Z', '2027-03-11T11:00:00.000Z');
const companies = `GET /api/Company/Filters/${encodeFilter({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: 'Ro' })}`;
const users = (text?: string) =>
  `GET /api/User/Filters/${encodeFilter({
    Page: 0,
    Size: 20,
    Sort: 'LastName',
    Desc: false,
    CompanyId: 7,
    ...(text && { Text: text }),
  })}`;
const LUCIO = {
  Id: '5b1c2d3e-0000-4000-8000-000000000001',
  UserName: 'lucio.lago',
  FirstName: 'Lucio',
  LastName: 'Lago',
  Email: 'lucio@rossi.example',
};

describe('booking an appointment for a customer', { timeout: 40_000 }, () => {
  it('asks for service, customer and slot, shows the server’s refusal next to the slot, then books', async () => {
    const api = stubApi({
      ...pageRoutes('operator'),
      [companies]: pageAnswer([{ Id: 7, Name: 'Rossi Impianti S.r.l.', VatCode: '09876543217' }]),
      [users()]: pageAnswer([LUCIO]),
      [users('lucio')]: pageAnswer([LUCIO]),
      // Someone books ten o'clock meanwhile: the slots read again no longer have it.
      [SLOTS]: [json(200, [TEN, ELEVEN]), json(200, [ELEVEN])],
      [CREATE]: [
        apiError(409, 893, 'ERROR_SLOT_TAKEN'),
        json(200, appointmentOf({ Start: ELEVEN.Start, End: ELEVEN.End })),
      ],
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Nuovo appuntamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo appuntamento' });

    await user.click(within(dialog).getByRole('button', { name: "Fissa l'appuntamento" }));
    expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: /^Servizio/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: /^Cliente/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Servizio/ }));
    await user.click(await screen.findByRole('option', { name: 'Consulenza fiscale' }));
    // The caller delivers it: he is the operator chosen.
    expect((within(dialog).getByRole('combobox', { name: /^Operatore/ }) as HTMLInputElement).value).toBe(
      'Mario Rossi',
    );
    await fill(user, within(dialog).getByRole('combobox', { name: /^Azienda/ }), 'Ro');
    await user.click(await screen.findByRole('option', { name: 'Rossi Impianti S.r.l. · 09876543217' }));
    await fill(user, within(dialog).getByRole('combobox', { name: /^Cliente/ }), 'lucio');
    await user.click(
      await screen.findByRole('option', { name: 'Lucio Lago · lucio.lago · lucio@rossi.example' }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Orario/ }));
    await user.click(await screen.findByRole('option', { name: '10:00–11:00' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note/ }), 'Portare i bilanci');
    await user.click(within(dialog).getByRole('button', { name: "Fissa l'appuntamento" }));

    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: /^Orario/ }))).toBe(
        "Qualcuno ha appena prenotato l'ultimo posto di questo orario: scegline un altro.",
      ),
    );
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      ServiceId: 3,
      OperatorId: MARIO.Id,
      UserId: LUCIO.Id,
      Start: TEN.Start,
      Notes: 'Portare i bilanci',
    });

    await user.click(within(dialog).getByRole('combobox', { name: /^Orario/ }));
    expect(screen.queryByRole('option', { name: '10:00–11:00' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '11:00–12:00' }));
    await user.click(within(dialog).getByRole('button', { name: "Fissa l'appuntamento" }));
    expect(
      await screen.findByText(
        'Appuntamento fissato: il cliente riceve la conferma via mail con il file del calendario.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(CREATE)[1]?.body).toMatchObject({ Start: ELEVEN.Start });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuovo appuntamento' })).toBeNull());
  });
});
