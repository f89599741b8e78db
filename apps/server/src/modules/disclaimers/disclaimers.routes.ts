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
import { disclaimersOfCompany, disclaimersToAccept, missingAcceptances } from './disclaimers.service';

/** Contact hours for the availability fields; To 0 means "no end" (spec §5: To zero, or From < To). */
const AVAILABILITIES = [
  { TimeValue: 0, Label: '—' },
  ...Array.from({ length: 13 }, (_, i) => ({
    TimeValue: 8 + i,
    Label: `${String(8 + i).padStart(2, '0')}:00`,
  })),
];

export function disclaimersRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  const tx = database.db;

  registerRoute(app, getEmptyDisclaimers, { tag: 'Registration' }, ({ body, request }) => {
    const languageId = requestLanguage(request);
    const session = request.session && !request.session.awaitingParentChoice ? request.session : undefined;
    if (session) return disclaimersToAccept({ tx }, session, languageId);
    if (!body.VatCode) throw new AppError('ERROR_EMPTY_SESSION');
    return disclaimersOfCompany({ tx }, body.VatCode, languageId);
  });

  registerRoute(app, checkRegistrationDisclaimers, { tag: 'Registration' }, async ({ body }) => {
    const missing = await missingAcceptances({ tx }, body.VatCode, body.Disclaimers);
    return { Valid: missing.length === 0, Missing: missing };
  });

  registerRoute(app, getAvailabilities, { tag: 'Registration' }, () => AVAILABILITIES);
}
