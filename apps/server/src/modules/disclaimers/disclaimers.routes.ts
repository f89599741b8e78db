import {
  exportConsents,
  getDisclaimer,
  listConsents,
  listDisclaimers,
  saveDisclaimer,
} from '@sportello/contracts/backoffice/disclaimers.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import {
  answerConsent,
  checkRegistrationDisclaimers,
  getAvailabilities,
  getEmptyDisclaimers,
  myConsents,
  signDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as disclaimers from './disclaimers.service';
import * as registry from './disclaimers-registry.service';

export function disclaimersRoutes(app: FastifyInstance): void {
  const options = { tag: 'Registration', access: 'public' } as const;

  registerRoute(app, getEmptyDisclaimers, options, ({ ctx, body }) =>
    disclaimers.emptyDisclaimers(ctx, body.VatCode),
  );

  registerRoute(app, checkRegistrationDisclaimers, options, async ({ ctx, body }) => {
    const missing = await disclaimers.missingAcceptances(ctx, body.VatCode, body.Disclaimers);
    return { Valid: missing.length === 0, Missing: missing };
  });

  registerRoute(app, getAvailabilities, options, () => disclaimers.AVAILABILITIES);

  // Answered while the sign-in waits for them (and while a password change is pending, which the
  // pages ask first); the session then opens.
  registerRoute(
    app,
    signDisclaimers,
    { tag: 'Auth', access: 'signed-in-pending-password', savesSession: true },
    async ({ ctx, body, request, reply }) => {
      await disclaimers.signDisclaimers(ctx, body.Disclaimers, request.ip);
      await reply.saveSession({ disclaimersPending: false });
      return { Done: true as const };
    },
  );

  const own = { tag: 'Account', access: 'signed-in' } as const;
  registerRoute(app, myConsents, own, ({ ctx }) => disclaimers.myConsents(ctx));
  registerRoute(app, answerConsent, own, ({ ctx, body, request }) =>
    disclaimers.answerConsent(ctx, body, request.ip),
  );

  // The back office; who may do what is the service's check (disclaimers.policy.ts).
  const staff = { tag: 'Disclaimers', access: ['operator', 'admin'] } as const;
  registerRoute(app, listDisclaimers, staff, ({ ctx, params }) =>
    registry.listDisclaimers(ctx, params.filter),
  );
  registerRoute(app, getDisclaimer, staff, ({ ctx, params }) => registry.getDisclaimer(ctx, params.Id));
  registerRoute(app, saveDisclaimer, staff, ({ ctx, body }) => registry.saveDisclaimer(ctx, body));
  registerRoute(app, listConsents, staff, ({ ctx, params }) => registry.listConsents(ctx, params.filter));
  registerRoute(app, exportConsents, staff, async ({ ctx, reply, params, query }) => {
    const file = await registry.exportConsents(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'consents.csv', ...file });
  });
}
