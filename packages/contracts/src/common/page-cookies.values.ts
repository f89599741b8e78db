// Cookies that the web app's scripts read and the server reads when it sends a page (decision 044).
// Neither grants anything: the session itself stays in its HttpOnly cookie.

/**
 * Set and cleared with the session cookie: this browser holds a session. The web app asks who is
 * signed in (GET /api/Auth/session, 401 when no one is) only when it is there, and the server sends
 * the pre-rendered sign-in page only when it is not.
 */
export const SIGNED_IN_HINT_COOKIE = 'sportello.signedin';

/** The visitor's language choice (the numeric language id), so that the first page arrives in it. */
export const LANGUAGE_COOKIE = 'sportello.lang';
