// Plain data of knowledge-base.contract.ts: the web app uses it without loading the schemas
// (decision 022).

/** Where the portal posts the token (form field `token`), and the iframe's pages. */
export const KB_PATH = '/kb';
export const KB_TOKEN_FIELD = 'token';
