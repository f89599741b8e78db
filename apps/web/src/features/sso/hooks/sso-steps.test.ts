import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';
import { describe, expect, it } from 'vitest';
import { loginResultOf } from '../../../testing/api-stub';
import {
  nextSsoStep,
  registerHref,
  SSO_ERROR_DELAY_MS,
  SSO_ROOT_DELAY_MS,
  ssoErrorKeyOf,
  ssoFailureAction,
  wizardResumePath,
} from './sso-steps';

const identity: IspUser = {
  UserId: 'subject-1',
  UserName: 'Lucia Bianchi',
  IsValid: true,
  Company: { Code: '', Name: '' },
  IspEmail: 'lucia@example.it',
};

const user = (id: string, name: string, code: string): IspUser => ({
  UserId: id,
  UserName: `user.${id}`,
  IsValid: true,
  Company: { Code: code, Name: name },
  IspEmail: 'lucia@example.it',
});

function response(overrides: Partial<IspLoginResponse> = {}): IspLoginResponse {
  return {
    Total: 1,
    HasIspConnection: true,
    HasSingleUser: true,
    Users: [],
    IspUser: identity,
    ActionRequest: null,
    Login: null,
    ...overrides,
  };
}

const TWO_PARENTS = [
  { VatCode: '12345678903', Name: 'Studio Bianchi' },
  { VatCode: '02468135799', Name: 'Verdi Consulting S.r.l.' },
];

/** No linked user, flow not started from the sign-in page: registration with the identity's data. */
const registerAnswer = () =>
  response({
    Total: 0,
    HasSingleUser: false,
    ActionRequest: {
      UrlRedirect: '/register',
      Parameters: {
        Message: 'MSG_TSID_NO_USER_REGISTER_ASK',
        Email: 'nuovo@example.it',
        FirstName: 'Nicola',
        LastName: "D'Amico",
      },
    },
  });

describe('nextSsoStep', () => {
  it('is signed in when the answer has a login with its parent settled', () => {
    const result = loginResultOf({
      ParentCode: '02468135799',
      Company: { ...loginResultOf().Company, CompanyParents: TWO_PARENTS },
    });
    expect(nextSsoStep(response({ Login: result }))).toEqual({ kind: 'signedIn', login: result });
  });

  it('is signed in with one parent or none: nothing to choose', () => {
    const one = loginResultOf({ Company: { ...loginResultOf().Company, CompanyParents: [TWO_PARENTS[0]!] } });
    expect(nextSsoStep(response({ Login: one })).kind).toBe('signedIn');
    expect(nextSsoStep(response({ Login: loginResultOf() })).kind).toBe('signedIn');
  });

  it('asks for the parent when the login has several and none is active', () => {
    const result = loginResultOf({ Company: { ...loginResultOf().Company, CompanyParents: TWO_PARENTS } });
    expect(nextSsoStep(response({ Login: result }))).toEqual({ kind: 'chooseParent', login: result });
  });

  it("lists several users in the server's order", () => {
    const users = [
      user('b', 'Neri Trasporti S.r.l.', '05555555555'),
      user('a', 'Rossi Impianti S.r.l.', '1'),
    ];
    expect(nextSsoStep(response({ Total: 2, HasSingleUser: false, Users: users }))).toEqual({
      kind: 'chooseUser',
      users,
    });
  });

  it('offers linking in local mode and registration otherwise', () => {
    const link = response({
      Total: 0,
      HasSingleUser: false,
      ActionRequest: {
        UrlRedirect: '/?lgt=l&link=1',
        Parameters: { Message: 'MSG_TSID_NO_USER_LINK_TO_LOCAL' },
      },
    });
    expect(nextSsoStep(link)).toEqual({ kind: 'link' });

    const register = registerAnswer();
    // The identity's data stays out of the address: the wizard asks the server for it.
    expect(nextSsoStep(register)).toEqual({ kind: 'register', href: '/register', resume: false });
    // Started from the sign-in page's return URL: the notice is shown, not a jump to that page.
    expect(nextSsoStep(register, '/account/profile')).toMatchObject({ kind: 'register', resume: false });
  });

  it('goes straight back to the wizard the flow was started from, with nobody’s data in the address', () => {
    const invited = registerAnswer();
    expect(nextSsoStep(invited, '/register?lg=1')).toEqual({
      kind: 'register',
      href: '/register',
      resume: true,
    });
    expect(nextSsoStep(invited, '/invitation/abc123/nuovo%40example.it')).toEqual({
      kind: 'register',
      href: '/invitation/abc123/nuovo%40example.it',
      resume: true,
    });
  });

  it('calls anything else unexpected', () => {
    expect(nextSsoStep(response({ Total: 1 })).kind).toBe('unexpected');
    expect(nextSsoStep(response({ Total: 0 })).kind).toBe('unexpected');
  });
});

