import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of captcha.contract.ts, without its schemas (decision 022). */
export const CAPTCHA_ROUTES = {
  getCaptchaSettings: { method: 'GET', path: '/api/auth/captcha' },
  getCaptchaChallenge: { method: 'GET', path: '/api/auth/captcha/challenge' },
  validateCaptcha: { method: 'POST', path: '/api/auth/recaptcha/validate' },
} as const satisfies Record<string, RouteDescriptor>;
