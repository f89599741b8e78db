import { z } from 'zod';
import { int4Id, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { ruleIssue } from '../common/rule-issue';
import { checkEmail, checkUserName } from '../rules/patterns';
import { checkEditedPerson, type EditedPerson } from '../rules/person-data';
import { BackofficeRole } from './access.contract';
import { IdentityOfUser } from './identities.contract';
import { USERS_ROUTES } from './users.routes';
import {
  ACCOUNT_ROLES,
  CUSTOMER_ACCOUNT_ROLES,
  IVR_USER_ID_MAX,
  IVR_USER_ID_PATTERN,
  USER_CREATION_MODES,
  USER_SORT_FIELDS,
} from './users.values';

/**
 * The portal's users in the back office, across companies: the list with its filters, the detail and
 * edit, creation (invitation or temporary password), enabling, unlocking, the reset mail, a forced
 * password change, roles, sessions, IVR credentials and the export.
 */

export const AccountRole = z.enum(ACCOUNT_ROLES);
const UserId = z.uuid({ error: 'ERROR_NOT_FOUND' });
/** A user's id in a path (`/Detail/:Id`). */
export const UserIdParams = z.object({ Id: UserId });

const text = (max: number) => z.string().max(max, 'ERROR_FIELD_TOO_LONG');

/**
 * A person's data as the back office edits it, under registration's rules (spec §5): names and the
 * e-mail address required; phones in the strict format; the fiscal code checked when given (the
 * vendor's staff and users invited through an identity provider may have none, and phones likewise).
 */
const personFields = {
  FirstName: text(100),
  LastName: text(100),
  Email: text(254),
  FiscalCode: text(16).default(''),
  PhoneNumber: text(32).default(''),
  MobilePhone: text(32).default(''),
  LanguageId: z.number().int().min(1).max(2).default(1),
};

function checkPerson(input: EditedPerson, ctx: z.RefinementCtx) {
  for (const problem of checkEditedPerson(input)) ruleIssue(ctx, problem.path, { ok: false, ...problem });
}

const normalised = <T extends EditedPerson>(input: T): T => ({
  ...input,
  FirstName: input.FirstName.trim(),
  LastName: input.LastName.trim(),
  Email: input.Email.trim().toLowerCase(),
  FiscalCode: input.FiscalCode.trim().toUpperCase(),
  PhoneNumber: input.PhoneNumber.trim(),
  MobilePhone: input.MobilePhone.trim(),
});

/** What the edit page saves. */
export const UserInput = z
  .object({ Id: z.uuid(), ...personFields })
  .superRefine(checkPerson)
  .transform(normalised);
export type UserInput = z.input<typeof UserInput>;

const CompanyOfUser = z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() });

