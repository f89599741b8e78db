import type {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
  SupportRequest,
} from '@sportello/contracts/support-requests/support-requests.contract';
import { SUPPORT_REQUEST_ROUTES } from '@sportello/contracts/support-requests/support-requests.routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** docs/secure-codes.md: modes 2 and 3 open a support request, mode 4 asks for one's account data. */
export function sendSupportRequest(body: z.input<typeof SupportRequest>) {
  return apiRequest<typeof requestUserData | typeof createSupportRequest>(
    body.Mode === 4 ? SUPPORT_REQUEST_ROUTES.requestUserData : SUPPORT_REQUEST_ROUTES.createSupportRequest,
    { body },
  );
}

/** A signed-in user asks to join their company's support group; answers MSG_SUPPORT_WRC_DONE. */
export function joinSupportGroup() {
  return apiRequest<typeof joinWrcSupport>(SUPPORT_REQUEST_ROUTES.joinWrcSupport, {});
}
