import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { fetchPortalSettings } from '../../../lib/portal-settings';
import { apiError, json, loginResultOf, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm, type LoginFormProps } from './login-form';

vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/browser-location')>()),
  assignLocation: vi.fn(),
}));

const { assignLocation } = await import('../../../lib/browser-location');

// The browser's WebAuthn prompt, as the library gives it (loaded by the form on the passkey's click).
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));
const { startAuthentication } = await import('@simplewebauthn/browser');

const PARENTS = [
  { VatCode: '12345678903', Name: 'Studio Bianchi' },
  { VatCode: '02468135799', Name: 'Verdi Consulting S.r.l.' },
];

/** Mario Rossi's sign-in, waiting for the choice between his company's two parents. */
const loginResult = (overrides: Partial<LoginResult> = {}) =>
  loginResultOf({ Company: { ...loginResultOf().Company, CompanyParents: PARENTS }, ...overrides });

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  password = 'Sportello#2026',
) {
  await fill(user, screen.getByRole('textbox', { name: /Nome utente/ }), 'mario.rossi');
  await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

/** The form as a page shows it: the page moves on once signed in, the settings come from the server. */
function renderLoginForm(props: Partial<LoginFormProps> = {}, languageId?: 1 | 2) {
  return renderWithProviders(
    <LoginForm
      localOnly={false}
      onSignedIn={async () => true}
      loadSettings={() => fetchPortalSettings()}
      {...props}
    />,
    { languageId },
  );
}

/** The public settings: where maintenance and migrated sign-ins go. */
const settingsAnswer = (maintenance = false) =>
  json(200, {
    Maintenance: maintenance,
    MaintenanceUrl: 'https://status.example/manutenzione',
    CustomerHubUrl: 'https://hub.example/',
    ShowPageErrors: true,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(assignLocation).mockReset();
  vi.mocked(startAuthentication).mockReset();
  resetCsrfToken();
});

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const api = stubApi({});
    const { user } = renderLoginForm();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText('Inserisci il nome utente.')).toBeTruthy();
    expect(screen.getByText('Inserisci la password.')).toBeTruthy();
    expect(api.callsTo('POST /api/Auth/login')).toHaveLength(0);
  });

  it('says its messages again in the language the user switches to', async () => {
    stubApi({});
    const { user, i18n } = renderLoginForm();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText('Inserisci il nome utente.')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Enter your user name.')).toBeTruthy();
    expect(screen.queryByText('Inserisci il nome utente.')).toBeNull();
  });

  it('is busy while signing in: the button is disabled and a second Enter sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'POST /api/Auth/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderLoginForm();
    await fillAndSubmit(user);

    const button = screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');
    expect(api.callsTo('POST /api/Auth/login')).toHaveLength(1);
    expect(api.callsTo('POST /api/Auth/login')[0]?.body).toEqual({
      UserName: 'mario.rossi',
      Password: 'Sportello#2026',
    });

    answer(apiError(400, 201, 'ERROR_INVALID_PASSWORD', 'Invalid user name or password.'));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('shows the refusal localized in the UI language, next to the form, and focuses the password', async () => {
    stubApi({
      'POST /api/Auth/login': apiError(400, 201, 'ERROR_INVALID_PASSWORD', 'Invalid user name or password.'),
    });
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'sbagliata');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Nome utente o password non validi.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it('clears the refusal at the next attempt, also one that stops at an empty field', async () => {
    stubApi({
      'POST /api/Auth/login': apiError(400, 201, 'ERROR_INVALID_PASSWORD', 'Invalid user name or password.'),
    });
    const { user } = renderLoginForm();
    await fillAndSubmit(user, 'sbagliata');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText('Inserisci la password.')).toBeTruthy();
    expect(screen.queryByText('Nome utente o password non validi.')).toBeNull();
  });

  it('speaks English when the UI does', async () => {
    stubApi({
      'POST /api/Auth/login': apiError(
        400,
        201,
        'ERROR_INVALID_PASSWORD',
        'Nome utente o password non validi.',
      ),
    });
    const { user } = renderLoginForm({ localOnly: true }, 2);
    await fill(user, screen.getByRole('textbox', { name: /User name/ }), 'mario.rossi');
    await fill(user, screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid user name or password.');
  });

  it('lets the user choose among several parents, in the server order, and completes with the choice', async () => {
    const chosen = loginResult({ ParentCode: '02468135799' });
    const api = stubApi({ 'POST /api/Auth/login': [json(200, loginResult()), json(200, chosen)] });
    const onSignedIn = vi.fn(async () => true);
    const { user } = renderLoginForm({ onSignedIn });
    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: "Scegli l'azienda" });
    const choices = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent?.includes('P. IVA'));
    expect(choices.map((button) => button.textContent)).toEqual([
      'Studio BianchiP. IVA 12345678903',
      'Verdi Consulting S.r.l.P. IVA 02468135799',
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /Verdi Consulting/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(chosen));
    // The second call names the parent and needs no password: the pending session proves it.
    expect(api.callsTo('POST /api/Auth/login')[1]?.body).toEqual({
      UserName: 'mario.rossi',
      ParentCode: '02468135799',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs the pending session out when the parent choice is cancelled', async () => {
    const api = stubApi({
      'POST /api/Auth/login': json(200, loginResult()),
      'POST /api/Auth/logout': json(200, { Done: true }),
    });
    const onSignedIn = vi.fn(async () => true);
    const { user } = renderLoginForm({ onSignedIn });
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: "Scegli l'azienda" });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    await waitFor(() => expect(api.callsTo('POST /api/Auth/logout')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSignedIn).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('completes at once with a single parent', async () => {
    const single = loginResult({
      Company: { VatCode: '05555555555', Name: 'Neri Trasporti S.r.l.', CompanyParents: [PARENTS[0]!] },
      ParentCode: '12345678903',
    });
    stubApi({ 'POST /api/Auth/login': json(200, single) });
    const onSignedIn = vi.fn(async () => true);
    const { user } = renderLoginForm({ onSignedIn });
    await fillAndSubmit(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(single));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a sign-in still waiting for its second factor to that page, with the return URL and the user’s language', async () => {
    stubApi({
      'POST /api/Auth/login': [
        json(200, loginResult()),
        json(200, loginResult({ ParentCode: '02468135799', SecondFactor: 'verify', Language: { Id: 2 } })),
      ],
    });
    const onSignedIn = vi.fn(async () => true);
    const { user } = renderLoginForm({ onSignedIn, returnPath: '/support/tickets' });
    await fillAndSubmit(user);
    // The parent is chosen first; the answer to the choice says the second factor is still to prove.
    const dialog = await screen.findByRole('dialog', { name: "Scegli l'azienda" });
    await user.click(within(dialog).getByRole('button', { name: /Verdi Consulting/ }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('/second-factor?returnUrl=%2Fsupport%2Ftickets&lg=2'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays busy while the page moves on, and can be used again when the page stays', async () => {
    stubApi({ 'POST /api/Auth/login': json(200, loginResult({ ParentCode: '12345678903' })) });
    let moveOn: (left: boolean) => void = () => {};
    const onSignedIn = vi.fn(() => new Promise<boolean>((resolve) => (moveOn = resolve)));
    const { user } = renderLoginForm({ onSignedIn });
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement;
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(button.disabled).toBe(true);
    // The session did not arrive, say: the user may try again.
    moveOn(false);
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it.each([
    ['ERROR_LOGIN_MIGRATE', 202, 403, 'La tua azienda è stata migrata', 'https://hub.example/'],
    [
      'ERROR_NOT_ALLOWED_MAINTENANCE',
      203,
      503,
      'Il portale è in manutenzione',
      'https://status.example/manutenzione',
    ],
  ])('shows %s, then after 2 s leaves for the configured page', async (key, code, status, text, target) => {
    stubApi({
      'POST /api/Auth/login': apiError(status, code, key),
      'GET /api/App/settings': settingsAnswer(key === 'ERROR_NOT_ALLOWED_MAINTENANCE'),
    });
    const { user } = renderLoginForm();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    const shownAt = Date.now();
    expect(alert.textContent).toContain(text);
    // Said once: the migration's own message already says it.
    expect(alert.textContent?.match(/reindirizzat/g)).toHaveLength(1);
    // Information, not an error of the user's.
    expect(alert.getAttribute('style')).toContain('blue');
    expect((screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(target), { timeout: 3500 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });

  it.each([
    [
      'its own hub, named by the answer',
      'https://hub.azzurra.example/accesso',
      'https://hub.azzurra.example/accesso',
    ],
    [
      'the configured hub, when the named one is not https',
      'http://altrove.example/',
      'https://hub.example/',
    ],
  ])('sends the user of a migrated company to %s', async (_, named, target) => {
    stubApi({
      'POST /api/Auth/login': apiError(
        403,
        202,
        `ERROR_LOGIN_MIGRATE ${named}`,
        'La tua azienda è stata migrata.',
      ),
      'GET /api/App/settings': settingsAnswer(),
    });
    const { user } = renderLoginForm();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    // The address is where the page goes, not part of the sentence.
    expect(alert.textContent).not.toContain(named);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(target), { timeout: 3500 });
  });
});

describe('LoginForm, a company that signs in through its identity provider', () => {
  const refused = () =>
    json(403, {
      ErrorCode: 209,
      ErrorMessage: 'ERROR_LOCAL_LOGIN_DISABLED 09876543217',
      Message: 'La tua azienda accede solo tramite il provider di identità: usa il pulsante di accesso SSO.',
    });
  const LOCAL = 'GET /api/Company/login/local/exists/vatcode/09876543217';

  it('asks the company’s local-login info and, ForceTsid, goes to the provider after 3 s', async () => {
    const api = stubApi({
      'POST /api/Auth/login': refused(),
      [LOCAL]: json(200, { AccessLocal: true, ForceTsid: true }),
    });
    const onSsoRequired = vi.fn(() => true);
    const { user } = renderLoginForm({ onSsoRequired });
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('09876543217');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        "La tua azienda richiede l'accesso tramite il suo provider di identità: tra pochi secondi ti portiamo lì.",
      ),
    );
    const shownAt = Date.now();
    expect(api.callsTo(LOCAL)).toHaveLength(1);
    await waitFor(() => expect(onSsoRequired).toHaveBeenCalledTimes(1), { timeout: 4500 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
  });

  it('stays with the refusal and the buttons when the provider is not required', async () => {
    stubApi({
      'POST /api/Auth/login': refused(),
      [LOCAL]: json(200, { AccessLocal: false, ForceTsid: false }),
    });
    const onSsoRequired = vi.fn(() => true);
    const { user } = renderLoginForm({ onSsoRequired });
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('usa il pulsante di accesso SSO');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Tra pochi secondi verrai reindirizzato.')).toBeNull();
    expect(onSsoRequired).not.toHaveBeenCalled();
  });

  it('says the company-access check failed when it cannot be made (spec §8)', async () => {
    stubApi({
      'POST /api/Auth/login': refused(),
      [LOCAL]: json(500, { ErrorCode: 100, ErrorMessage: 'ERROR_GENERIC', Message: 'x' }),
    });
    const { user } = renderLoginForm({ onSsoRequired: () => true });
    await fillAndSubmit(user);
    expect(await screen.findByText('Errore durante verifica accessi azienda.')).toBeTruthy();
  });
});

describe('LoginForm, with a passkey', () => {
  const OPTIONS = 'POST /api/Auth/Passkey/Options';
  const PASSKEY_LOGIN = 'POST /api/Auth/Passkey/Login';
  const REQUEST_OPTIONS = { challenge: 'c2lnbi1pbg', userVerification: 'required' };
  const ASSERTION = {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
    clientExtensionResults: {},
  };
  const passkeyButton = () => screen.queryByRole('button', { name: 'Entra con una passkey' });

  it('offers no passkey where the browser knows none', () => {
    stubApi({});
    renderLoginForm();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
    expect(passkeyButton()).toBeNull();
  });

  it('signs in without the password, through the parent choice; a cancelled prompt is said calmly', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const chosen = loginResult({ ParentCode: '02468135799' });
    const api = stubApi({
      [OPTIONS]: json(200, REQUEST_OPTIONS),
      [PASSKEY_LOGIN]: json(200, loginResult()),
      'POST /api/Auth/login': json(200, chosen),
    });
    vi.mocked(startAuthentication)
      .mockRejectedValueOnce(Object.assign(new Error('Not allowed.'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(ASSERTION as never);
    const onSignedIn = vi.fn(async () => true);
    const { user } = renderLoginForm({ onSignedIn });

    await user.click(passkeyButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Operazione annullata o non riuscita: riprova.',
    );
    expect(api.callsTo(PASSKEY_LOGIN)).toHaveLength(0);

    await user.click(passkeyButton()!);
    const dialog = await screen.findByRole('dialog', { name: "Scegli l'azienda" });
    // The last refusal is gone with the new attempt.
    expect(screen.queryByText('Operazione annullata o non riuscita: riprova.')).toBeNull();
    expect(vi.mocked(startAuthentication).mock.calls.at(-1)).toEqual([{ optionsJSON: REQUEST_OPTIONS }]);
    expect(api.callsTo(PASSKEY_LOGIN).map((call) => call.body)).toEqual([{ Credential: ASSERTION }]);
    await user.click(within(dialog).getByRole('button', { name: /Verdi Consulting/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(chosen));
    // The choice completes the passkey's pending session: no password anywhere.
    expect(api.callsTo('POST /api/Auth/login').map((call) => call.body)).toEqual([
      { UserName: 'mario.rossi', ParentCode: '02468135799' },
    ]);
  });
});
