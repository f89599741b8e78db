import { describe, expect, it } from 'vitest';
import {
  authenticate,
  DEMO_IDENTITIES,
  DEMO_PASSWORD,
  findIdentityBySub,
  identityClaims,
} from './identities';

describe('demo identities', () => {
  it('has the five documented logins with distinct subjects', () => {
    expect(DEMO_IDENTITIES.map((i) => [i.login, i.sub])).toEqual([
      ['sso.mario', 'sso-mario'],
      ['sso.lucia', 'sso-lucia'],
      ['sso.nuovo', 'sso-nuovo'],
      ['sso.bloccato', 'sso-bloccato'],
      ['sso.estraneo', 'sso-estraneo'],
    ]);
  });

  it.each(DEMO_IDENTITIES.map((i) => i.login))('%s logs in with the demo password', (login) => {
    expect(authenticate(login, DEMO_PASSWORD)?.login).toBe(login);
  });

  it('ignores case and surrounding spaces in the user name, never in the password', () => {
    expect(authenticate('  SSO.Mario ', DEMO_PASSWORD)?.sub).toBe('sso-mario');
    expect(authenticate('sso.mario', DEMO_PASSWORD.toLowerCase())).toBeUndefined();
    expect(authenticate('sso.mario', `${DEMO_PASSWORD} `)).toBeUndefined();
  });

  it('refuses unknown users, wrong and empty passwords', () => {
    expect(authenticate('sso.nessuno', DEMO_PASSWORD)).toBeUndefined();
    expect(authenticate('sso.mario', '')).toBeUndefined();
    expect(authenticate('', '')).toBeUndefined();
  });

  it('exposes the standard claims', () => {
    const lucia = findIdentityBySub('sso-lucia');
    expect(lucia && identityClaims(lucia)).toEqual({
      sub: 'sso-lucia',
      name: 'Lucia Bianchi',
      given_name: 'Lucia',
      family_name: 'Bianchi',
      email: 'lucia.bianchi@studio.example',
      email_verified: true,
    });
    expect(findIdentityBySub('sso.lucia')).toBeUndefined();
  });
});
