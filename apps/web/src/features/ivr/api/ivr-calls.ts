import { getIvrCredentials, updateIvrCredentials } from '@sportello/contracts/ivr/ivr.contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchIvrCredentials() {
  return apiRequest(getIvrCredentials);
}

export function saveIvrPin(input: { oldPin: string; newPin: string; confirmation: string }) {
  return apiRequest(updateIvrCredentials, {
    body: {
      Isp: { IspOldPinCode: input.oldPin, IspPinCode: input.newPin },
      IspPinCodeConfirm: input.confirmation,
    },
  });
}
