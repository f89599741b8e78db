import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { ProfileDetailsPanel } from './profile-details-panel';

const GET = 'GET /api/User/profile';
const SAVE = 'POST /api/User/profile';
const TIMES = 'GET /api/App/availabilities';
const PROFILE = {
  UserName: 'lucia.bianchi',
  Email: 'lucia.bianchi@example.it',
  FiscalCode: 'BNCLCU80A41F205X',
  FirstName: 'Lucia',
  LastName: 'Bianchi',
  PhoneNumber: '051 1234567',
  MobilePhone: '',
  Language: { Id: 1 },
  Availability: { From: { TimeValue: 9 }, To: { TimeValue: 13 } },
  BirthDate: '1980-01-01',
};
const HOURS = [0, 9, 13, 18].map((h) => ({ TimeValue: h, Label: `${String(h).padStart(2, '0')}:00` }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const renderPanel = (onSaved = vi.fn()) =>
  renderWithProviders(
    <>
      <Notifications />
      <ProfileDetailsPanel sessionKey="lucia.bianchi|12345678903" onSaved={onSaved} />
    </>,
  );

describe('ProfileDetailsPanel', () => {
  it('shows the details (birth date as DD/MM/YYYY) and saves the changes', { timeout: 20_000 }, async () => {
    const saved = { ...PROFILE, LastName: 'Bianchi Rossi', Language: { Id: 2 } };
    const api = stubApi({ [GET]: json(200, PROFILE), [TIMES]: json(200, HOURS), [SAVE]: json(200, saved) });
    const onSaved = vi.fn();
    const { user } = renderPanel(onSaved);
    const lastName = await screen.findByLabelText(/^Cognome/);
    await waitFor(() => expect((lastName as HTMLInputElement).value).toBe('Bianchi'));
    expect((screen.getByLabelText(/Data di nascita/) as HTMLInputElement).value).toBe('01/01/1980');

    await fill(user, lastName, ' Rossi');
    await user.click(screen.getByLabelText('Lingua', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Salva i dati' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      FirstName: 'Lucia',
      LastName: 'Bianchi Rossi',
      PhoneNumber: '051 1234567',
      MobilePhone: '',
      Language: { Id: 2 },
      Availability: { From: { TimeValue: 9 }, To: { TimeValue: 13 } },
      BirthDate: '1980-01-01',
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Dati aggiornati.')).toBeTruthy();
  });

  it('says each problem next to its field before sending, and the server’s refusal next to its own', {
    timeout: 20_000,
  }, async () => {
    const api = stubApi({
      [GET]: json(200, PROFILE),
      [TIMES]: json(200, HOURS),
      [SAVE]: json(400, {
        ErrorCode: 633,
        ErrorMessage: 'ERROR_DATE_OUT_OF_RANGE 01/01/1900 – 01/01/2000',
        Message: 'x',
        Fields: [
          {
            Field: 'BirthDate',
            ErrorMessage: 'ERROR_DATE_OUT_OF_RANGE 01/01/1900 – 01/01/2000',
            Message: 'x',
          },
        ],
      }),
    });
    const { user } = renderPanel();
    const firstName = await screen.findByLabelText(/^Nome/);
    await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Lucia'));
    await user.clear(firstName);
    await fill(user, screen.getByLabelText(/^Cellulare/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salva i dati' }));
    expect(fieldErrorOf(/^Nome/)).toBe('Campo obbligatorio.');
    // The refusal says which form a number takes, not only that this one is wrong.
    expect(fieldErrorOf(/^Cellulare/)).toBe(
      'Numero di telefono non valido: scrivi solo le cifre, per esempio 0212345678.',
    );
    expect(document.activeElement).toBe(firstName);
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, firstName, 'Lucia');
    await user.clear(screen.getByLabelText(/^Cellulare/));
    await user.click(screen.getByRole('button', { name: 'Salva i dati' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    await waitFor(() =>
      expect(fieldErrorOf(/Data di nascita/)).toBe(
        "La data è fuori dall'intervallo consentito: 01/01/1900 – 01/01/2000",
      ),
    );
  });
});
