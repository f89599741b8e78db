import { z } from 'zod';
import { PublicBrand } from '../backoffice/settings.contract';
import { PASSWORD_MIN_LENGTH_RANGE } from '../backoffice/settings.values';
import { int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { LOGIN_ROUTES } from './login.routes';
import { SECOND_FACTOR_STEPS } from './second-factor.values';

/** A company as the login and the header show it: VAT number and name. */
export const CompanyRef = z.object({ VatCode: z.string(), Name: z.string() }).meta({ id: 'CompanyRef' });
export type CompanyRef = z.infer<typeof CompanyRef>;

/**
 * Spec §3 Login data: UserName, the password, and — on the second call after the parent choice —
 * ParentCode (the chosen parent's VAT number). `Isp` is the selected identity-provider user of the
 * single-sign-on flow. While a pending sign-in waits for the parent choice, the second call may omit
 * the password: the pending session already proved it.
 */
export const LoginData = z
  .object({
    UserName: z.string().trim().min(1, 'ERROR_EMPTY_USER').max(100, 'ERROR_INVALID_PASSWORD'),
    Password: z.string().max(200, 'ERROR_INVALID_PASSWORD').optional(),
    ParentCode: z.string().trim().max(16).optional(),
    Isp: z.object({ UserId: z.string().max(100) }).optional(),
  })
  .meta({ id: 'LoginData' });
export type LoginData = z.infer<typeof LoginData>;

/**
 * Spec §3 Login result (field spelling kept: IsPassowrdExpired). `ParentCode` is the active parent:
 * null while the user still has to choose among several `CompanyParents`.
 */
export const LoginResult = z
  .object({
    UserName: z.string(),
    IsPassowrdExpired: z.boolean(),
    MustChangePassword: z.boolean(),
    Language: z.object({ Id: int4Id }),
    Company: CompanyRef.extend({ CompanyParents: z.array(CompanyRef) }),
    ParentCode: z.string().nullable(),
    /**
     * Disclaimers of the user's company type not yet answered at their current version (decision
     * 059): the user answers them (getuseremptydisclaimers, signdisclaimers) before anything else.
     */
    DisclaimersPending: z.boolean().optional(),
    /**
     * What the sign-in still has to prove before it is complete (decision 078): a second factor to
     * `verify`, or one to `enrol`; null or absent when nothing is left.
     */
    SecondFactor: z.enum(SECOND_FACTOR_STEPS).nullable().optional(),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

export const login = defineRoute({
  ...LOGIN_ROUTES.login,
  summary:
    'Sign in with user name and password; a second call names the company parent when there are several',
  body: LoginData,
  response: LoginResult,
});

export const logout = defineRoute({
  ...LOGIN_ROUTES.logout,
  summary: 'End the session; after a single sign-on, RedirectUrl ends the identity provider’s session too',
  response: z.object({ Done: z.literal(true), RedirectUrl: z.string().nullable().optional() }),
});

export const Role = z.enum(['user', 'company_admin', 'operator', 'admin']);
export type Role = z.infer<typeof Role>;

/** Who is signed in, for the web app's header, menus and guards. */
export const SessionInfo = z
  .object({
    User: z.object({
      UserName: z.string(),
      FirstName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      /** Whether the user proved the address with an e-mailed code (the profile offers it until then). */
      EmailVerified: z.boolean(),
      Role: Role,
    }),
    Company: CompanyRef.extend({ CompanyParents: z.array(CompanyRef) }),
    ParentCode: z.string().nullable(),
    Language: z.object({ Id: int4Id }),
    IsLocalLogin: z.boolean(),
    MustChangePassword: z.boolean(),
    /** Disclaimers to answer before anything else (decision 059); the guards send the user to them. */
    DisclaimersPending: z.boolean().optional(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const getSession = defineRoute({
  ...LOGIN_ROUTES.getSession,
  summary:
    'The signed-in user, company, active parent and language (401 ERROR_EMPTY_SESSION when signed out)',
  response: SessionInfo,
});

export const changeCompanyParent = defineRoute({
  ...LOGIN_ROUTES.changeCompanyParent,
  summary: 'Switch the active company parent of the session',
  body: z.object({ ParentCode: z.string().trim().min(1, 'ERROR_BAD_PARENT').max(16, 'ERROR_BAD_PARENT') }),
  response: SessionInfo,
});

export const setSessionLanguage = defineRoute({
  ...LOGIN_ROUTES.setSessionLanguage,
  summary: "Remember the signed-in user's language",
  body: z.object({ Id: int4Id }),
  response: z.object({ Id: int4Id }),
});

/**
 * Change password (spec §5): the current password, the new one twice. The new one follows the
 * password policy with the user's names (ERROR_PASSOWRD_INVALID), must match its confirmation
 * (ERROR_PASSOWRD_NOMATCH) and differ from the current one.
 */
export const ChangePasswordData = z
  .object({
    OldPassword: z.string().min(1, 'ERROR_INVALID_PASSWORD').max(200, 'ERROR_INVALID_PASSWORD'),
    NewPassword: z.string().min(1, 'ERROR_PASSOWRD_INVALID').max(200, 'ERROR_PASSOWRD_INVALID'),
    NewPassword2: z.string().max(200, 'ERROR_PASSOWRD_NOMATCH'),
  })
  .meta({ id: 'ChangePasswordData' });
export type ChangePasswordData = z.infer<typeof ChangePasswordData>;

export const changePassword = defineRoute({
  ...LOGIN_ROUTES.changePassword,
  summary: 'Change the signed-in user’s password (required when expired or flagged)',
  body: ChangePasswordData,
  response: z.object({ Done: z.literal(true) }),
});

/** Spec §3 Company local-login info. */
export const CompanyLocalLoginInfo = z
  .object({ AccessLocal: z.boolean(), ForceTsid: z.boolean() })
  .meta({ id: 'CompanyLocalLoginInfo' });

export const getCompanyLocalLogin = defineRoute({
  ...LOGIN_ROUTES.getCompanyLocalLogin,
  summary: 'Whether a company’s users may sign in locally, and whether single sign-on is forced',
  params: z.object({ vat: z.string().trim().min(1).max(16) }),
  response: CompanyLocalLoginInfo,
});

/** The identity providers the portal knows: the spec's version 2 and version 3. */
export const SsoProviderId = z.enum(['v2', 'v3']);
export type SsoProviderId = z.infer<typeof SsoProviderId>;

/** A configured identity provider, for its sign-in button. */
export const SsoProviderInfo = z.object({ Id: SsoProviderId, Name: z.string(), Version: z.number().int() });
export type SsoProviderInfo = z.infer<typeof SsoProviderInfo>;

/** Public page settings the web needs before anyone signs in. */
export const PortalSettings = z
  .object({
    Maintenance: z.boolean(),
    MaintenanceUrl: z.string(),
    CustomerHubUrl: z.string(),
    /** The privacy notice the forms link to; absent, the portal's own page (/privacy). */
    PrivacyUrl: z.string().optional(),
    /**
     * Whether the reset and user-name pages show their failures (spec §8). When false, every failure
     * there reads as success, so that nothing about accounts or the service can be learned.
     */
    ShowPageErrors: z.boolean(),
    /** The shortest password the portal takes (spec §5, configured); the forms say it and check it. */
    PasswordMinLength: z.number().int().min(PASSWORD_MIN_LENGTH_RANGE.min).max(PASSWORD_MIN_LENGTH_RANGE.max),
    SsoProviders: z.array(SsoProviderInfo).optional(),
    /**
     * Maintenance under way or due within a week (decision 058), for the signed-in users' banner;
     * absent when none. `From` null: under way since it was switched on; `To` null: until switched off.
     */
    MaintenanceNotice: z
      .object({ From: z.string().nullable(), To: z.string().nullable(), Message: z.string() })
      .optional(),
    /** The vendor's brand (decision 069): name, colour, logo, favicon, contacts and legal links. */
    Brand: PublicBrand,
    /** The pop-up banner's random delay (spec §9) where the page sets none of its own. */
    PopupDelay: z.object({ MinMs: z.number().int(), MaxMs: z.number().int() }),
  })
  .meta({ id: 'PortalSettings' });
export type PortalSettings = z.infer<typeof PortalSettings>;

export const getPortalSettings = defineRoute({
  ...LOGIN_ROUTES.getPortalSettings,
  summary: 'Public settings of the portal (maintenance, redirect targets)',
  response: PortalSettings,
});