describe('registerHref', () => {
  it('keeps only a path of this site', () => {
    expect(registerHref('https://evil.example/x')).toBe('/register');
    expect(registerHref('//evil.example')).toBe('/register');
    expect(registerHref('/register?step=0')).toBe('/register?step=0');
  });
});

describe('ssoFailureAction', () => {
  it('disconnects a disabled user after 3 s', () => {
    expect(ssoFailureAction('ERROR_USERLOGIN_DISABLED_USER')).toEqual({
      kind: 'disconnect',
      delayMs: SSO_ERROR_DELAY_MS,
    });
  });

  it('goes back to the root after 2 s for a different user or an error without a message', () => {
    expect(ssoFailureAction('ERROR_ISP_USER_DIFFERENT_SAME_USER')).toEqual({
      kind: 'root',
      delayMs: SSO_ROOT_DELAY_MS,
    });
    expect(ssoFailureAction(undefined)).toEqual({ kind: 'root', delayMs: SSO_ROOT_DELAY_MS });
  });

  it('goes back to the root after 3 s for token and provider errors', () => {
    for (const key of ['ERROR_ISP_TOKEN', 'ERROR_MONITOR_AUTHSSO', 'ERROR_ISP_CONNECTION']) {
      expect(ssoFailureAction(key)).toEqual({ kind: 'root', delayMs: SSO_ERROR_DELAY_MS });
    }
  });

  it('sends maintenance and migrated sign-ins to the configured pages', () => {
    expect(ssoFailureAction('ERROR_NOT_ALLOWED_MAINTENANCE')).toMatchObject({ setting: 'MaintenanceUrl' });
    expect(ssoFailureAction('ERROR_LOGIN_MIGRATE')).toMatchObject({ setting: 'CustomerHubUrl' });
  });
});

describe('ssoErrorKeyOf', () => {
  it('accepts error keys only', () => {
    expect(ssoErrorKeyOf('ERROR_ISP_CONNECTION')).toBe('ERROR_ISP_CONNECTION');
    expect(ssoErrorKeyOf('<script>')).toBeUndefined();
    expect(ssoErrorKeyOf('Hai vinto un premio')).toBeUndefined();
    expect(ssoErrorKeyOf(null)).toBeUndefined();
  });
});

describe('wizardResumePath', () => {
  it('accepts the registration wizard and invitation pages only, without their query', () => {
    expect(wizardResumePath('/register')).toBe('/register');
    expect(wizardResumePath('/register?lg=2#top')).toBe('/register');
    expect(wizardResumePath('/invitation/tok3n/a%40b.it')).toBe('/invitation/tok3n/a%40b.it');
    expect(wizardResumePath('/invitation/tok3n?lg=1')).toBe('/invitation/tok3n');
  });

  it('refuses every other page, look-alikes included', () => {
    for (const path of [
      undefined,
      '',
      '/',
      '/home',
      '/account/profile',
      '/registered',
      '/register/extra',
      '/invitation',
      '/invitation/',
      '/invitation//evil.example',
      '/invitation/a\\b',
      '//register',
      'https://evil.example/register',
    ]) {
      expect(wizardResumePath(path), String(path)).toBeUndefined();
    }
  });
});
