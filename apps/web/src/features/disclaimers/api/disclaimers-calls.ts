import type {
  answerConsent,
  getEmptyDisclaimers,
  myConsents,
  signDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import { DISCLAIMERS_ROUTES } from '@sportello/contracts/registration/disclaimers.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** The disclaimers the signed-in user has still to answer (decision 059). */
export const pendingDisclaimersQuery = queryOptions({
  ...PER_USER,
  queryKey: ['disclaimers', 'pending'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getEmptyDisclaimers>(DISCLAIMERS_ROUTES.getEmptyDisclaimers, { body: {}, signal }),
});

export const signDisclaimersCall = (answers: { Id: number; Version: number; Accepted: boolean }[]) =>
  apiRequest<typeof signDisclaimers>(DISCLAIMERS_ROUTES.signDisclaimers, { body: { Disclaimers: answers } });

export const myConsentsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['disclaimers', 'mine'],
  queryFn: ({ signal }) => apiRequest<typeof myConsents>(DISCLAIMERS_ROUTES.myConsents, { signal }),
});

export const answerConsentCall = (DisclaimerId: number, Accepted: boolean) =>
  apiRequest<typeof answerConsent>(DISCLAIMERS_ROUTES.answerConsent, { body: { DisclaimerId, Accepted } });
