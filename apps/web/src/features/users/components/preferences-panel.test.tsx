import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { PreferencesPanel } from './preferences-panel';

const GET = 'GET /api/User/preferences';
const SAVE = 'POST /api/User/preferences';
const preferences = (overrides: Record<string, unknown> = {}) =>
  json(200, {
    ExcludedProducts: [{ Code: 'payroll' }],
    Topics: [{ Code: 'fiscal' }],
    CanModifyExcludedProducts: true,
    CanModifyTopics: false,
    NewsLetter: true,
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const renderPanel = () =>
  renderWithProviders(
    <>
      <Notifications />
      <PreferencesPanel sessionKey="lucia.bianchi|12345678903" />
    </>,
  );

describe('PreferencesPanel', () => {
  it('shows both lists; the one the administrator keeps cannot be changed, and only the other is sent', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi({ [GET]: preferences(), [SAVE]: preferences() });
    const { user } = renderPanel();
    // Only the topics are kept by the administrator: one note, under that list.
    expect(await screen.findAllByText("Gestito dall'amministratore della tua azienda.")).toHaveLength(1);
    expect(screen.getAllByText('Paghe').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fiscale').length).toBeGreaterThan(0);

    // The user adds a product to the excluded ones.
    await user.click(screen.getByLabelText('Prodotti esclusi', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'Fatturazione elettronica' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    // The changed list is sent; the kept one is not (the server would refuse it).
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      ExcludedProducts: [{ Code: 'payroll' }, { Code: 'invoicing' }],
    });
    expect(await screen.findByText('Dati aggiornati.')).toBeTruthy();
  });

  it('offers no save button when the administrator keeps both lists', async () => {
    stubApi({ [GET]: preferences({ CanModifyExcludedProducts: false }) });
    renderPanel();
    expect(await screen.findAllByText("Gestito dall'amministratore della tua azienda.")).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('saves the commercial-mail switch as soon as it is switched, and says so', async () => {
    const api = stubApi({ [GET]: preferences(), [SAVE]: preferences({ NewsLetter: false }) });
    const { user } = renderPanel();
    const newsLetter = await screen.findByRole('switch', {
      name: /^Ricevi comunicazioni commerciali \(newsletter\)/,
    });
    expect((newsLetter as HTMLInputElement).checked).toBe(true);
    await user.click(newsLetter);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    // Only the switch is sent: the lists are left as they are.
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ NewsLetter: false });
    expect(await screen.findByText('Non riceverai più comunicazioni commerciali.')).toBeTruthy();
    expect((newsLetter as HTMLInputElement).checked).toBe(false);
  });
});
