import { z } from 'zod';
import { LoginResult } from '../auth/login.contract';
import { int4, int4Id, smallint } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { DisclaimerAnswer } from '../registration/disclaimers.contract';
import { PRODUCTS } from '../tickets/tickets.values';
import { INVITATIONS_ROUTES } from './invitations.routes';
import { INVITATION_STATES, TOPICS } from './invitations.values';

/**
 * Invitations (spec §2 Invitation registration wizard, §3 Invitation, §5 Invitation, §6): a company
 * administrator invites a colleague by e-mail; the e-mailed link carries a random single-use token
 * and the address, and leads to the invitation wizard (welcome, company, user, privacy).
 */

const Code = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.object({ Code: z.enum(codes, { error: 'ERROR_BAD_REQUEST' }) });

const RoleRef = z.object({ Id: smallint });

/** What an administrator fills in to invite a colleague. */
export const InvitationRequest = z
  .object({
    Email: z.string().trim().min(1, 'ERROR_BAD_EMAIL').max(254, 'ERROR_BAD_EMAIL'),
    /** A user name to propose; the invitee may change it. */
    UserName: z.string().trim().max(100, 'ERROR_USERNAME_INVALID').optional(),
    Role: RoleRef,
    /** Required (≥ 1) only for the vendor's own company (spec §5 Invitation). */
    RoleTs: RoleRef.nullish(),
    CanModifyExcludedProducts: z.boolean().default(false),
    CanModifyTopics: z.boolean().default(false),
    ExcludedProducts: z.array(Code(PRODUCTS)).max(PRODUCTS.length).default([]),
    Topics: z.array(Code(TOPICS)).max(TOPICS.length).default([]),
    /** The language of the invitation e-mail (the invitee's, if the administrator knows it). */
    Language: z.object({ Id: int4Id }).optional(),
  })
  .meta({ id: 'InvitationRequest' });
export type InvitationRequest = z.infer<typeof InvitationRequest>;

/** One invitation as the company's administrators see it. */
export const SentInvitation = z
  .object({
    Id: z.string(),
    Email: z.string(),
    UserName: z.string().nullable(),
    Role: RoleRef,
    RoleTs: RoleRef.nullable(),
    State: z.enum(INVITATION_STATES),
    InvitedBy: z.string().nullable(),
    SentAt: z.string(),
    ExpiresAt: z.string(),
    CompletedAt: z.string().nullable(),
  })
  .meta({ id: 'SentInvitation' });
export type SentInvitation = z.infer<typeof SentInvitation>;

