import type { RouteDescriptor } from '../common/route';

/** Method and path of each back-office call of pay-services.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_PAY_SERVICES_ROUTES = {
  listPayTypes: { method: 'GET', path: '/api/BackOffice/PayServices/Types' },
  savePayType: { method: 'POST', path: '/api/BackOffice/PayServices/Types/Save' },
  deletePayType: { method: 'DELETE', path: '/api/BackOffice/PayServices/Types/Delete/:Id' },
  listPayServices: { method: 'GET', path: '/api/BackOffice/PayServices/Services/Filters/:filter' },
  getPayService: { method: 'GET', path: '/api/BackOffice/PayServices/Services/Detail/:Id' },
  savePayService: { method: 'POST', path: '/api/BackOffice/PayServices/Services/Save' },
  deletePayService: { method: 'DELETE', path: '/api/BackOffice/PayServices/Services/Delete/:Id' },
  listPayRequests: { method: 'GET', path: '/api/BackOffice/PayServices/Requests/Filters/:filter' },
  exportPayRequests: { method: 'GET', path: '/api/BackOffice/PayServices/Requests/Export/:filter' },
  approvePayRequest: { method: 'POST', path: '/api/BackOffice/PayServices/Requests/:Id/Approve' },
  rejectPayRequest: { method: 'POST', path: '/api/BackOffice/PayServices/Requests/:Id/Reject' },
} as const satisfies Record<string, RouteDescriptor>;
