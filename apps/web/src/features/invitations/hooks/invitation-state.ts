import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';

/** Invitation wizard steps (spec §2): 0 welcome, 1 company, 2 user, 3 privacy. */
export const LAST_STEP = 3;

/** Spec §4 and §9: how long each blocking message stays before the browser moves on. */
export const EXPIRED_DELAY_MS = 5000;
export const DISABLED_DELAY_MS = 4000;
export const EMAIL_MISMATCH_DELAY_MS = 10_000;

export function clampStep(step: number): number {
  return Math.min(LAST_STEP, Math.max(0, Math.trunc(step)));
}

/** Who is signed in in this browser, as far as the invitation cares. */
export interface Visitor {
  email: string;
  /** Signed in through the identity provider (its session ends there too). */
  viaProvider: boolean;
}

/** What the invitation page does with an invitation (spec §4 Invitation, §8). */
export type InvitationState =
  /** MSG_INVITATION_EXPIRED, then the sign-in page after 5 s. */
  | { kind: 'expired' }
  /** MSG_INVITATION_COMPLETED_YET: nothing more to do here. */
  | { kind: 'completed' }
  /** MSG_USER_DISABLE_NO_INVITE, then a sign-out (through the provider) after 4 s. */
  | { kind: 'disabled' }
  /** An identity whose address is not the invitation's: a message, then a sign-out after 10 s. */
  | { kind: 'emailMismatch' }
  /** Someone signed in locally with another address: signed out first, as for a registration. */
  | { kind: 'signOutFirst' }
  /** The address has an account: the invitee signs in with it to accept. */
  | { kind: 'signInToAccept' }
  /** Signed in as the invited account: only the new user name and the privacy step are asked. */
  | { kind: 'existing' }
  /** A new user: every field. */
  | { kind: 'new' };

export function invitationState(
  invitation: Invitation,
  user: InvitationUserData,
  visitor: Visitor | undefined,
): InvitationState {
  if (invitation.Completed) return { kind: 'completed' };
  if (invitation.IsExpired) return { kind: 'expired' };
  if (!user.Enabled) return { kind: 'disabled' };
  if (visitor && visitor.email.toLowerCase() !== invitation.Email.toLowerCase())
    return visitor.viaProvider ? { kind: 'emailMismatch' } : { kind: 'signOutFirst' };
  if (invitation.Existing) return invitation.UserId ? { kind: 'existing' } : { kind: 'signInToAccept' };
  return { kind: 'new' };
}
