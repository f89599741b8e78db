import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { freezeDate, pageRoutes, renderCalendar } from '../testing/calendar-fixtures';

freezeDate();

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FEED = '/api/BackOffice/Reservations/Feed';
const FIRST_URL = 'https://portale.example/api/Calendar/Feed/aB3dE5gH7jK9mN1pQ3sT5vW7.ics';
const SECOND_URL = 'https://portale.example/api/Calendar/Feed/zY8xW6vU4tS2rQ0pO8nM6lK4.ics';

describe('the private calendar address', { timeout: 30_000 }, () => {
  it('is made and shown once with a copy button, renewed after a warning, and revoked', async () => {
    const api = stubApi({
      ...pageRoutes('operator'),
      [`GET ${FEED}`]: [
        json(200, { Active: false, CreatedAt: null }),
        json(200, { Active: true, CreatedAt: '2027-03-10T09:00:00.000Z' }),
      ],
      [`POST ${FEED}`]: [json(200, { Url: FIRST_URL }), json(200, { Url: SECOND_URL })],
      [`DELETE ${FEED}`]: json(200, { Revoked: true }),
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Calendario privato (iCal)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendario privato (iCal)' });
    expect(await within(dialog).findByText('Non hai ancora un indirizzo privato.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Crea indirizzo' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Il tuo indirizzo privato' });
    expect((address as HTMLInputElement).value).toBe(FIRST_URL);
    expect(within(dialog).getByRole('button', { name: "Copia l'indirizzo" })).toBeTruthy();
    expect(within(dialog).getByText(/Tienilo riservato/)).toBeTruthy();
    expect(
      await within(dialog).findByText('Il tuo indirizzo privato è attivo dal 10/03/2027 10:00.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Rinnova' }));
    const warning = await screen.findByRole('dialog', { name: "Conferma l'operazione" });
    expect(within(warning).getByText(/Il vecchio indirizzo smetterà di funzionare/)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'Rinnova' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Il tuo indirizzo privato' }) as HTMLInputElement).value,
      ).toBe(SECOND_URL),
    );
    expect(api.callsTo(`POST ${FEED}`)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Revoca' }));
    const revoke = await screen.findByRole('dialog', { name: "Conferma l'operazione" });
    await user.click(within(revoke).getByRole('button', { name: 'Revoca' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${FEED}`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'Il tuo indirizzo privato' })).toBeNull(),
    );
  });
});
