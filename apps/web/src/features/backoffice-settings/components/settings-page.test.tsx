import { PLAIN_BRAND } from '@sportello/contracts/backoffice/settings.values';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const SETTINGS = {
  PasswordMinLength: 8,
  ShowPageErrors: true,
  MaintenanceUrl: 'https://status.example.it/manutenzione',
  CustomerHubUrl: 'https://hub.example.it/',
  PrivacyUrl: '',
  Maintenance: { Enabled: false, From: null, To: null, Message: '', Active: false },
  Brand: PLAIN_BRAND,
  PopupDelay: { MinSeconds: 0.1, MaxSeconds: 4 },
  CaptchaEnabled: true,
  StaffSecondFactor: false,
  Sessions: { IdleMinutes: 30, AbsoluteHours: 12 },
  ChatLimits: { MessagesPerMinute: 20, TypingNotices: 5 },
  UpdatedAt: null,
  UpdatedBy: null,
};
const SAVE = 'POST /api/Settings/Save';
const renderSettings = () =>
  renderPage(<SettingsPage />, paths.backoffice.settings, paths.backoffice.settings);

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('switches maintenance on with a message, changes the password length, requires the staff’s second factor and saves every setting', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Settings': json(200, SETTINGS),
      [SAVE]: (call) => {
        const body = call.body as typeof SETTINGS;
        return json(200, {
          ...body,
          Maintenance: { ...body.Maintenance, Active: true },
          UpdatedAt: '2026-11-27T10:00:00.000Z',
          UpdatedBy: 'admin@sportello.demo',
        });
      },
    });
    const { user } = renderSettings();
    expect(
      await screen.findByText('Mai salvate qui: valgono i valori della configurazione di avvio.'),
    ).toBeTruthy();
    expect(screen.getByText('Nessuna manutenzione.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Manutenzione attiva o programmata' }));
    await fill(user, screen.getByLabelText('Messaggio per i clienti'), 'Aggiornamento del gestionale');
    const length = screen.getByLabelText('Lunghezza minima della password');
    await user.clear(length);
    await fill(user, length, '12');
    await user.click(screen.getByRole('switch', { name: /^Verifica in due passaggi obbligatoria/ }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      PasswordMinLength: 12,
      ShowPageErrors: true,
      StaffSecondFactor: true,
      MaintenanceUrl: SETTINGS.MaintenanceUrl,
      CustomerHubUrl: SETTINGS.CustomerHubUrl,
      PrivacyUrl: '',
      Maintenance: { Enabled: true, From: null, To: null, Message: 'Aggiornamento del gestionale' },
      Brand: SETTINGS.Brand,
      PopupDelay: SETTINGS.PopupDelay,
      CaptchaEnabled: true,
      Sessions: SETTINGS.Sessions,
      ChatLimits: SETTINGS.ChatLimits,
    });
    expect(await screen.findByText('In corso: i clienti non possono accedere.')).toBeTruthy();
    expect(screen.getByText(/Ultimo salvataggio: .*, da admin@sportello\.demo\./)).toBeTruthy();
  });

  it('checks the fields in the browser, and shows the server’s refusal next to its field', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Settings': json(200, SETTINGS),
      [SAVE]: json(400, {
        ErrorCode: 751,
        ErrorMessage: 'ERROR_MAINTENANCE_WINDOW',
        Message: 'x',
        Fields: [
          { Field: 'Maintenance.To', ErrorMessage: 'ERROR_MAINTENANCE_WINDOW', Message: 'x' },
          { Field: 'PrivacyUrl', ErrorMessage: 'ERROR_SETTINGS_URL', Message: 'x' },
        ],
      }),
    });
    const { user } = renderSettings();
    const hub = await screen.findByLabelText('Portale clienti (hub)');
    await user.clear(hub);
    await fill(user, hub, 'hub.example.it');
    // Out of range, the field brings the number back within it; left empty, it says what it takes.
    const length = screen.getByLabelText('Lunghezza minima della password');
    await user.clear(length);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fieldErrorOf(hub)).toMatch(/^Indirizzo non valido/));
    expect(fieldErrorOf(length)).toBe('Campo obbligatorio.');
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.clear(hub);
    await fill(user, hub, 'https://hub.example.it/');
    await user.clear(length);
    await fill(user, length, '10');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText('Al', { exact: true }))).toBe(
        "La fine della manutenzione deve venire dopo l'inizio.",
      ),
    );
    // The contract's field names (`Maintenance.To`, `PrivacyUrl`) go to the form's fields.
    expect(fieldErrorOf(screen.getByLabelText(/^Informativa privacy/))).toMatch(/^Indirizzo non valido/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the brand, an uploaded logo as a data URL, and shows the server’s refusals next to their fields', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Settings': json(200, SETTINGS),
      [SAVE]: json(400, {
        ErrorCode: 753,
        ErrorMessage: 'ERROR_BRAND_IMAGE',
        Message: 'x',
        Fields: [
          { Field: 'Brand.Logo', ErrorMessage: 'ERROR_BRAND_IMAGE', Message: 'x' },
          { Field: 'Brand.SupportEmail', ErrorMessage: 'ERROR_BAD_EMAIL', Message: 'x' },
          { Field: 'Brand.PrimaryColour', ErrorMessage: 'ERROR_BRAND_COLOUR', Message: 'x' },
        ],
      }),
    });
    const { user } = renderSettings();
    expect(await screen.findByRole('heading', { name: 'Marchio' })).toBeTruthy();
    const name = screen.getByLabelText(/^Nome del prodotto/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fieldErrorOf(name)).toBe('Campo obbligatorio.'));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, name, 'Assistenza Acme');
    await user.selectOptions(screen.getByLabelText('Colore principale'), 'teal');
    await fill(user, screen.getByLabelText('Firma delle e-mail'), 'Il servizio clienti Acme');
    await fill(user, screen.getByLabelText("E-mail dell'assistenza"), 'assistenza@acme.example');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    // The file input behind the logo's button (the first of the two images).
    const [logoFile] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(logoFile!, png);
    expect(await screen.findByRole('img', { name: 'Logo attuale' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect((api.callsTo(SAVE)[0]!.body as typeof SETTINGS).Brand).toEqual({
      ...SETTINGS.Brand,
      ProductName: 'Assistenza Acme',
      PrimaryColour: 'teal',
      Logo: 'data:image/png;base64,iVBORw==',
      MailSignature: 'Il servizio clienti Acme',
      SupportEmail: 'assistenza@acme.example',
    });
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText('Logo'))).toMatch(/^Immagine non valida/));
    expect(fieldErrorOf(screen.getByLabelText("E-mail dell'assistenza"))).toBeTruthy();
    expect(fieldErrorOf(screen.getByLabelText('Colore principale'))).toMatch(/^Colore non valido/);
  });

  it('saves the pop-up delay, captcha, session lifetimes and chat limits, refusals next to their fields', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Settings': json(200, SETTINGS),
      [SAVE]: json(400, {
        ErrorCode: 524,
        ErrorMessage: 'ERROR_NUMBER_OUT_OF_RANGE',
        Message: 'x',
        Fields: [
          { Field: 'Sessions.IdleMinutes', ErrorMessage: 'ERROR_NUMBER_OUT_OF_RANGE', Message: 'x' },
          { Field: 'ChatLimits.TypingNotices', ErrorMessage: 'ERROR_NUMBER_OUT_OF_RANGE', Message: 'x' },
        ],
      }),
    });
    const { user } = renderSettings();
    const min = await screen.findByLabelText('Ritardo minimo (secondi)');
    const max = screen.getByLabelText('Ritardo massimo (secondi)');
    await user.clear(min);
    await fill(user, min, '10');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fieldErrorOf(max)).toBe('Il ritardo minimo non può superare il massimo.'));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.clear(max);
    await fill(user, max, '20');
    await user.click(screen.getByRole('checkbox', { name: /^Chiedi il captcha/ }));
    const idle = screen.getByLabelText('Fine per inattività (minuti)');
    await user.clear(idle);
    await fill(user, idle, '15');
    const perMinute = screen.getByLabelText('Messaggi al minuto');
    await user.clear(perMinute);
    await fill(user, perMinute, '8');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      PopupDelay: { MinSeconds: 10, MaxSeconds: 20 },
      CaptchaEnabled: false,
      Sessions: { IdleMinutes: 15, AbsoluteHours: 12 },
      ChatLimits: { MessagesPerMinute: 8, TypingNotices: 5 },
    });
    await waitFor(() => expect(fieldErrorOf(idle)).toBeTruthy());
    expect(fieldErrorOf(screen.getByLabelText(/^Avvisi «sta scrivendo»/))).toBeTruthy();
  });

  it('lets an operator read the settings without changing them', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Settings': json(200, {
        ...SETTINGS,
        Maintenance: { ...SETTINGS.Maintenance, Enabled: true, From: '2026-12-05T22:00:00.000Z' },
      }),
    });
    const { queryClient } = renderSettings();
    expect(
      await screen.findByText(
        'Puoi consultare le impostazioni ma non modificarle: è compito degli amministratori.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Programmata: i clienti possono ancora accedere.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect((screen.getByLabelText('Lunghezza minima della password') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText('Messaggi al minuto') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Chiedi il captcha/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
