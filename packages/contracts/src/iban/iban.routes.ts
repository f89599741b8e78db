import type { RouteDescriptor } from '../common/route';

/** Method and path of each customer call of iban.contract.ts, without its schemas (decision 022). */
export const IBAN_ROUTES = {
  getCompanyIban: { method: 'GET', path: '/api/App/Iban' },
  saveCompanyIban: { method: 'POST', path: '/api/App/Iban/Save' },
} as const satisfies Record<string, RouteDescriptor>;
