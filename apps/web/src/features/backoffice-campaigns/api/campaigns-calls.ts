import type {
  CampaignFilter,
  CampaignInput,
  decideEntry,
  deleteCampaign,
  EntryDecisionInput,
  EntryFilter,
  listCampaigns,
  listEntries,
  saveCampaign,
} from '@sportello/contracts/backoffice/campaigns.contract';
import { BACKOFFICE_CAMPAIGNS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/campaigns.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * Every query of the area lives under this key: a decision changes a campaign's counts, and a
 * campaign saved changes the entries' campaign names and the campaign picker.
 */
export const CAMPAIGNS_KEY = ['backoffice', 'campaigns'] as const;

export const campaignsQuery = (filter: CampaignFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...CAMPAIGNS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCampaigns>(ROUTES.listCampaigns, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** The entries list: the spec's `data/list` takes its filter as the body of a POST, read like a GET. */
export const entriesQuery = (filter: EntryFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...CAMPAIGNS_KEY, 'entries', filter],
    queryFn: ({ signal }) => apiRequest<typeof listEntries>(ROUTES.listEntries, { body: filter, signal }),
  });

export const saveCampaignCall = (body: CampaignInput) =>
  apiRequest<typeof saveCampaign>(ROUTES.saveCampaign, { body });

export const deleteCampaignCall = (id: number) =>
  apiRequest<typeof deleteCampaign>(ROUTES.deleteCampaign, { params: { Id: id } });

export const decideEntryCall = (body: EntryDecisionInput) =>
  apiRequest<typeof decideEntry>(ROUTES.decideEntry, { body });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const entriesExportUrl = (filter: EntryFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportEntries.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
