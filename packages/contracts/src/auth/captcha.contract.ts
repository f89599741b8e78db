import { z } from 'zod';
import { defineRoute } from '../common/route';
import { CAPTCHA_ROUTES } from './captcha.routes';

/** Which captcha the portal uses (configuration `CAPTCHA`): self-hosted ALTCHA, Google reCAPTCHA, or none. */
export const CaptchaMode = z.enum(['altcha', 'recaptcha', 'off']);
export type CaptchaMode = z.infer<typeof CaptchaMode>;

/** A solved captcha as forms send it in their `ReCaptcha` field: the ALTCHA payload or the reCAPTCHA token. */
export const CaptchaPayload = z.string().max(8192);

export const getCaptchaSettings = defineRoute({
  ...CAPTCHA_ROUTES.getCaptchaSettings,
  summary: 'The captcha in use (altcha, recaptcha or off) and, for reCAPTCHA, the public site key',
  response: z.object({ Mode: CaptchaMode, SiteKey: z.string().nullable() }).meta({ id: 'CaptchaSettings' }),
});

/**
 * A new ALTCHA proof-of-work challenge (signed, expiring, single use), in the format the `altcha`
 * widget reads. Only while `CAPTCHA=altcha`; otherwise ERROR_NOT_FOUND.
 */
export const getCaptchaChallenge = defineRoute({
  ...CAPTCHA_ROUTES.getCaptchaChallenge,
  summary: 'A new ALTCHA proof-of-work challenge (signed, expires after 10 minutes, single use)',
  response: z
    .object({
      parameters: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
      }),
      signature: z.string().optional(),
    })
    .meta({ id: 'CaptchaChallenge' }),
});

/**
 * Checks a solved captcha without using it up (the form that carries it uses it). An empty one is
 * ERROR_CAPTCHA_REQUIRED; a wrong, expired or already used one is ERROR_CAPTCHA_INVALID.
 */
export const validateCaptcha = defineRoute({
  ...CAPTCHA_ROUTES.validateCaptcha,
  summary: 'Check a solved captcha (not consumed; the form that carries it consumes it)',
  body: z.object({ ReCaptcha: CaptchaPayload.optional() }),
  response: z.object({ Valid: z.literal(true) }),
});
