import {
  checkRegistrationDisclaimers,
  getAvailabilities,
  getEmptyDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import { AVAILABILITIES, emptyDisclaimers, missingAcceptances } from './disclaimers.service';

export function disclaimersRoutes(app: FastifyInstance): void {
  const options = { tag: 'Registration', access: 'public' } as const;

  registerRoute(app, getEmptyDisclaimers, options, ({ ctx, body }) => emptyDisclaimers(ctx, body.VatCode));

  registerRoute(app, checkRegistrationDisclaimers, options, async ({ ctx, body }) => {
    const missing = await missingAcceptances(ctx, body.VatCode, body.Disclaimers);
    return { Valid: missing.length === 0, Missing: missing };
  });

  registerRoute(app, getAvailabilities, options, () => AVAILABILITIES);
}
