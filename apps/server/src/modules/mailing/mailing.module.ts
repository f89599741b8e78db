import { MAILING_ACCESS } from '@sportello/contracts/backoffice/mailing.values';
import { registerPeriodicJob } from '../../core/periodic-job';
import type { Module } from '../../module-deps';
import { AUDIENCE_LABELS, CAMPAIGN_LABELS } from './mailing.audit-labels';
import { mailingRoutes } from './mailing.routes';
import { runCampaignSender } from './mailing-sender';

/** How often each process looks for a campaign to start or a batch to hand: the pace's unit. */
const SENDER_MS = 1000;

/** Audiences, campaigns and their sender, and the unsubscribe link (decision 075). */
export const mailingModule: Module = {
  name: 'mailing',
  access: [MAILING_ACCESS],
  auditLabels: [AUDIENCE_LABELS, CAMPAIGN_LABELS],
  register: (app, deps) => {
    mailingRoutes(app);
    registerPeriodicJob(app, deps, {
      what: 'campaign sender',
      everyMs: SENDER_MS,
      run: (ctx) => runCampaignSender(ctx, { publicUrl: deps.config.publicUrl }),
    });
  },
};
