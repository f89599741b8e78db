import { z } from 'zod';
import { CaptchaPayload } from '../auth/captcha.contract';
import { smallint } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { checkPhone } from '../rules/patterns';
import { SUPPORT_REQUEST_ROUTES } from './support-requests.routes';

/**
 * The retrieve-info page's modes (spec §2): 1 ask user name, 2 no user name, 3 unable to create a
 * ticket, 4 other request.
 */
export const RequestMode = smallint.min(1).max(4);

/**
 * Spec §3 Support request, plus the solved captcha (`ReCaptcha`, as registration and the secure-code
 * request carry it): the form needs no account, and each request mails an acknowledgement.
 */
export const SupportRequest = z
  .object({
    Mode: RequestMode,
    Email: z.string().trim().min(1, 'ERROR_BAD_EMAIL').max(254, 'ERROR_BAD_EMAIL'),
    VatCode: z.string().trim().max(16, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE').default(''),
    VisibleName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
    // The person form's rule (#41): a number the user's details take is taken here, and no other.
    Phone: z
      .string()
      .trim()
      .max(32, 'ERROR_BAD_PHONE')
      .refine((v) => checkPhone(v, { strict: true, required: false }).ok, 'ERROR_BAD_PHONE')
      .default(''),
    Message: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(5000, 'ERROR_FIELD_TOO_LONG'),
    MessageOther: z.string().trim().max(5000, 'ERROR_FIELD_TOO_LONG').default(''),
    ReCaptcha: CaptchaPayload.optional(),
  })
  .meta({ id: 'SupportRequest' });

const TicketAnswer = z.object({ TicketCode: z.string() });

export const createSupportRequest = defineRoute({
  ...SUPPORT_REQUEST_ROUTES.createSupportRequest,
  summary:
    'Open a support request (no account needed, a solved captcha unless captcha is off); acknowledged by e-mail',
  body: SupportRequest,
  response: TicketAnswer,
});

export const requestUserData = defineRoute({
  ...SUPPORT_REQUEST_ROUTES.requestUserData,
  summary: "Ask support for one's account data (the retrieve-info page when self-service cannot help)",
  body: SupportRequest,
  response: TicketAnswer,
});

export const joinWrcSupport = defineRoute({
  ...SUPPORT_REQUEST_ROUTES.joinWrcSupport,
  summary:
    "Ask to join the company's support group (signed in); answers MSG_SUPPORT_WRC_DONE, or 409 ERROR_SUPPORT_WRC_PENDING while an earlier request is open",
  // Spec §7: "the response may carry Message"; a client shows MSG_SUPPORT_WRC_DONE when it does not.
  response: z.object({ Message: z.string().optional() }),
});
