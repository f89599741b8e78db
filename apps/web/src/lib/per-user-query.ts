/**
 * Options of a query whose answer depends on who is signed in: it is dropped as soon as no page
 * shows it, so that the next user of the same tab (after a sign-out) never sees the previous
 * user's data.
 */
export const PER_USER = { gcTime: 0 } as const;
