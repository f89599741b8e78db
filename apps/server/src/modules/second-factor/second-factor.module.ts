import type { Module } from '../../module-deps';
import { webAuthnSettingsOf } from './second-factor.passkeys';
import { secondFactorRoutes } from './second-factor.routes';

/**
 * The second factor of a sign-in (decision 078): authenticator apps with recovery codes, who must
 * have one, step-up for sensitive actions and the back office's reset. The sign-in itself (auth)
 * asks it which step is left; the guard refuses a session whose step is open.
 */
export const secondFactorModule: Module = {
  name: 'second-factor',
  register: (app, deps) =>
    secondFactorRoutes(app, {
      publicUrl: deps.config.publicUrl,
      rateLimit: deps.config.loginRateLimit,
      webAuthn: webAuthnSettingsOf(deps.config.publicUrl),
    }),
};
