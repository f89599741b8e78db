import type { getProfile, ProfileInput, saveProfile } from '@sportello/contracts/users/profile.contract';
import { PROFILE_ROUTES } from '@sportello/contracts/users/profile.routes';
import { apiRequest } from '../../../lib/api-client';

export function fetchProfile(signal: AbortSignal) {
  return apiRequest<typeof getProfile>(PROFILE_ROUTES.getProfile, { signal });
}

export function storeProfile(body: ProfileInput) {
  return apiRequest<typeof saveProfile>(PROFILE_ROUTES.saveProfile, { body });
}
