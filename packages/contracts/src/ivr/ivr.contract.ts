import { z } from 'zod';
import { defineRoute } from '../common/route';
import { checkIvrPin, checkIvrPinsMatch, IVR_PIN_MAX } from '../rules/ivr-pin';
import { IVR_ROUTES } from './ivr.routes';

/**
 * Spec §3 IVR credentials and §7 IVR calls: the answer is `{ ErrorCode, ErrorMessage, Isp }`
 * (ErrorCode 0 on success). The PIN is never sent back: IspPinCode and IspOldPinCode are empty.
 */
export const IvrCredentials = z
  .object({ IspUserId: z.string(), IspPinCode: z.string(), IspOldPinCode: z.string() })
  .meta({ id: 'IvrCredentials' });

export const IvrCredentialsResponse = z
  .object({ ErrorCode: z.literal(0), ErrorMessage: z.string(), Isp: IvrCredentials })
  .meta({ id: 'IvrCredentialsResponse' });

export const getIvrCredentials = defineRoute({
  ...IVR_ROUTES.getIvrCredentials,
  summary: "The signed-in user's IVR user id (the PIN is never returned)",
  response: IvrCredentialsResponse,
});

/** A PIN field on the wire: long enough to carry a typo, short enough to stay harmless. */
const PinField = z.string().max(IVR_PIN_MAX * 4, 'ERROR_IVR_PIN_LENGTH');

export const UpdateIvrCredentialsBody = z
  .object({
    Isp: z.object({
      /** Ignored: the user id belongs to the signed-in user and cannot be changed here. */
      IspUserId: z.string().max(64).optional(),
      IspOldPinCode: PinField.min(1, 'ERROR_IVR_OLD_PIN_WRONG'),
      IspPinCode: PinField,
    }),
    IspPinCodeConfirm: PinField,
  })
  .superRefine((body, ctx) => {
    const pin = checkIvrPin(body.Isp.IspPinCode);
    if (!pin.ok) ctx.addIssue({ code: 'custom', path: ['Isp', 'IspPinCode'], message: pin.key });
    const match = checkIvrPinsMatch(body.Isp.IspPinCode, body.IspPinCodeConfirm);
    if (pin.ok && !match.ok)
      ctx.addIssue({ code: 'custom', path: ['IspPinCodeConfirm'], message: match.key });
  });

export const updateIvrCredentials = defineRoute({
  ...IVR_ROUTES.updateIvrCredentials,
  summary:
    "Change the signed-in user's IVR PIN (old PIN required; three wrong ones lock changes for 15 minutes)",
  body: UpdateIvrCredentialsBody,
  response: IvrCredentialsResponse,
});
