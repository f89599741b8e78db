import {
  getCaptchaChallenge,
  getCaptchaSettings,
  validateCaptcha,
} from '@sportello/contracts/auth/captcha.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../core/route';
import { captchaInForce, newChallenge, verifyCaptcha } from './captcha.service';

export function captchaRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  const settings = config.captcha;
  const options = { tag: 'Auth', access: 'public', config: { rateLimit: config.recoveryRateLimit } } as const;

  registerRoute(app, getCaptchaSettings, { tag: 'Auth', access: 'public' }, ({ ctx }) =>
    captchaInForce(ctx, settings),
  );

  registerRoute(app, getCaptchaChallenge, options, async ({ ctx, reply }) => {
    reply.header('cache-control', 'no-store');
    return newChallenge(ctx, settings);
  });

  registerRoute(app, validateCaptcha, options, async ({ ctx, body }) => {
    await verifyCaptcha(ctx, settings, body.ReCaptcha, { consume: false });
    return { Valid: true as const };
  });
}
