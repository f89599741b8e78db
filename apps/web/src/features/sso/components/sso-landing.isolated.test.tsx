import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, loginResultOf, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { rememberedSsoCompany, rememberSsoCompany, saveSsoReturnUrl } from '../api/sso-memory';
import { SsoLanding } from './sso-landing';

vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/browser-location')>()),
  assignLocation: vi.fn(),
}));

const { assignLocation } = await import('../../../lib/browser-location');

const IDENTITY: IspUser = {
  UserId: 'sso-lucia',
  UserName: 'Lucia Bianchi',
  IsValid: true,
  Company: { Code: '', Name: '' },
  IspEmail: 'lucia@example.it',
};
const NERI: IspUser = {
  UserId: '00000000-0000-4000-8000-000000000002',
  UserName: 'lucia.bianchi.neri',
  IsValid: true,
  Company: { Code: '05555555555', Name: 'Neri Trasporti S.r.l.' },
  IspEmail: 'lucia@example.it',
};
const ROSSI: IspUser = {
  UserId: '00000000-0000-4000-8000-000000000001',
  UserName: 'lucia.bianchi',
  IsValid: true,
  Company: { Code: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  IspEmail: 'lucia@example.it',
};
const LOGIN = loginResultOf({
  UserName: 'lucia.bianchi.neri',
  Company: { VatCode: '05555555555', Name: 'Neri Trasporti S.r.l.', CompanyParents: [] },
});

function answer(overrides: Partial<IspLoginResponse>): IspLoginResponse {
  return {
    Total: 2,
    HasIspConnection: true,
    HasSingleUser: false,
    Users: [NERI, ROSSI],
    IspUser: IDENTITY,
    ActionRequest: null,
    Login: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(assignLocation).mockReset();
  resetCsrfToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The landing page for an identity with no linked user, outside local mode: registration is offered. */
function landWithoutLinkedUser() {
  stubApi({
    'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
    'POST /api/Auth/loginsso': json(200, REGISTER_ANSWER),
  });
  renderWithProviders(<SsoLanding token="handle" ssoError={null} onSignedIn={vi.fn()} />);
}

const REGISTER_ANSWER = answer({
  Total: 0,
  Users: [],
  ActionRequest: {
    UrlRedirect: '/register',
    Parameters: { Message: 'MSG_TSID_NO_USER_REGISTER_ASK', Email: 'lucia@example.it', FirstName: 'Lucia' },
  },
});

describe('SsoLanding', () => {
  it('lists the users, signs in with the chosen one and remembers its company', async () => {
    const api = stubApi({
      'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
      'POST /api/Auth/loginsso': [json(200, answer({})), json(200, answer({ Login: LOGIN }))],
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(
      <SsoLanding token="handle" ssoError={null} onSignedIn={onSignedIn} />,
    );

    const dialog = await screen.findByRole('dialog', { name: "Scegli l'utente" });
    const choices = within(dialog).getAllByRole('button', { name: /P\. IVA/ });
    expect(choices.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Neri Trasporti S.r.l.'),
      expect.stringContaining('Rossi Impianti S.r.l.'),
    ]);
    await user.click(choices[0]!);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(LOGIN, undefined));
    expect(api.callsTo('POST /api/Auth/loginsso').map((call) => call.body)).toEqual([
      {},
      { UserId: NERI.UserId },
    ]);
    expect(rememberedSsoCompany('sso-lucia')).toBe('05555555555');
  });

  it('sends the remembered company of the identity with the first sign-in', async () => {
    rememberSsoCompany('sso-lucia', '09876543217');
    const api = stubApi({
      'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
      'POST /api/Auth/loginsso': json(200, answer({ Login: { ...LOGIN, UserName: 'lucia.bianchi' } })),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<SsoLanding token="handle" ssoError={null} onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo('POST /api/Auth/loginsso')[0]?.body).toEqual({ CompanyCode: '09876543217' });
  });

  it('links a local account: wrong credentials are told, any other failure is ERROR_ISP_LINK', async () => {
    stubApi({
      'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
      'POST /api/Auth/loginsso': json(
        200,
        answer({
          Total: 0,
          Users: [],
          ActionRequest: {
            UrlRedirect: '/?lgt=l&link=1',
            Parameters: { Message: 'MSG_TSID_NO_USER_LINK_TO_LOCAL' },
          },
        }),
      ),
      'POST /api/Auth/saveispuser': [
        apiError(400, 14, 'ERROR_INVALID_PASSWORD'),
        apiError(409, 40, 'ERROR_ISP_LINK'),
        json(200, answer({ Total: 1, Users: [NERI], Login: LOGIN })),
      ],
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(
      <SsoLanding token="handle" ssoError={null} onSignedIn={onSignedIn} />,
    );

    const form = await screen.findByRole('form', { name: 'Collega il tuo account' });
    expect(screen.getByText(/Accedi con le credenziali locali per collegarla/)).toBeTruthy();
    await fill(user, within(form).getByRole('textbox', { name: /Nome utente/ }), 'giulia.neri');
    await fill(user, within(form).getByLabelText(/^Password/), 'Sportello#2026');
    await user.click(within(form).getByRole('button', { name: 'Collega e accedi' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Nome utente o password non validi.');

    await user.click(within(form).getByRole('button', { name: 'Collega e accedi' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        "Impossibile collegare l'utenza del provider di identità.",
      ),
    );

    await user.click(within(form).getByRole('button', { name: 'Collega e accedi' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(LOGIN, undefined));
  });

  it('offers registration to an identity with no user, when the flow did not start from a wizard', async () => {
    saveSsoReturnUrl('/account/profile');
    landWithoutLinkedUser();
    const link = await screen.findByRole('link', { name: 'Registrati' });
    // Nobody's data in the address: the wizard asks the server for the identity's.
    expect(link.getAttribute('href')).toBe('/register');
  });

  it('goes straight back to the wizard the flow was started from', async () => {
    saveSsoReturnUrl('/register');
    landWithoutLinkedUser();
    // A page load, so that the wizard's path-scoped cookie is visible to it.
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/register'));
    expect(screen.queryByRole('link', { name: 'Registrati' })).toBeNull();
  });

  it('tells a disabled user so, then signs out at the provider after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
      'POST /api/Auth/loginsso': apiError(403, 21, 'ERROR_USERLOGIN_DISABLED_USER'),
      'POST /api/Auth/logout': json(200, { Done: true, RedirectUrl: 'http://idp.test/v3/session/end' }),
    });
    renderWithProviders(<SsoLanding token="handle" ssoError={null} onSignedIn={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("L'utente è disabilitato.");
    expect(alert.getAttribute('style')).toContain('red');
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(assignLocation).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://idp.test/v3/session/end'));
  });

  it.each([
    ['ERROR_LOGIN_MIGRATE', 202, 403, 'La tua azienda è stata migrata', 'https://hub.example/'],
    ['ERROR_NOT_ALLOWED_MAINTENANCE', 203, 503, 'Il portale è in manutenzione', 'https://status.example/'],
  ])(
    'tells %s as information, says once where the browser goes, then goes there',
    async (key, code, status, text, target) => {
      stubApi({
        'POST /api/Auth/ispparsetoken': json(200, IDENTITY),
        'POST /api/Auth/loginsso': apiError(status, code, key),
        'GET /api/App/settings': json(200, {
          Maintenance: key === 'ERROR_NOT_ALLOWED_MAINTENANCE',
          MaintenanceUrl: 'https://status.example/',
          CustomerHubUrl: 'https://hub.example/',
          ShowPageErrors: true,
        }),
      });
      renderWithProviders(<SsoLanding token="handle" ssoError={null} onSignedIn={vi.fn()} />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text);
      // Not back to the sign-in page, and not twice.
      expect(alert.textContent).not.toContain('pagina di accesso');
      expect(alert.textContent?.match(/reindirizzat/g)).toHaveLength(1);
      expect(alert.getAttribute('style')).toContain('blue');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(target), { timeout: 3500 });
    },
  );

  it('shows an error key from the address localized, never raw, and calls nothing', async () => {
    const api = stubApi({});
    renderWithProviders(<SsoLanding token={null} ssoError="ERROR_MONITOR_AUTHSSO" onSignedIn={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore di autenticazione con il provider di identità.',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/Auth/'))).toHaveLength(0);
  });
});
