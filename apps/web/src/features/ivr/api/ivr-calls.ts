import type { getIvrCredentials, updateIvrCredentials } from '@sportello/contracts/ivr/ivr.contract';
import { IVR_ROUTES } from '@sportello/contracts/ivr/ivr.routes';
import { apiRequest } from '../../../lib/api-client';

export function fetchIvrCredentials() {
  return apiRequest<typeof getIvrCredentials>(IVR_ROUTES.getIvrCredentials);
}

export function saveIvrPin(input: { oldPin: string; newPin: string; confirmation: string }) {
  return apiRequest<typeof updateIvrCredentials>(IVR_ROUTES.updateIvrCredentials, {
    body: {
      Isp: { IspOldPinCode: input.oldPin, IspPinCode: input.newPin },
      IspPinCodeConfirm: input.confirmation,
    },
  });
}
