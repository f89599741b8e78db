import * as desk from '@sportello/contracts/backoffice/ibans.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import * as company from '@sportello/contracts/iban/iban.contract';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import type { IbanSettings } from './iban.mails';
import * as iban from './iban.service';
import * as deskService from './iban-desk.service';

/**
 * The IBAN's calls: a company admin's (behind the `iban` area of the customer capabilities) and the
 * back office's. Who may do what is the services' check (iban.policy.ts): the customer's gate is
 * any session, so that a company denied the area is told so whatever its user's role, and the
 * policy then refuses whoever is not the company's administrator.
 */
export function ibanRoutes(app: FastifyInstance, settings: IbanSettings): void {
  const customer = { tag: 'Iban', access: 'signed-in', area: 'iban' } as const;

  registerRoute(app, company.getCompanyIban, customer, ({ ctx }) => iban.getCompanyIban(ctx, settings));
  registerRoute(app, company.saveCompanyIban, customer, ({ ctx, body, request }) =>
    iban.saveCompanyIban(
      ctx,
      body,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      settings,
    ),
  );

  const backoffice = { tag: 'Iban', access: ['operator', 'admin'] } as const;

  registerRoute(app, desk.listIbans, backoffice, ({ ctx, params }) =>
    deskService.listIbans(ctx, params.filter),
  );
  registerRoute(app, desk.exportIbans, backoffice, async ({ ctx, reply, params, query }) => {
    const file = await deskService.exportIbans(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'sepa-mandates.csv', ...file });
  });
  registerRoute(app, desk.revealIban, backoffice, ({ ctx, params }) =>
    deskService.revealIban(ctx, params.Id),
  );
}
