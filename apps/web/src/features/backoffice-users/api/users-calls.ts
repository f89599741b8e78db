import type { resetUserSecondFactor } from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type {
  IdentityFilter,
  listIdentities,
  listUserIdentities,
  unlinkIdentity,
} from '@sportello/contracts/backoffice/identities.contract';
import { IDENTITIES_ROUTES } from '@sportello/contracts/backoffice/identities.routes';
import type {
  assignIvr,
  createUser,
  enableUsers,
  endUserSessions,
  forcePasswordChange,
  getUser,
  listUserSessions,
  listUsers,
  NewUserInput,
  resetIvrPin,
  saveUser,
  sendPasswordReset,
  setUserRoles,
  UserFilter,
  UserInput,
  unlockUser,
} from '@sportello/contracts/backoffice/users.contract';
import { USERS_ROUTES } from '@sportello/contracts/backoffice/users.routes';
import type { AccountRole } from '@sportello/contracts/backoffice/users.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const usersQuery = (filter: UserFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'users', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listUsers>(USERS_ROUTES.listUsers, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const userQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'user', id],
    queryFn: ({ signal }) => apiRequest<typeof getUser>(USERS_ROUTES.getUser, { params: { Id: id }, signal }),
  });

/** The user's live sessions, most recent first; under `backoffice`, so that ending them refreshes it. */
export const userSessionsQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'user-sessions', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof listUserSessions>(USERS_ROUTES.listUserSessions, { params: { Id: id }, signal }),
  });

export const identitiesQuery = (filter: IdentityFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'identities', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listIdentities>(IDENTITIES_ROUTES.listIdentities, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const userIdentitiesQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'user-identities', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof listUserIdentities>(IDENTITIES_ROUTES.listUserIdentities, {
        params: { Id: id },
        signal,
      }),
  });

export const saveUserCall = (body: UserInput) => apiRequest<typeof saveUser>(USERS_ROUTES.saveUser, { body });

export const createUserCall = (body: NewUserInput) =>
  apiRequest<typeof createUser>(USERS_ROUTES.createUser, { body });

export const setUserRolesCall = (body: { Id: string; Role: AccountRole; BackofficeRole?: BackofficeRole }) =>
  apiRequest<typeof setUserRoles>(USERS_ROUTES.setUserRoles, { body });

/** Gives, changes or (with an empty id) takes away the user's IVR access; a new one's PIN comes once. */
export const assignIvrCall = (id: string, ivrUserId: string) =>
  apiRequest<typeof assignIvr>(USERS_ROUTES.assignIvr, { body: { Id: id, IvrUserId: ivrUserId } });

export const resetIvrPinCall = (id: string) =>
  apiRequest<typeof resetIvrPin>(USERS_ROUTES.resetIvrPin, { params: { Id: id } });

export const enableUsersCall = (ids: string[], enabled: boolean) =>
  apiRequest<typeof enableUsers>(USERS_ROUTES.enableUsers, { body: { Ids: ids, Enabled: enabled } });

/** The one-click actions of a user's page, each a call on the user's id. */
export const USER_ACTIONS = {
  unlock: (id: string) => apiRequest<typeof unlockUser>(USERS_ROUTES.unlockUser, { params: { Id: id } }),
  resetMail: (id: string) =>
    apiRequest<typeof sendPasswordReset>(USERS_ROUTES.sendPasswordReset, { params: { Id: id } }),
  forcePassword: (id: string) =>
    apiRequest<typeof forcePasswordChange>(USERS_ROUTES.forcePasswordChange, { params: { Id: id } }),
  endSessions: (id: string) =>
    apiRequest<typeof endUserSessions>(USERS_ROUTES.endUserSessions, { params: { Id: id } }),
} as const;
export type UserAction = keyof typeof USER_ACTIONS;

/** Removes the user's second factor (a lost phone, decision 078): they are signed out and told by mail. */
export const resetSecondFactorCall = (id: string) =>
  apiRequest<typeof resetUserSecondFactor>(SECOND_FACTOR_ROUTES.resetUserSecondFactor, {
    params: { Id: id },
  });

export const unlinkIdentityCall = (id: string) =>
  apiRequest<typeof unlinkIdentity>(IDENTITIES_ROUTES.unlinkIdentity, { params: { Id: id } });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const usersExportUrl = (filter: UserFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(USERS_ROUTES.exportUsers.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
