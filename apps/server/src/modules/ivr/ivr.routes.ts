import { getIvrCredentials, updateIvrCredentials } from '@sportello/contracts/ivr/ivr.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import { changeIvrPin, getIvrCredentials as loadIvrCredentials } from './ivr.service';

/** IVR credentials panel (spec §2, §4 IVR save, §7 IVR calls). */
export function ivrRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const tx = database.db;

  registerRoute(app, getIvrCredentials, { tag: 'User', access: 'signed-in' }, async ({ request }) =>
    loadIvrCredentials({ tx }, requireSession(request).userId),
  );

  registerRoute(
    app,
    updateIvrCredentials,
    // Each attempt costs an argon2 hash: the per-address limit of the recovery calls applies.
    { tag: 'User', access: 'signed-in', config: { rateLimit: config.recoveryRateLimit } },
    async ({ body, request }) =>
      changeIvrPin({ tx, log: request.log }, requireSession(request).userId, {
        oldPin: body.Isp.IspOldPinCode,
        newPin: body.Isp.IspPinCode,
      }),
  );
}
