import type {
  findUserName,
  requestPasswordReset,
  resetPassword,
} from '@sportello/contracts/recovery/recovery.contract';
import { RECOVERY_ROUTES } from '@sportello/contracts/recovery/recovery.routes';
import type { getSecureCode, SecureCodeRequest } from '@sportello/contracts/recovery/secure-code.contract';
import { SECURE_CODE_ROUTES } from '@sportello/contracts/recovery/secure-code.routes';
import type {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
  SupportRequest,
} from '@sportello/contracts/support-requests/support-requests.contract';
import { SUPPORT_REQUEST_ROUTES } from '@sportello/contracts/support-requests/support-requests.routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function sendResetCode(body: { Email: string; UserName: string }) {
  return apiRequest<typeof requestPasswordReset>(RECOVERY_ROUTES.requestPasswordReset, { body });
}

export function setNewPassword(body: {
  UserName: string;
  Code: string;
  Password: string;
  Password2: string;
}) {
  return apiRequest<typeof resetPassword>(RECOVERY_ROUTES.resetPassword, { body });
}

export function sendUserNames(body: { Email: string }) {
  return apiRequest<typeof findUserName>(RECOVERY_ROUTES.findUserName, { body });
}

export function askSecureCode(body: z.input<typeof SecureCodeRequest>) {
  return apiRequest<typeof getSecureCode>(SECURE_CODE_ROUTES.getSecureCode, { body });
}

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