export const CompanyMember = z
  .object({
    UserId: z.string(),
    UserName: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    Role: z.enum(['user', 'company_admin', 'operator', 'admin']),
    Enabled: z.boolean(),
    /** Wrong passwords locked the sign-in: the company's administrators may unlock it. */
    Locked: z.boolean(),
    LastLoginAt: z.string().nullable(),
    ExcludedProducts: z.array(z.object({ Code: z.string() })),
    Topics: z.array(z.object({ Code: z.string() })),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof CompanyMember>;

/**
 * The `Role.Id` and `RoleTs.Id` the caller may give: nobody's above their own (for the vendor's
 * staff, their back-office role bounds both). The invitation form offers only these.
 */
export const Grantable = z
  .object({ Role: z.array(smallint), RoleTs: z.array(smallint) })
  .meta({ id: 'Grantable' });
export type Grantable = z.infer<typeof Grantable>;

export const companyPeople = defineRoute({
  ...INVITATIONS_ROUTES.companyPeople,
  summary: 'Users and invitations of the signed-in administrator’s company',
  response: z.object({
    IsProviderCompany: z.boolean(),
    Users: z.array(CompanyMember),
    Invitations: z.array(SentInvitation),
    Grantable,
  }),
});

export const inviteUser = defineRoute({
  ...INVITATIONS_ROUTES.inviteUser,
  summary: 'Invite a colleague by e-mail (a single-use link, valid for 7 days by default)',
  body: InvitationRequest,
  response: SentInvitation,
});

const InvitationId = z.object({ id: z.uuid({ error: 'ERROR_NOT_FOUND' }) });

export const resendInvitation = defineRoute({
  ...INVITATIONS_ROUTES.resendInvitation,
  summary: 'Send an invitation again with a new link and a new expiry (the old link stops working)',
  params: InvitationId,
  response: SentInvitation,
});

export const revokeInvitation = defineRoute({
  ...INVITATIONS_ROUTES.revokeInvitation,
  summary: 'Revoke an invitation not completed yet (its link stops working)',
  params: InvitationId,
  response: SentInvitation,
});

/** The e-mailed link's two parts: the random token and the invited address. */
const InvitationLink = z.object({
  token: z.string().trim().min(16, 'ERROR_NOT_FOUND').max(128, 'ERROR_NOT_FOUND'),
  email: z.string().trim().min(3, 'ERROR_NOT_FOUND').max(254, 'ERROR_NOT_FOUND'),
});

/** Spec §3 Invitation, as the invitee's wizard reads it. */
export const Invitation = z
  .object({
    Email: z.string(),
    UserName: z.string().nullable(),
    Company: z.object({
      Name: z.string(),
      VatCode: z.string(),
      FiscalCode: z.string(),
      /** Spec §3 names it; always empty: the company's user code is the registration secret. */
      Code: z.literal(''),
      /** The company signs in only through the identity provider: no password is asked. */
      AccessLocal: z.boolean(),
      /** Non-zero: the disclaimers of this company type must be accepted. */
      CompanyType: int4,
    }),
    Role: RoleRef,
    RoleTs: RoleRef.nullable(),
    CanModifyExcludedProducts: z.boolean(),
    CanModifyTopics: z.boolean(),
    ExcludedProducts: z.array(z.object({ Code: z.string() })),
    Topics: z.array(z.object({ Code: z.string() })),
    InvitedBy: z.string().nullable(),
    IsExpired: z.boolean(),
    Completed: z.boolean(),
    /** The address already belongs to a user of the portal: they accept by signing in. */
    Existing: z.boolean(),
    /** That user, when the caller is signed in as them; null otherwise. */
    UserId: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof Invitation>;

export const readInvitation = defineRoute({
  ...INVITATIONS_ROUTES.readInvitation,
  summary: 'The invitation behind an e-mailed link (unknown, revoked or mismatched links: 404)',
  params: InvitationLink,
  response: Invitation,
});

const TimeValue = z.object({ TimeValue: z.number().int().min(0).max(24) });
const Availability = z.object({ From: TimeValue, To: TimeValue });

/**
 * Spec §3 Invitation user data: what the portal already knows of the invitee. For an existing user
 * the details are given only to that user, signed in; `Enabled` false blocks the invitation.
 */
export const InvitationUserData = z
  .object({
    Enabled: z.boolean(),
    FiscalCode: z.string(),
    /** Derived from the Italian fiscal code (M or F), empty when unknown. */
    Sex: z.enum(['M', 'F', '']),
    PhoneNumber: z.string(),
    MobilePhone: z.string(),
    Availability,
  })
  .meta({ id: 'InvitationUserData' });
export type InvitationUserData = z.infer<typeof InvitationUserData>;

export const readInvitationUser = defineRoute({
  ...INVITATIONS_ROUTES.readInvitationUser,
  summary: 'What the portal knows of the invitee (details only to the existing user, signed in)',
  params: InvitationLink,
  response: InvitationUserData,
});

const text = (max: number) => z.string().trim().max(max, 'ERROR_FIELD_TOO_LONG');

/**
 * The invitee's answer (wizard steps 2 and 3). A new user gives every field; an existing user, signed
 * in, gives only the user name of the new account and the privacy step (the rest is theirs already).
 * Without local sign-in (or after a single sign-on) no password is given.
 */
export const InvitationCompletion = z
  .object({
    UserName: text(100),
    FirstName: text(100).default(''),
    LastName: text(100).default(''),
    FiscalCode: text(16).default(''),
    PhoneNumber: text(32).default(''),
    MobilePhone: text(32).default(''),
    Password: z.string().max(50, 'ERROR_PASSOWRD_INVALID').optional(),
    Password2: z.string().max(50, 'ERROR_PASSOWRD_NOMATCH').optional(),
    Availability: Availability.default({ From: { TimeValue: 0 }, To: { TimeValue: 0 } }),
    Language: z.object({ Id: int4Id }),
    Privacy: z.object({ PrivacyAck: z.boolean() }),
    Disclaimers: z.array(DisclaimerAnswer).max(50).default([]),
  })
  .meta({ id: 'InvitationCompletion' });
export type InvitationCompletion = z.infer<typeof InvitationCompletion>;

export const completeInvitation = defineRoute({
  ...INVITATIONS_ROUTES.completeInvitation,
  summary: 'Accept an invitation: creates the user in the inviting company and signs in',
  params: InvitationLink,
  body: InvitationCompletion,
  response: LoginResult,
});
