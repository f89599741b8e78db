import {
  findUserName,
  requestPasswordReset,
  resetPassword,
} from '@sportello/contracts/recovery/recovery.contract';
import { getSecureCode, type SecureCodeRequest } from '@sportello/contracts/recovery/secure-code.contract';
import {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
  type SupportRequest,
} from '@sportello/contracts/recovery/support-request.contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function sendResetCode(body: { Email: string; UserName: string }) {
  return apiRequest(requestPasswordReset, { body });
}

export function setNewPassword(body: {
  UserName: string;
  Code: string;
  Password: string;
  Password2: string;
}) {
  return apiRequest(resetPassword, { body });
}

export function sendUserNames(body: { Email: string }) {
  return apiRequest(findUserName, { body });
}

export function askSecureCode(body: z.input<typeof SecureCodeRequest>) {
  return apiRequest(getSecureCode, { body });
}

/** docs/secure-codes.md: modes 2 and 3 open a support request, mode 4 asks for one's account data. */
export function sendSupportRequest(body: z.input<typeof SupportRequest>) {
  return apiRequest(body.Mode === 4 ? requestUserData : createSupportRequest, { body });
}

/** A signed-in user asks to join their company's support group; answers MSG_SUPPORT_WRC_DONE. */
export function joinSupportGroup() {
  return apiRequest(joinWrcSupport, {});
}
