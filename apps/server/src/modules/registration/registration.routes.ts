import {
  cipherContent,
  decipherContent,
  registerLogin,
  verifyCompanyForRegistration,
} from '@sportello/contracts/registration/registration.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createContentCipher } from '../../core/content-cipher';
import { deriveKey } from '../../core/keys';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import { clearBinding, readBinding } from '../sso/sso-binding-cookie';
import { type RegistrationSettings, register, verifyCompany } from './registration.service';

/** The wizard's data may wait this long in the browser while the user signs in elsewhere. */
const CIPHER_TTL_SECONDS = 30 * 60;

export function registrationRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
) {
  const cipher = createContentCipher(deriveKey('content-cipher'), app.clock);
  const settings: RegistrationSettings = {
    captcha: config.captcha,
    ssoProvider: (id) => oidc.provider(id),
  };
  // User codes can be guessed one try at a time: the same per-address limit as recovery.
  const options = {
    tag: 'Registration',
    access: 'public',
    config: { rateLimit: config.recoveryRateLimit },
  } as const;

  registerRoute(app, verifyCompanyForRegistration, options, ({ ctx, params, query }) =>
    verifyCompany(ctx, params.vat, query.userCode),
  );
  registerRoute(app, cipherContent, options, ({ body }) => ({
    Value: cipher.encipher(body.Content, CIPHER_TTL_SECONDS),
  }));
  registerRoute(app, decipherContent, options, ({ body }) => ({ Content: cipher.decipher(body.Value) }));

  registerRoute(app, registerLogin, options, async ({ ctx, body, request, reply }) => {
    // Someone signed in who registers another user is signed out first, whatever happens next: the
    // registration is then a visitor's, so it runs in the request's context once signed out.
    let visitor = ctx;
    if (request.session) {
      await reply.endSession();
      visitor = app.serviceContext(request);
    }
    const { session, result } = await register(visitor, body, readBinding(request), settings, request.ip);
    await reply.startSession(session);
    // Used up by a registration through the provider, or left over from an abandoned one.
    clearBinding(reply);
    return result;
  });
}
