import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { UnsubscribePanel } from './unsubscribe-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2lnbmVk.token';
const ROUTE = `/api/MLC/Unsubscribe/${TOKEN}`;

describe('the unsubscribe page', { timeout: 15_000 }, () => {
  it('shows the address, posts the unsubscribe with the anti-forgery token, then says what it means', async () => {
    const api = stubApi({
      [`GET ${ROUTE}`]: json(200, { Email: 'm***@rossi-impianti.example', Unsubscribed: false }),
      [`POST ${ROUTE}`]: json(200, { Email: 'm***@rossi-impianti.example', Unsubscribed: true }),
    });
    const { user } = renderWithProviders(<UnsubscribePanel token={TOKEN} />);
    expect(await screen.findByText('m***@rossi-impianti.example')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Non voglio più ricevere comunicazioni commerciali' }),
    );
    await waitFor(() => expect(api.callsTo(`POST ${ROUTE}`)).toHaveLength(1));
    // No session: the token is fetched first, as for every anonymous POST.
    expect(api.callsTo('GET /api/Auth/antiforgery')).toHaveLength(1);
    const sent = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    const headers = sent?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['X-CSRF-Token']).toBe('test-token');
    expect(await screen.findByText('Fatto: non riceverai più campagne.')).toBeTruthy();
    expect(
      screen.getByText('Le comunicazioni di servizio (ticket, codici, inviti) continueranno ad arrivare.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vai al profilo' }).getAttribute('href')).toBe(
      '/account/profile',
    );
    expect(screen.queryByRole('button', { name: /Non voglio/ })).toBeNull();
  });

  it('says in words that a link the portal did not make is not valid', async () => {
    stubApi({ [`GET ${ROUTE}`]: apiError(400, 843, 'ERROR_UNSUBSCRIBE_LINK') });
    renderWithProviders(<UnsubscribePanel token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Il link di disiscrizione non è valido.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
