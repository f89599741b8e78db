import { z } from 'zod';
import { IdentityOfUser } from '../backoffice/identities.contract';
import { defineRoute } from '../common/route';
import { LoginResult, SsoProviderId } from './login.contract';
import { SSO_ROUTES } from './sso.routes';

/**
 * Spec §3 ISP user. For the identity itself `UserId` is the provider's subject; in `Users` lists it is
 * the local user's id. `Company` is the local user's company (VAT number as Code).
 */
export const IspUser = z
  .object({
    UserId: z.string(),
    UserName: z.string(),
    IsValid: z.boolean(),
    Company: z.object({ Code: z.string(), Name: z.string() }),
    IspEmail: z.string(),
  })
  .meta({ id: 'IspUser' });
export type IspUser = z.infer<typeof IspUser>;

/**
 * Spec §3 ISP login response. `ActionRequest` tells the web where to go when no local user is linked
 * (link with local credentials, or register). `Login` is the sign-in result once a user is chosen.
 */
export const IspLoginResponse = z
  .object({
    Total: z.number().int(),
    HasIspConnection: z.boolean(),
    HasSingleUser: z.boolean(),
    Users: z.array(IspUser),
    IspUser: IspUser,
    ActionRequest: z
      .object({ UrlRedirect: z.string(), Parameters: z.record(z.string(), z.string()) })
      .nullable(),
    Login: LoginResult.nullable(),
  })
  .meta({ id: 'IspLoginResponse' });
export type IspLoginResponse = z.infer<typeof IspLoginResponse>;

/**
 * Where the browser goes to sign in with a provider: a redirect to its authorize URL. The page to
 * come back to afterwards stays in the browser (decision 019): the server takes no return URL, so
 * none can be turned into an open redirect.
 */
export const startSso = defineRoute({
  ...SSO_ROUTES.startSso,
  summary: 'Redirect to the identity provider (authorization-code flow with PKCE, state and nonce)',
  params: z.object({ provider: SsoProviderId }),
  querystring: z.object({
    /** 1 when started from the local sign-in form: with no linked user, offer linking, not registration. */
    local: z.enum(['0', '1']).optional(),
  }),
  response: z.null(),
});

export const ssoCallback = defineRoute({
  ...SSO_ROUTES.ssoCallback,
  summary:
    'Authorization response from the identity provider; redirects to the landing page with a one-time handle',
  querystring: z.object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(1024).optional(),
    iss: z.string().max(1024).optional(),
  }),
  response: z.null(),
});

export const parseIspToken = defineRoute({
  ...SSO_ROUTES.parseIspToken,
  summary: 'Redeem the one-time handle of the landing page for the identity (single use, short-lived)',
  querystring: z.object({ token: z.string().min(1, 'ERROR_ISP_TOKEN').max(200, 'ERROR_ISP_TOKEN') }),
  response: IspUser,
});

export const loginSso = defineRoute({
  ...SSO_ROUTES.loginSso,
  summary:
    'Sign in with the redeemed identity: one linked user signs in, several are listed, none asks to link or register',
  body: z.object({
    /** The local user chosen from the list. */
    UserId: z.string().uuid().optional(),
    /** The company remembered from this identity's previous sign-in (VAT number). */
    CompanyCode: z.string().max(16).optional(),
    ParentCode: z.string().max(16).optional(),
  }),
  response: IspLoginResponse,
});

export const saveIspUser = defineRoute({
  ...SSO_ROUTES.saveIspUser,
  summary: 'Link the redeemed identity to a local user, proven by its password, and sign in',
  body: z.object({
    UserName: z.string().trim().min(1, 'ERROR_EMPTY_USER').max(100, 'ERROR_ISP_LINK'),
    Password: z.string().min(1, 'ERROR_INVALID_PASSWORD').max(200, 'ERROR_INVALID_PASSWORD'),
  }),
  response: IspLoginResponse,
});

export const getIspUsers = defineRoute({
  ...SSO_ROUTES.getIspUsers,
  summary: 'Local users linked to the redeemed identity (identity-token lookup by subject id)',
  params: z.object({ subject: z.string().min(1).max(255) }),
  response: z.array(IspUser),
});

/**
 * Whether this browser holds a redeemed identity not yet used (the binding of `ispparsetoken`): the
 * registration and invitation wizards ask before sending the user to the provider, so that a user
 * who just came back is not sent there again. `Identity` is the person the provider vouched for,
 * which the wizards start from: only the browser holding the binding (an HttpOnly cookie) hears it,
 * so that it never travels in an address.
 */
export const getBoundIdentity = defineRoute({
  ...SSO_ROUTES.getBoundIdentity,
  summary: 'Whether this browser holds a redeemed single-sign-on identity not yet used, and whose',
  response: z.object({
    Bound: z.boolean(),
    Identity: z.object({ Email: z.string(), FirstName: z.string(), LastName: z.string() }).nullable(),
  }),
});

/** The signed-in user's own identity-provider links, for their profile: oldest first. */
export const listOwnIdentities = defineRoute({
  ...SSO_ROUTES.listOwnIdentities,
  summary: "The signed-in user's identity-provider links",
  response: z.array(IdentityOfUser),
});

/**
 * The user removes one of their own links: that identity no longer signs them in. The last link of a
 * user without a portal password is kept (409 ERROR_ISP_UNLINK_LAST); another user's is not found.
 */
export const unlinkOwnIdentity = defineRoute({
  ...SSO_ROUTES.unlinkOwnIdentity,
  summary: 'Remove one of the signed-in user’s identity-provider links',
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: z.object({ Done: z.literal(true) }),
});
