import { z } from 'zod';
import { defineRoute } from '../common/route';

/** The anti-forgery token the web sends back as `X-CSRF-Token` on every state-changing call. */
export const getAntiforgeryToken = defineRoute({
  method: 'GET',
  path: '/api/Auth/antiforgery',
  summary: 'Anti-forgery token for state-changing calls',
  response: z.object({ Token: z.string() }),
});
