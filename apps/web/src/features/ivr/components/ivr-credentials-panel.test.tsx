import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { IvrCredentialsPanel } from './ivr-credentials-panel';

const GET = 'GET /api/User/IvrCredentials';
const UPDATE = 'POST /api/User/IvrCredentials/update';
const credentials = (IspUserId = 'IVR-100234') =>
  json(200, { ErrorCode: 0, ErrorMessage: '', Isp: { IspUserId, IspPinCode: '', IspOldPinCode: '' } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const renderPanel = (sessionKey = 'mario.rossi|12345678903') =>
  renderWithProviders(
    <>
      <Notifications />
      <IvrCredentialsPanel sessionKey={sessionKey} />
    </>,
  );

type User = ReturnType<typeof renderPanel>['user'];
const pinField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function submitPins(user: User, oldPin: string, newPin: string, confirmation = newPin) {
  await fill(user, pinField('PIN attuale'), oldPin);
  await fill(user, pinField('Nuovo PIN'), newPin);
  await fill(user, pinField('Conferma nuovo PIN'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Salva' }));
}

async function confirmSave(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Credenziali IVR' });
  expect(within(dialog).getByText('Confermi il salvataggio?')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
}

describe('IvrCredentialsPanel', () => {
  it('loads the IVR user id when opened and checks the PIN rules before asking anything', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi({ [GET]: credentials() });
    const { user } = renderPanel();
    expect(await screen.findByDisplayValue('IVR-100234')).toBeTruthy();
    await submitPins(user, '27183', '12345');
    expect(fieldErrorOf(/^Nuovo PIN/)).toBe('Il PIN non può essere una sequenza di cifre consecutive.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(UPDATE)).toEqual([]);
  });

  it('names the PIN fields’ show/hide buttons in Italian', async () => {
    stubApi({ [GET]: credentials() });
    renderPanel();
    expect(await screen.findByDisplayValue('IVR-100234')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mostra o nascondi la password' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /toggle password visibility/i })).toBeNull();
  });

  it('saves after the confirmation, says the data is updated and clears the PIN fields', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi({ [GET]: credentials(), [UPDATE]: credentials() });
    const { user } = renderPanel();
    await screen.findByDisplayValue('IVR-100234');
    await submitPins(user, '27183', '90817');
    await confirmSave(user);
    expect(await screen.findByText('Dati aggiornati.')).toBeTruthy();
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      Isp: { IspOldPinCode: '27183', IspPinCode: '90817' },
      IspPinCodeConfirm: '90817',
    });
    for (const label of ['PIN attuale', 'Nuovo PIN', 'Conferma nuovo PIN'])
      expect(pinField(label).value).toBe('');
  });

  it('puts a wrong current PIN next to its field, and a lock above the button', {
    timeout: 15_000,
  }, async () => {
    stubApi({
      [GET]: credentials(),
      [UPDATE]: [
        apiError(400, 745, 'ERROR_IVR_OLD_PIN_WRONG'),
        apiError(400, 603, 'ERROR_IVR_USERCREDENTIALS_STATUS'),
      ],
    });
    const { user } = renderPanel();
    await screen.findByDisplayValue('IVR-100234');
    await submitPins(user, '11223', '90817');
    await confirmSave(user);
    await waitFor(() => expect(fieldErrorOf(/^PIN attuale/)).toBe('Il PIN attuale non è corretto.'));
    // The typed PINs stay, so that the user can correct the wrong one.
    expect(pinField('Nuovo PIN').value).toBe('90817');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await confirmSave(user);
    // The lock is the panel's own, above the button; the earlier field error is gone.
    // The panel's own alert (the notifications of earlier tests live on in Mantine's store).
    const panel = screen.getByRole('region', { name: 'Credenziali IVR' });
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toContain(
        'Stato delle credenziali IVR non valido.',
      ),
    );
    expect(fieldErrorOf(/^PIN attuale/)).toBeUndefined();
  });

  it('says so when the user has no IVR access, and offers no form', { timeout: 15_000 }, async () => {
    stubApi({ [GET]: apiError(400, 602, 'ERROR_IVR_USERCREDENTIALS') });
    renderPanel();
    expect(await screen.findByText('Il tuo utente non ha accesso al servizio IVR.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('loads the credentials again when the session changes, without waiting for the cache', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi({ [GET]: [credentials('IVR-100234'), credentials('IVR-200999')] });
    const { rerender } = renderPanel('mario.rossi|12345678903');
    expect(await screen.findByDisplayValue('IVR-100234')).toBeTruthy();
    rerender(
      <>
        <Notifications />
        <IvrCredentialsPanel sessionKey="mario.rossi|02468135799" />
      </>,
    );
    expect(await screen.findByDisplayValue('IVR-200999')).toBeTruthy();
    expect(api.callsTo(GET)).toHaveLength(2);
  });
});
