import {
  cancelCampaign,
  countAudience,
  deleteAudience,
  deleteCampaign,
  exportRecipients,
  getAudience,
  getCampaign,
  getUnsubscribe,
  listAudiences,
  listCampaigns,
  listRecipients,
  pauseCampaign,
  resumeCampaign,
  saveAudience,
  saveCampaign,
  sendCampaign,
  unsubscribe,
  uploadAudienceMembers,
} from '@sportello/contracts/backoffice/mailing.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as audiences from './mailing-audiences.service';
import * as campaigns from './mailing-campaigns.service';
import * as unsubscribing from './mailing-unsubscribe.service';

/** The path mail clients post to (RFC 8058), named in each campaign mail's List-Unsubscribe header. */
export const ONE_CLICK_PATH = '/api/MLC/Unsubscribe/OneClick/:Token';

/** Audiences, campaigns and unsubscribing; who may do what is the service's check (mailing.policy.ts). */
export function mailingRoutes(app: FastifyInstance): void {
  const options = { tag: 'Mailing', access: ['operator', 'admin'] } as const;

  registerRoute(app, listAudiences, options, ({ ctx, params }) =>
    audiences.listAudiences(ctx, params.filter),
  );
  registerRoute(app, getAudience, options, ({ ctx, params }) => audiences.getAudience(ctx, params.Id));
  registerRoute(app, saveAudience, options, ({ ctx, body }) => audiences.saveAudience(ctx, body));
  registerRoute(app, countAudience, options, ({ ctx, body }) => audiences.countAudience(ctx, body));
  registerRoute(
    app,
    uploadAudienceMembers,
    { ...options, bodyLimit: 8 * 1024 * 1024 },
    ({ ctx, params, body }) => audiences.uploadAudienceMembers(ctx, params.Id, body),
  );
  registerRoute(app, deleteAudience, options, ({ ctx, params }) => audiences.deleteAudience(ctx, params.Id));

  registerRoute(app, listCampaigns, options, ({ ctx, params }) =>
    campaigns.listCampaigns(ctx, params.filter),
  );
  registerRoute(app, getCampaign, options, ({ ctx, params }) => campaigns.getCampaign(ctx, params.Id));
  registerRoute(app, saveCampaign, options, ({ ctx, body }) => campaigns.saveCampaign(ctx, body));
  registerRoute(app, sendCampaign, options, ({ ctx, body }) => campaigns.sendCampaign(ctx, body));
  registerRoute(app, pauseCampaign, options, ({ ctx, body }) => campaigns.pauseCampaign(ctx, body.Id));
  registerRoute(app, resumeCampaign, options, ({ ctx, body }) => campaigns.resumeCampaign(ctx, body.Id));
  registerRoute(app, cancelCampaign, options, ({ ctx, body }) => campaigns.cancelCampaign(ctx, body.Id));
  registerRoute(app, deleteCampaign, options, ({ ctx, params }) => campaigns.deleteCampaign(ctx, params.Id));
  registerRoute(app, listRecipients, options, ({ ctx, params }) =>
    campaigns.listRecipients(ctx, params.Id, params.filter),
  );
  registerRoute(app, exportRecipients, options, async ({ ctx, reply, params, query }) => {
    const file = await campaigns.exportRecipients(
      ctx,
      params.Id,
      params.filter,
      query.Encoding as FileEncoding,
    );
    return sendFile(reply, { name: `campaign-${params.Id}.csv`, ...file });
  });

  const anyone = { tag: 'Mailing', access: 'public' } as const;
  registerRoute(app, getUnsubscribe, anyone, ({ ctx, params }) =>
    unsubscribing.getUnsubscribe(ctx, params.Token),
  );
  registerRoute(app, unsubscribe, anyone, ({ ctx, params }) => unsubscribing.unsubscribe(ctx, params.Token));

  // RFC 8058's one-click: the mail client posts `List-Unsubscribe=One-Click` as a form, without
  // cookies, so in a scope of its own that reads forms, and without the anti-forgery token: the
  // link's signature is the proof.
  app.register(async (scope) => {
    const ignoreBody = (_r: unknown, _b: unknown, done: (e: null, body: undefined) => void) =>
      done(null, undefined);
    // The application reads the partners' token requests as forms (decision 080): replaced here.
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignoreBody);
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, ignoreBody);
    scope.post<{ Params: { Token: string } }>(
      ONE_CLICK_PATH,
      { schema: { hide: true }, config: { csrf: false } },
      async (request, reply) => {
        const token = String(request.params.Token).slice(0, 300);
        await unsubscribing.unsubscribe(scope.serviceContext(request), token);
        return reply.code(200).send({ Unsubscribed: true });
      },
    );
  });
}
