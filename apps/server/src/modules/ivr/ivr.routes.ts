import { getIvrCredentials, updateIvrCredentials } from '@sportello/contracts/ivr/ivr.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../core/route';
import { changeIvrPin, getIvrCredentials as loadIvrCredentials } from './ivr.service';

/** IVR credentials panel (spec §2, §4 IVR save, §7 IVR calls). */
export function ivrRoutes(app: FastifyInstance, { config }: { config: Config }) {
  registerRoute(app, getIvrCredentials, { tag: 'User', access: 'signed-in', area: 'ivr' }, ({ ctx }) =>
    loadIvrCredentials(ctx),
  );

  registerRoute(
    app,
    updateIvrCredentials,
    // Each attempt costs an argon2 hash: the per-address limit of the recovery calls applies.
    { tag: 'User', access: 'signed-in', area: 'ivr', config: { rateLimit: config.recoveryRateLimit } },
    ({ ctx, body }) => changeIvrPin(ctx, { oldPin: body.Isp.IspOldPinCode, newPin: body.Isp.IspPinCode }),
  );
}
