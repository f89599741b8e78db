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
import { registerRoute } from '../../core/route';
import * as recovery from './recovery.service';
import * as secureCodes from './secure-code.service';

export function recoveryRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  const settings = { publicUrl: config.publicUrl };
  const secureCodeSettings = { publicUrl: config.publicUrl, captcha: config.captcha };
  // Per client address; each target address is limited in the service as well.
  const options = {
    tag: 'Recovery',
    access: 'public',
    config: { rateLimit: config.recoveryRateLimit },
  } as const;
  const signedIn = { ...options, access: 'signed-in' } as const;

  // The answers that must not reveal whether an account exists take the floor in their service.
  registerRoute(app, requestPasswordReset, options, async ({ ctx, body }) => {
    await recovery.requestPasswordReset(ctx, body, settings);
    return { Done: true as const };
  });

  registerRoute(app, resetPassword, options, async ({ ctx, body, reply }) => {
    await recovery.resetPassword(ctx, body);
    // The service ended every session of the user; this browser forgets its own too.
    await reply.endSession();
    return { Done: true as const };
  });

  registerRoute(app, findUserName, options, async ({ ctx, body }) => {
    await recovery.sendUserNames(ctx, body, settings);
    return { Done: true as const };
  });

  registerRoute(app, getSecureCode, options, ({ ctx, body }) =>
    secureCodes.requestSecureCode(ctx, body, secureCodeSettings),
  );

  registerRoute(app, verifySecureCode, options, async ({ ctx, params }) => ({
    Valid: await secureCodes.verifySecureCode(ctx, params.vat, params.code),
  }));

  registerRoute(app, requestEmailVerification, signedIn, async ({ ctx }) => {
    await recovery.sendEmailVerification(ctx, settings);
    return { Done: true as const };
  });

  registerRoute(app, verifyEmail, signedIn, async ({ ctx, body }) => {
    await recovery.confirmEmail(ctx, body.Code);
    return { Done: true as const };
  });
}
