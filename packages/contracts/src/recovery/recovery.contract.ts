import { z } from 'zod';
import { defineRoute } from '../common/route';
import { RECOVERY_ROUTES } from './recovery.routes';

const Done = z.object({ Done: z.literal(true) });

/**
 * Spec §5 Reset: e-mail and user name are both required (ERROR_EMPTY_USER). The answer is the same
 * whether or not such an account exists; if it does, an activation code is e-mailed to it.
 */
export const requestPasswordReset = defineRoute({
  ...RECOVERY_ROUTES.requestPasswordReset,
  summary: 'E-mail an activation code for a new password (same answer whether or not the account exists)',
  body: z.object({
    Email: z.string().trim().min(1, 'ERROR_EMPTY_USER').max(254, 'ERROR_BAD_EMAIL'),
    UserName: z.string().trim().min(1, 'ERROR_EMPTY_USER').max(100, 'ERROR_EMPTY_USER'),
  }),
  response: Done,
});

/** Spec §5 Reset: the activation code (ERROR_EMPTY_CODE when empty) and the new password twice. */
export const resetPassword = defineRoute({
  ...RECOVERY_ROUTES.resetPassword,
  summary: 'Set a new password with the e-mailed activation code; every session of the user ends',
  body: z.object({
    UserName: z.string().trim().min(1, 'ERROR_EMPTY_USER').max(100, 'ERROR_EMPTY_USER'),
    Code: z.string().trim().min(1, 'ERROR_EMPTY_CODE').max(32, 'ERROR_INVALID_CODE'),
    Password: z.string().min(1, 'ERROR_PASSOWRD_INVALID').max(200, 'ERROR_PASSOWRD_INVALID'),
    Password2: z.string().max(200, 'ERROR_PASSOWRD_NOMATCH'),
  }),
  response: Done,
});

/** "Ask user name": e-mails the user names registered to an address (same answer either way). */
export const findUserName = defineRoute({
  ...RECOVERY_ROUTES.findUserName,
  summary: 'E-mail the user names registered to an address (same answer whether or not there are any)',
  body: z.object({ Email: z.string().trim().min(1, 'ERROR_BAD_EMAIL').max(254, 'ERROR_BAD_EMAIL') }),
  response: Done,
});

export const requestEmailVerification = defineRoute({
  ...RECOVERY_ROUTES.requestEmailVerification,
  summary: "E-mail a code that proves the signed-in user's address",
  response: Done,
});

export const verifyEmail = defineRoute({
  ...RECOVERY_ROUTES.verifyEmail,
  summary: "Confirm the signed-in user's address with the e-mailed code",
  body: z.object({ Code: z.string().trim().min(1, 'ERROR_EMPTY_CODE').max(32, 'ERROR_INVALID_CODE') }),
  response: Done,
});
