import {
  findUserName,
  requestEmailVerification,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '@sportello/contracts/recovery/recovery.contract';
import { getSecureCode, verifySecureCode } from '@sportello/contracts/recovery/secure-code.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import { withMinimumDuration } from '../../core/timing';
import { verifyCaptcha } from '../captcha/captcha.service';
import * as recovery from './recovery.service';
import * as secureCodes from './secure-code.service';

export function recoveryRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
): void {
  const tx = database.db;
  const settings = { publicUrl: config.publicUrl };
  /** Answers that must not reveal whether an account exists all take at least this long. */
  const EVEN_MS = config.antiEnumerationFloorMs;
  // Per client address; each target address is limited in the service as well.
  const options = {
    tag: 'Recovery',
    access: 'public',
    config: { rateLimit: config.recoveryRateLimit },
  } as const;
  const signedIn = { ...options, access: 'signed-in' } as const;

  registerRoute(app, requestPasswordReset, options, async ({ body, request }) => {
    await withMinimumDuration(EVEN_MS, () =>
      recovery.requestPasswordReset({ tx, log: request.log }, body, settings),
    );
    return { Done: true as const };
  });

  registerRoute(app, resetPassword, options, async ({ body, request, reply }) => {
    // Refusals (a wrong code, an unknown user) must not tell by their timing whether the user exists.
    const user = await withMinimumDuration(EVEN_MS, () =>
      recovery.resetPassword({ tx, log: request.log }, body),
    );
    // Every session of the user ends, this browser's included: sign in again with the new password.
    await app.sessionStore.destroyAllOfUser(user.id);
    await reply.endSession();
    return { Done: true as const };
  });

  registerRoute(app, findUserName, options, async ({ body, request }) => {
    await withMinimumDuration(EVEN_MS, () =>
      recovery.sendUserNames({ tx, log: request.log }, body, settings),
    );
    return { Done: true as const };
  });

  registerRoute(app, getSecureCode, options, async ({ body, request }) => {
    await verifyCaptcha({ tx, log: request.log }, config.captcha, body.ReCaptcha);
    return secureCodes.requestSecureCode({ tx, log: request.log }, body, {
      publicUrl: config.publicUrl,
      languageId: requestLanguage(request),
    });
  });

  registerRoute(app, verifySecureCode, options, async ({ params, request }) => ({
    Valid: await secureCodes.verifySecureCode({ tx, log: request.log }, params.vat, params.code),
  }));

  registerRoute(app, requestEmailVerification, signedIn, async ({ request }) => {
    await recovery.sendEmailVerification({ tx, log: request.log }, requireSession(request).userId, settings);
    return { Done: true as const };
  });

  registerRoute(app, verifyEmail, signedIn, async ({ body, request }) => {
    await recovery.confirmEmail({ tx, log: request.log }, requireSession(request).userId, body.Code);
    return { Done: true as const };
  });
}
