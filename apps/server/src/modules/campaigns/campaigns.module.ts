import { CAMPAIGNS_ACCESS } from '@sportello/contracts/backoffice/campaigns.values';
import type { Module } from '../../module-deps';
import { registerTagUser } from '../tags/tag-users';
import { CAMPAIGN_LABELS } from './campaigns.audit-labels';
import { CAMPAIGNS_PART } from './campaigns.personal-data';
import { campaignsRoutes } from './campaigns.routes';
import { countNamingTag, replaceTagInEligibility } from './campaigns.service';

export const campaignsModule: Module = {
  name: 'campaigns',
  access: [CAMPAIGNS_ACCESS],
  auditLabels: [CAMPAIGN_LABELS],
  personalData: [CAMPAIGNS_PART],
  register(app, deps) {
    // A campaign's eligibility names tags: one in use is not deleted, and a merge moves it.
    registerTagUser('campaigns', { count: countNamingTag, replace: replaceTagInEligibility });
    campaignsRoutes(app, { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from });
  },
};
