import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of invitations.contract.ts, without its schemas (decision 022). */
export const INVITATIONS_ROUTES = {
  companyPeople: { method: 'GET', path: '/api/Company/users' },
  inviteUser: { method: 'POST', path: '/api/Company/users/invitation' },
  resendInvitation: { method: 'POST', path: '/api/Company/users/invitation/:id/resend' },
  revokeInvitation: { method: 'DELETE', path: '/api/Company/users/invitation/:id' },
  readInvitation: { method: 'GET', path: '/api/Company/users/invitation/mine/:token/:email' },
  readInvitationUser: { method: 'GET', path: '/api/Company/users/invitation/mine/:token/:email/user' },
  completeInvitation: { method: 'POST', path: '/api/Company/users/invitation/complete/:token/:email' },
} as const satisfies Record<string, RouteDescriptor>;
