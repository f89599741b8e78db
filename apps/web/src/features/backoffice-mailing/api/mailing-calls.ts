import type { listTemplates } from '@sportello/contracts/backoffice/mail-templates.contract';
import { MAIL_TEMPLATES_ROUTES } from '@sportello/contracts/backoffice/mail-templates.routes';
import type {
  AudienceFilter,
  AudienceInput,
  AudienceListFilter,
  CampaignInput,
  CampaignListFilter,
  cancelCampaign,
  countAudience,
  deleteAudience,
  deleteCampaign,
  getAudience,
  getCampaign,
  listAudiences,
  listCampaigns,
  listRecipients,
  pauseCampaign,
  RecipientFilter,
  resumeCampaign,
  saveAudience,
  saveCampaign,
  sendCampaign,
  uploadAudienceMembers,
} from '@sportello/contracts/backoffice/mailing.contract';
import { MAILING_ROUTES as ROUTES } from '@sportello/contracts/backoffice/mailing.routes';
import type { CampaignState } from '@sportello/contracts/backoffice/mailing.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the area lives under this key: a change refreshes lists, details and pickers. */
export const MAILING_KEY = ['backoffice', 'mailing'] as const;

/** How often a campaign that is waiting, sending or paused is asked about again. */
export const CAMPAIGN_POLL_MS = 2000;

/** The states in which a campaign still moves: its page follows it. */
export const isCampaignLive = (state: CampaignState | undefined) =>
  state === 'scheduled' || state === 'sending' || state === 'paused';

export const audiencesQuery = (filter: AudienceListFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'audiences', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listAudiences>(ROUTES.listAudiences, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const audienceQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'audience', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getAudience>(ROUTES.getAudience, { params: { Id: id }, signal }),
  });

/** How many people a filter takes now: asked as the filter is edited (debounced by the page). */
export const audienceCountQuery = (filter: AudienceFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'count', filter],
    queryFn: ({ signal }) => apiRequest<typeof countAudience>(ROUTES.countAudience, { body: filter, signal }),
  });

export const saveAudienceCall = (body: AudienceInput) =>
  apiRequest<typeof saveAudience>(ROUTES.saveAudience, { body });

export const uploadMembersCall = (
  id: number,
  body: { Content: string; Encoding: FileEncoding; Replace: boolean },
) => apiRequest<typeof uploadAudienceMembers>(ROUTES.uploadAudienceMembers, { params: { Id: id }, body });

export const deleteAudienceCall = (id: number) =>
  apiRequest<typeof deleteAudience>(ROUTES.deleteAudience, { params: { Id: id } });

export const campaignsQuery = (filter: CampaignListFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'campaigns', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCampaigns>(ROUTES.listCampaigns, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** A campaign, asked again every CAMPAIGN_POLL_MS while it waits, sends or is paused. */
export const campaignQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'campaign', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCampaign>(ROUTES.getCampaign, { params: { Id: id }, signal }),
    refetchInterval: (query) => (isCampaignLive(query.state.data?.State) ? CAMPAIGN_POLL_MS : false),
  });

export const saveCampaignCall = (body: CampaignInput) =>
  apiRequest<typeof saveCampaign>(ROUTES.saveCampaign, { body });

/** Now (`at` null) or at an instant (ISO). */
export const sendCampaignCall = (id: number, at: string | null) =>
  apiRequest<typeof sendCampaign>(ROUTES.sendCampaign, { body: { Id: id, At: at } });

export type CampaignCommand = 'pause' | 'resume' | 'cancel';
const COMMANDS = {
  pause: ROUTES.pauseCampaign,
  resume: ROUTES.resumeCampaign,
  cancel: ROUTES.cancelCampaign,
} as const;

export const campaignCommandCall = (command: CampaignCommand, id: number) =>
  apiRequest<typeof pauseCampaign | typeof resumeCampaign | typeof cancelCampaign>(COMMANDS[command], {
    body: { Id: id },
  });

export const deleteCampaignCall = (id: number) =>
  apiRequest<typeof deleteCampaign>(ROUTES.deleteCampaign, { params: { Id: id } });

export const recipientsQuery = (id: number, filter: RecipientFilter, live: boolean) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...MAILING_KEY, 'recipients', id, filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listRecipients>(ROUTES.listRecipients, {
        params: { Id: id, filter: filterSegment(filter) },
        signal,
      }),
    refetchInterval: live ? CAMPAIGN_POLL_MS : false,
  });

/** The report as CSV in the chosen code page, through a plain link (the session cookie goes along). */
export const recipientsExportUrl = (id: number, filter: RecipientFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportRecipients.path, { Id: id, filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;

/** The first hundred by name: the choices of the campaign's pickers. */
const PICKER = { Page: 0, Size: 100, Sort: 'Name', Desc: false } as const;

export const audienceOptionsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...MAILING_KEY, 'audiences', 'options'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listAudiences>(ROUTES.listAudiences, {
      params: { filter: filterSegment(PICKER) },
      signal,
    }),
});

/** The campaign templates (the mail templates of kind `campaign`) a campaign may send. */
export const campaignTemplatesQuery = queryOptions({
  ...PER_USER,
  queryKey: [...MAILING_KEY, 'templates'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listTemplates>(MAIL_TEMPLATES_ROUTES.listTemplates, {
      params: { filter: filterSegment({ ...PICKER, Kind: 'campaign' }) },
      signal,
    }),
});
