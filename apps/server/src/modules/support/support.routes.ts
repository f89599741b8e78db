import {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
} from '@sportello/contracts/recovery/support-request.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../core/app-error';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import { getUserById } from '../users/users.service';
import { openSupportRequest } from './support.service';

export function supportRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const tx = database.db;
  const options = { tag: 'Support', config: { rateLimit: config.recoveryRateLimit } };

  for (const [route, kind] of [
    [createSupportRequest, 'support_request'],
    [requestUserData, 'data_request'],
  ] as const) {
    registerRoute(app, route, options, async ({ body, request }) => ({
      TicketCode: await openSupportRequest({ tx, log: request.log }, kind, body, {
        languageId: requestLanguage(request),
        publicUrl: config.publicUrl,
        companyId: request.session?.companyId,
        userId: request.session?.userId,
      }),
    }));
  }

  registerRoute(app, joinWrcSupport, options, async ({ request }) => {
    const session = requireSession(request);
    const user = await getUserById({ tx }, session.userId);
    if (!user) throw new AppError('ERROR_EMPTY_SESSION');
    await openSupportRequest(
      { tx, log: request.log },
      'wrc_join',
      {
        Mode: 4,
        Email: user.email,
        VatCode: '',
        VisibleName: `${user.firstName} ${user.lastName}`,
        Phone: user.phoneNumber,
        Message: 'Richiesta di adesione al gruppo di assistenza dell’azienda.',
        MessageOther: '',
      },
      {
        languageId: session.languageId,
        publicUrl: config.publicUrl,
        companyId: session.companyId,
        userId: session.userId,
      },
    );
    return { Message: 'MSG_SUPPORT_WRC_DONE' };
  });
}
