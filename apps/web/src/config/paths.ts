/**
 * Every route path of the web app, in one place, so that links and the router cannot drift apart.
 * Features add their paths here; pages link with `paths.x.y`, never with a literal string.
 */
export const paths = {
  home: '/',
  support: {
    tickets: '/support/tickets',
    knowledgeBase: '/support/knowledge-base',
  },
  account: {
    profile: '/account/profile',
    company: '/account/company',
  },
} as const;
