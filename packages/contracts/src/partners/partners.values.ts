// Plain data of partners.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * What a partner application may be allowed to do (decision 080), as OAuth 2.0 scopes: look up the
 * portal users linked to its users, link one (a code mailed to the portal user proves it), and read
 * the disclaimers it must show before linking.
 */
export const PARTNER_SCOPES = ['users.read', 'users.link', 'disclaimers.read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** The OAuth 2.0 token endpoint (RFC 6749 §3.2), relative to the portal's address. */
export const PARTNER_TOKEN_PATH = '/api/vlc/oauth/token';

/** A partner's own key of its user: what it knows its user by. */
export const PARTNER_USER_KEY_MAX = 200;

/** Keys one `multi` lookup takes at most (comma-separated in the path). */
export const PARTNER_MULTI_MAX = 100;

/** Links one page of the `all` lookup returns at most. */
export const PARTNER_PAGE_MAX = 1000;
