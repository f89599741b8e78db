import type {
  applyTutor,
  listOpenCampaigns,
  proposeTalk,
  registerTalks,
  TalkProposal,
  TalkRegistration,
  TutorApplication,
  withdrawEntry,
} from '@sportello/contracts/app/campaigns.contract';
import { CAMPAIGNS_ROUTES } from '@sportello/contracts/app/campaigns.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the customers' campaigns: an entry sent or withdrawn refreshes them. */
export const CAMPAIGNS_KEY = ['campaigns'] as const;

/**
 * The campaigns open today to the company, with its own entries, per user and company parent
 * (`sessionKey`): another parent is another company, with other campaigns and entries.
 */
export const openCampaignsQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...CAMPAIGNS_KEY, 'open', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listOpenCampaigns>(CAMPAIGNS_ROUTES.listOpenCampaigns, { signal }),
  });

export const applyTutorCall = (body: TutorApplication) =>
  apiRequest<typeof applyTutor>(CAMPAIGNS_ROUTES.applyTutor, { body });

export const proposeTalkCall = (body: TalkProposal) =>
  apiRequest<typeof proposeTalk>(CAMPAIGNS_ROUTES.proposeTalk, { body });

export const registerTalksCall = (body: TalkRegistration) =>
  apiRequest<typeof registerTalks>(CAMPAIGNS_ROUTES.registerTalks, { body });

export const withdrawEntryCall = (id: number) =>
  apiRequest<typeof withdrawEntry>(CAMPAIGNS_ROUTES.withdrawEntry, { params: { Id: id } });
