import {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
} from '@sportello/contracts/support-requests/support-requests.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../core/route';
import {
  joinSupportGroup,
  openSupportRequest,
  type SupportRequestsSettings,
} from './support-requests.service';

/** The retrieve-info page's requests (support, data) and the signed-in user's request to join the support group. */
export function supportRequestsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const options = {
    tag: 'Support',
    access: 'public',
    config: { rateLimit: config.recoveryRateLimit },
  } as const;
  const settings: SupportRequestsSettings = { publicUrl: config.publicUrl, captcha: config.captcha };

  for (const [route, kind] of [
    [createSupportRequest, 'support_request'],
    [requestUserData, 'data_request'],
  ] as const) {
    registerRoute(app, route, options, async ({ ctx, body }) => ({
      TicketCode: await openSupportRequest(ctx, kind, body, settings),
    }));
  }

  registerRoute(
    app,
    joinWrcSupport,
    { ...options, access: 'signed-in', area: 'support' },
    async ({ ctx }) => {
      await joinSupportGroup(ctx, settings);
      return { Message: 'MSG_SUPPORT_WRC_DONE' };
    },
  );
}
