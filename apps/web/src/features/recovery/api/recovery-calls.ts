import type {
  findUserName,
  requestEmailVerification,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '@sportello/contracts/recovery/recovery.contract';
import { RECOVERY_ROUTES } from '@sportello/contracts/recovery/recovery.routes';
import type { getSecureCode, SecureCodeRequest } from '@sportello/contracts/recovery/secure-code.contract';
import { SECURE_CODE_ROUTES } from '@sportello/contracts/recovery/secure-code.routes';
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

export function sendEmailVerificationCode() {
  return apiRequest<typeof requestEmailVerification>(RECOVERY_ROUTES.requestEmailVerification);
}

export function confirmEmailAddress(body: { Code: string }) {
  return apiRequest<typeof verifyEmail>(RECOVERY_ROUTES.verifyEmail, { body });
}
