import {
  checkRegistrationDisclaimers,
  getAvailabilities,
  getEmptyDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/database';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import {
  AVAILABILITIES,
  disclaimersOfCompany,
  disclaimersToAccept,
  missingAcceptances,
} from './disclaimers.service';

export function disclaimersRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  const tx = database.db;

  registerRoute(app, getEmptyDisclaimers, { tag: 'Registration', access: 'public' }, ({ body, request }) => {
    const languageId = requestLanguage(request);
    const session = request.session && !request.session.awaitingParentChoice ? request.session : undefined;
    if (session) return disclaimersToAccept({ tx }, session, languageId);
    if (!body.VatCode) throw new AppError('ERROR_EMPTY_SESSION');
    return disclaimersOfCompany({ tx }, body.VatCode, languageId);
  });

  registerRoute(
    app,
    checkRegistrationDisclaimers,
    { tag: 'Registration', access: 'public' },
    async ({ body }) => {
      const missing = await missingAcceptances({ tx }, body.VatCode, body.Disclaimers);
      return { Valid: missing.length === 0, Missing: missing };
    },
  );

  registerRoute(app, getAvailabilities, { tag: 'Registration', access: 'public' }, () => AVAILABILITIES);
}
