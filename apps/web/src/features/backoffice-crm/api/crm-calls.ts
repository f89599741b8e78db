import type {
  ActivityInput,
  completeActivity,
  deleteActivity,
  getActivities,
  getTimeline,
  listCrmOwners,
  saveActivity,
  TimelineFilter,
} from '@sportello/contracts/backoffice/crm.contract';
import { CRM_ROUTES } from '@sportello/contracts/backoffice/crm.routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiResponse, apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the back office's CRM: a change to an activity refreshes them all. */
export const CRM_KEY = ['backoffice', 'crm'] as const;

/** The timeline's filter without its page: each page asks from the previous one's `Next` on. */
export type TimelineSelection = Omit<TimelineFilter, 'Before'>;

/** A company's timeline, newest first, a page at a time (`Next` is the next page's `Before`). */
export const timelineQuery = (companyId: number, selection: TimelineSelection) =>
  infiniteQueryOptions({
    ...PER_USER,
    queryKey: [...CRM_KEY, 'timeline', companyId, selection],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<typeof getTimeline>(CRM_ROUTES.getTimeline, {
        params: {
          CompanyId: companyId,
          filter: filterSegment({ ...selection, ...(pageParam && { Before: pageParam }) }),
        },
        signal,
      }),
    getNextPageParam: (last) => last.Next ?? undefined,
  });

/** Who may own a next action; `Me` the caller. */
export type CrmOwner = ApiResponse<typeof listCrmOwners>[number];

export const crmOwnersQuery = queryOptions({
  ...PER_USER,
  queryKey: [...CRM_KEY, 'owners'],
  queryFn: ({ signal }) => apiRequest<typeof listCrmOwners>(CRM_ROUTES.listCrmOwners, { signal }),
  staleTime: 60_000,
});

/** The caller's upcoming activities (the spec's `getactivities`), for the home page's card. */
export const upcomingActivitiesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['crm', 'activities'],
  queryFn: ({ signal }) => apiRequest<typeof getActivities>(CRM_ROUTES.getActivities, { signal }),
});

export const saveActivityCall = (body: ActivityInput) =>
  apiRequest<typeof saveActivity>(CRM_ROUTES.saveActivity, { body });

export const completeActivityCall = (id: number) =>
  apiRequest<typeof completeActivity>(CRM_ROUTES.completeActivity, { params: { Id: id } });

export const deleteActivityCall = (id: number) =>
  apiRequest<typeof deleteActivity>(CRM_ROUTES.deleteActivity, { params: { Id: id } });
