import {
  applyTutor,
  listOpenCampaigns,
  proposeTalk,
  registerTalks,
  withdrawEntry,
} from '@sportello/contracts/app/campaigns.contract';
import {
  decideEntry,
  deleteCampaign,
  exportEntries,
  getCampaign,
  listCampaigns,
  listEntries,
  saveCampaign,
} from '@sportello/contracts/backoffice/campaigns.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import type { CampaignsSettings } from './campaigns.service';
import * as campaigns from './campaigns.service';

/**
 * The campaigns: a customer's calls (their company's entries, behind the `campaigns` area of the
 * customer capabilities) and the back office's. Who may do what is the service's check
 * (campaigns.policy.ts, and the caller's company for a customer).
 */
export function campaignsRoutes(app: FastifyInstance, settings: CampaignsSettings): void {
  const customer = { tag: 'Campaigns', access: 'signed-in', area: 'campaigns' } as const;

  registerRoute(app, listOpenCampaigns, customer, ({ ctx }) => campaigns.listOpenCampaigns(ctx));

  registerRoute(app, applyTutor, customer, ({ ctx, body }) => campaigns.applyTutor(ctx, body, settings));

  registerRoute(app, proposeTalk, customer, ({ ctx, body }) => campaigns.proposeTalk(ctx, body, settings));

  registerRoute(app, registerTalks, customer, ({ ctx, body }) =>
    campaigns.registerTalks(ctx, body, settings),
  );

  registerRoute(app, withdrawEntry, customer, ({ ctx, params }) =>
    campaigns.withdrawEntry(ctx, params.Id, settings),
  );

  const backoffice = { tag: 'Campaigns', access: ['operator', 'admin'] } as const;

  registerRoute(app, listCampaigns, backoffice, ({ ctx, params }) =>
    campaigns.listCampaigns(ctx, params.filter),
  );

  registerRoute(app, getCampaign, backoffice, ({ ctx, params }) => campaigns.getCampaign(ctx, params.Id));

  registerRoute(app, saveCampaign, backoffice, ({ ctx, body }) =>
    campaigns.saveCampaign(ctx, body, settings),
  );

  registerRoute(app, deleteCampaign, backoffice, ({ ctx, params }) =>
    campaigns.deleteCampaign(ctx, params.Id),
  );

  registerRoute(app, listEntries, backoffice, ({ ctx, body }) => campaigns.listEntries(ctx, body));

  registerRoute(app, exportEntries, backoffice, async ({ ctx, reply, params, query }) => {
    const file = await campaigns.exportEntries(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'campaign-entries.csv', ...file });
  });

  registerRoute(app, decideEntry, backoffice, ({ ctx, body }) => campaigns.decideEntry(ctx, body, settings));
}
