import type { getCompanyIban, IbanInput, saveCompanyIban } from '@sportello/contracts/iban/iban.contract';
import { IBAN_ROUTES } from '@sportello/contracts/iban/iban.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const IBAN_KEY = ['iban'] as const;

/** The company's IBAN (masked), its history and the mandate's terms, per user and company parent. */
export const companyIbanQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...IBAN_KEY, sessionKey],
    queryFn: ({ signal }) => apiRequest<typeof getCompanyIban>(IBAN_ROUTES.getCompanyIban, { signal }),
  });

export const saveIbanCall = (body: IbanInput) =>
  apiRequest<typeof saveCompanyIban>(IBAN_ROUTES.saveCompanyIban, { body });
