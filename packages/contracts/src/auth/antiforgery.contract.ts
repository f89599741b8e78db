import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ANTIFORGERY_ROUTES } from './antiforgery.routes';

/** The anti-forgery token the web sends back as `X-CSRF-Token` on every state-changing call. */
export const getAntiforgeryToken = defineRoute({
  ...ANTIFORGERY_ROUTES.getAntiforgeryToken,
  summary: 'Anti-forgery token for state-changing calls',
  response: z.object({ Token: z.string() }),
});
