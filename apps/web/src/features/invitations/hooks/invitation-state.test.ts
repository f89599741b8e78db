import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';
import { describe, expect, it } from 'vitest';
import { clampStep, invitationState } from './invitation-state';

const invitation: Invitation = {
  Email: 'chiara@example.it',
  UserName: null,
  Company: {
    Name: 'Rossi',
    VatCode: '09876543217',
    FiscalCode: '09876543217',
    Code: '',
    AccessLocal: true,
    CompanyType: 1,
  },
  Role: { Id: 1 },
  RoleTs: null,
  CanModifyExcludedProducts: false,
  CanModifyTopics: false,
  ExcludedProducts: [],
  Topics: [],
  InvitedBy: 'Mario Rossi',
  IsExpired: false,
  Completed: false,
  Existing: false,
  UserId: null,
};
const user: InvitationUserData = {
  Enabled: true,
  FiscalCode: '',
  Sex: '',
  PhoneNumber: '',
  MobilePhone: '',
  Availability: { From: { TimeValue: 0 }, To: { TimeValue: 0 } },
};

describe('invitationState', () => {
  it('blocks completed, expired and disabled invitations, in that order', () => {
    expect(invitationState({ ...invitation, Completed: true, IsExpired: true }, user, undefined).kind).toBe(
      'completed',
    );
    expect(
      invitationState({ ...invitation, IsExpired: true }, { ...user, Enabled: false }, undefined).kind,
    ).toBe('expired');
    expect(invitationState(invitation, { ...user, Enabled: false }, undefined).kind).toBe('disabled');
  });

  it('disconnects an identity with another address; signs out a local session with another address', () => {
    expect(invitationState(invitation, user, { email: 'other@example.it', viaProvider: true }).kind).toBe(
      'emailMismatch',
    );
    expect(invitationState(invitation, user, { email: 'other@example.it', viaProvider: false }).kind).toBe(
      'signOutFirst',
    );
  });

  it('asks an existing account to sign in, then takes only the new user name', () => {
    const existing = { ...invitation, Existing: true };
    expect(invitationState(existing, user, undefined).kind).toBe('signInToAccept');
    expect(
      invitationState({ ...existing, UserId: 'u1' }, user, { email: 'CHIARA@example.it', viaProvider: false })
        .kind,
    ).toBe('existing');
    expect(invitationState(invitation, user, undefined).kind).toBe('new');
  });

  it('keeps steps between 0 and 3', () => {
    expect([-1, 0, 2, 3, 4, 2.7].map(clampStep)).toEqual([0, 0, 2, 3, 3, 2]);
  });
});