/** A row of the list. */
export const UserSummary = z
  .object({
    Id: z.string(),
    UserName: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    Company: CompanyOfUser,
    Role: AccountRole,
    Enabled: z.boolean(),
    /** Sign-in locked after repeated wrong passwords, until the lock ends or someone lifts it. */
    Locked: z.boolean(),
    SsoLinked: z.boolean(),
    MustChangePassword: z.boolean(),
    LastLoginAt: z.string().nullable(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'BackofficeUserSummary' });
export type UserSummary = z.infer<typeof UserSummary>;

/** The detail: the row, the person's data, the back-office role, sessions and identities. */
export const UserDetail = UserSummary.extend({
  FiscalCode: z.string(),
  PhoneNumber: z.string(),
  MobilePhone: z.string(),
  LanguageId: z.number().int(),
  /** Only for the vendor's staff: the back-office role they act with. */
  BackofficeRole: BackofficeRole.nullable(),
  LockedUntil: z.string().nullable(),
  /** False for users who sign in only through an identity provider. */
  HasPassword: z.boolean(),
  PasswordExpiresAt: z.string().nullable(),
  EmailVerified: z.boolean(),
  ActiveSessions: z.number().int(),
  Identities: z.array(IdentityOfUser),
  /** The voice-response service's user id; null when the user has no IVR access. */
  IvrUserId: z.string().nullable(),
  /** Since when the user has an authenticator app (decision 078); null: no second factor. */
  SecondFactorSince: z.string().nullable(),
}).meta({ id: 'BackofficeUserDetail' });
export type UserDetail = z.infer<typeof UserDetail>;

const flag = z.boolean().optional();

/** The list's filter (base64url JSON in the path). `LastLoginFrom` included, `LastLoginTo` excluded. */
export const UserFilter = sortedPageFilter(USER_SORT_FIELDS, 'UserName')
  .extend({
    Desc: z.boolean().default(false),
    /** Words each starting the first name, last name, user name or e-mail address. */
    Text: z.string().trim().max(100).optional(),
    CompanyId: int4Id.optional(),
    Role: AccountRole.optional(),
    Enabled: flag,
    Locked: flag,
    SsoLinked: flag,
    /** True: only users who never signed in. */
    NeverSignedIn: flag,
    LastLoginFrom: wireInstant.optional(),
    LastLoginTo: wireInstant.optional(),
  })
  .refine((f) => !f.LastLoginFrom || !f.LastLoginTo || new Date(f.LastLoginFrom) < new Date(f.LastLoginTo), {
    path: ['LastLoginTo'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type UserFilter = z.input<typeof UserFilter>;

export const listUsers = defineRoute({
  ...USERS_ROUTES.listUsers,
  summary: 'Back office: users of every company, searched, filtered, sorted and paged on the server',
  params: z.object({ filter: encodedFilter(UserFilter) }),
  response: pageOf(UserSummary),
});

export const getUser = defineRoute({
  ...USERS_ROUTES.getUser,
  summary: 'Back office: one user with company, roles, lock, sessions and identities',
  params: UserIdParams,
  response: UserDetail,
});

export const saveUser = defineRoute({
  ...USERS_ROUTES.saveUser,
  summary: "Back office: edit a user's names, e-mail, phones, fiscal code and language (audited)",
  body: UserInput,
  response: UserDetail,
});

/**
 * A new user of a company: by `invitation` (the invitation mail of decision 011; the person picks
 * user name and password), or with a temporary `password` that must be changed at the first sign-in.
 */
export const NewUserInput = z
  .object({
    Mode: z.enum(USER_CREATION_MODES),
    CompanyId: int4Id,
    Role: AccountRole,
    /** The back-office role of a new member of the vendor's staff (invitation only). */
    BackofficeRole: BackofficeRole.optional(),
    UserName: text(100).default(''),
    TemporaryPassword: text(128).default(''),
    ...personFields,
    FirstName: text(100).default(''),
    LastName: text(100).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.Mode === 'invitation') {
      ruleIssue(ctx, 'Email', checkEmail(input.Email));
      if (input.UserName.trim() !== '') ruleIssue(ctx, 'UserName', checkUserName(input.UserName));
      return;
    }
    checkPerson(input, ctx);
    checkGivenUserName(ctx, input.UserName);
    if (input.TemporaryPassword === '')
      ruleIssue(ctx, 'TemporaryPassword', { ok: false, key: 'ERROR_FIELD_REQUIRED' });
  })
  .transform((input) => ({ ...normalised(input), UserName: input.UserName.trim() }));
export type NewUserInput = z.input<typeof NewUserInput>;

/** A user name given by the back office: required, under registration's rules. */
function checkGivenUserName(ctx: z.RefinementCtx, userName: string) {
  if (userName.trim() === '') ruleIssue(ctx, 'UserName', { ok: false, key: 'ERROR_FIELD_REQUIRED' });
  else ruleIssue(ctx, 'UserName', checkUserName(userName));
}

/**
 * A row of the users import (decision 041): the edit page's person rules, a user name as creation
 * with a password takes it, the company by its VAT code, and a customer's account role (the vendor's
 * staff are never imported).
 */
export const UserImportRow = z
  .object({
    UserName: text(100),
    CompanyVatCode: z.string().trim().toUpperCase().min(1, 'ERROR_FIELD_REQUIRED'),
    Role: z.enum(CUSTOMER_ACCOUNT_ROLES, { error: 'ERROR_BAD_ROLE' }),
    ...personFields,
  })
  .superRefine((input, ctx) => {
    checkPerson(input, ctx);
    checkGivenUserName(ctx, input.UserName);
  })
  .transform((input) => ({ ...normalised(input), UserName: input.UserName.trim() }));
export type UserImportRow = z.output<typeof UserImportRow>;

export const createUser = defineRoute({
  ...USERS_ROUTES.createUser,
  summary: 'Back office: invite a user to a company, or create one with a temporary password (audited)',
  body: NewUserInput,
  response: z.object({
    /** The new user, when created with a password; null for an invitation (the person completes it). */
    UserId: z.string().nullable(),
    InvitationId: z.string().nullable(),
  }),
});

export const UserSelection = z
  .object({ Ids: z.array(z.uuid()).min(1).max(MAX_PAGE_SIZE), Enabled: z.boolean() })
  .meta({ id: 'BackofficeUserSelection' });

export const enableUsers = defineRoute({
  ...USERS_ROUTES.enableUsers,
  summary:
    'Back office: enable or disable the selected users, all or none; the disabled are signed out (audited)',
  body: UserSelection,
  response: z.object({ Updated: z.number().int() }),
});

const Done = z.object({ Done: z.literal(true) });

export const unlockUser = defineRoute({
  ...USERS_ROUTES.unlockUser,
  summary: "Back office: lift the lock that wrong passwords put on a user's sign-in (audited)",
  params: UserIdParams,
  response: Done,
});

export const sendPasswordReset = defineRoute({
  ...USERS_ROUTES.sendPasswordReset,
  summary: 'Back office: e-mail the user a password-reset code, as the reset page does (audited)',
  params: UserIdParams,
  response: Done,
});

export const forcePasswordChange = defineRoute({
  ...USERS_ROUTES.forcePasswordChange,
  summary: 'Back office: the user must change the password at the next sign-in (audited)',
  params: UserIdParams,
  response: Done,
});

export const UserRolesInput = z
  .object({ Id: z.uuid(), Role: AccountRole, BackofficeRole: BackofficeRole.optional() })
  .meta({ id: 'BackofficeUserRoles' });

export const setUserRoles = defineRoute({
  ...USERS_ROUTES.setUserRoles,
  summary:
    "Back office: a user's account role (user or company admin; operator or admin for the vendor's staff) and back-office role (audited)",
  body: UserRolesInput,
  response: UserDetail,
});

export const ActiveSession = z
  .object({ StartedAt: z.string(), LastSeenAt: z.string(), SingleSignOn: z.boolean() })
  .meta({ id: 'BackofficeActiveSession' });
export type ActiveSession = z.infer<typeof ActiveSession>;

export const listUserSessions = defineRoute({
  ...USERS_ROUTES.listUserSessions,
  summary: "Back office: the user's active sessions, most recent first",
  params: UserIdParams,
  response: z.array(ActiveSession),
});

export const endUserSessions = defineRoute({
  ...USERS_ROUTES.endUserSessions,
  summary: 'Back office: end every session of the user now (audited)',
  params: UserIdParams,
  response: Done,
});

export const IvrAssignment = z
  .object({
    Id: z.uuid(),
    /** The IVR user id; empty takes the user's IVR access away. */
    IvrUserId: z
      .string()
      .trim()
      .max(IVR_USER_ID_MAX, 'ERROR_FIELD_TOO_LONG')
      .regex(IVR_USER_ID_PATTERN, 'ERROR_SPECIAL_CHARS'),
  })
  .meta({ id: 'BackofficeIvrAssignment' });

export const assignIvr = defineRoute({
  ...USERS_ROUTES.assignIvr,
  summary:
    'Back office: give a user an IVR user id (a new one gets a PIN, answered once), change it, or take IVR access away (audited)',
  body: IvrAssignment,
  response: z.object({ IvrUserId: z.string().nullable(), Pin: z.string().nullable() }),
});

export const resetIvrPin = defineRoute({
  ...USERS_ROUTES.resetIvrPin,
  summary: 'Back office: a new random IVR PIN for the user, answered once (audited, without the PIN)',
  params: UserIdParams,
  response: z.object({ Pin: z.string() }),
});

export const exportUsers = defineRoute({
  ...USERS_ROUTES.exportUsers,
  summary: 'Back office: the filtered, sorted users as CSV (semicolon-separated) in the chosen code page',
  params: z.object({ filter: encodedFilter(UserFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
