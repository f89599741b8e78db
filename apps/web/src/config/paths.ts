/**
 * Every route path of the web app, in one place, so that links and the router cannot drift apart.
 * Features add their paths here; pages link with `paths.x.y`, never with a literal string.
 * The PascalCase paths are the spec's page names (links from e-mails and the old portal keep working;
 * the router matches paths case-insensitively).
 */
export const paths = {
  /** The site root is the landing and login page (spec §2); signed-in users are sent on to `home`. */
  login: '/',
  home: '/home',
  /** Single-sign-on landing page: the server sends the browser here with a one-time handle or an error. */
  sso: '/sso',
  /** Registration (spec §2 wizard), also offered to a single-sign-on identity with no linked user. */
  register: '/register',
  /** The invitation wizard (spec §2), opened by the e-mailed link: a single-use token and the address. */
  invitation: '/invitation/:token/:email',
  changePassword: '/ChangePassword',
  /**
   * The sign-in's second step (decision 078): the authenticator's code, or setting one up when the
   * account requires it; `returnUrl` is kept for where the sign-in goes afterwards.
   */
  secondFactor: '/second-factor',
  /** The disclaimers to answer after sign-in when new ones or new versions wait (decision 059). */
  disclaimers: '/Disclaimers',
  /** Retrieve credentials (spec §2): `?mode=username` asks the user name, `?mode=password` resets the password. */
  retrieveCredentials: '/retrieve-credentials',
  /** The reset on its own page (the e-mailed link adds `?user=<name>&lg=<id>`). */
  resetPassword: '/reset-password',
  /** Retrieve info (spec §2): `?mode=1..4` picks ask user name, no user name, unable to create ticket, other request. */
  retrieveInfo: '/retrieve-info',
  changeCompanyParent: '/ChangeCompanyParent',
  /** The one-click unsubscribe link of every campaign mail (decision 075): public, signed by its token. */
  unsubscribe: '/unsubscribe/:token',
  /** The portal's own privacy notice, linked from the forms unless PRIVACY_URL names the vendor's. */
  privacy: '/privacy',
  support: {
    tickets: '/support/tickets',
    knowledgeBase: '/support/knowledge-base',
  },
  /** Customer news area: communications addressed to the user's company and role. */
  news: '/news',
  newsItem: '/news/:id',
  /** The customer's reservations: book a service, their appointments, a product demo (decision 082). */
  reservations: '/reservations',
  /** The customer's paid services: the catalogue offered to their company and its requests (decision 086). */
  payServices: '/pay-services',
  /** The customer's toolkit: their products' files (tools, manuals, forms, updates) to download (decision 084). */
  toolkit: '/toolkit',
  /** The back office (operators and admins only); its pages load as a separate bundle. */
  backoffice: {
    root: '/backoffice',
    /** The operator's day: where the back office opens for whoever works tickets. */
    day: '/backoffice/day',
    communications: '/backoffice/communications',
    communication: '/backoffice/communications/:id',
    companies: '/backoffice/companies',
    company: '/backoffice/companies/:id',
    tags: '/backoffice/tags',
    users: '/backoffice/users',
    user: '/backoffice/users/:id',
    userNew: '/backoffice/users/new',
    userEdit: '/backoffice/users/:id/edit',
    identities: '/backoffice/identities',
    helpdesk: '/backoffice/helpdesk',
    helpdeskTicket: '/backoffice/helpdesk/:id',
    supportPlans: '/backoffice/support-plans',
    subscriptions: '/backoffice/subscriptions',
    businessCalendar: '/backoffice/business-calendar',
    chat: '/backoffice/chat',
    audit: '/backoffice/audit',
    roles: '/backoffice/roles',
    roleGrants: '/backoffice/role-permissions',
    settings: '/backoffice/settings',
    capabilities: '/backoffice/capabilities',
    /** Partner applications (decision 080) and, beside them, their links to portal users. */
    partners: '/backoffice/partners',
    partner: '/backoffice/partners/:id',
    partnerLinks: '/backoffice/partners/links',
    disclaimers: '/backoffice/disclaimers',
    /** `new` for a disclaimer to publish. */
    disclaimer: '/backoffice/disclaimers/:id',
    consents: '/backoffice/consents',
    mail: '/backoffice/mail',
    serverErrors: '/backoffice/server-errors',
    popups: '/backoffice/popups',
    templates: '/backoffice/templates',
    /** `new` for a template to create. */
    template: '/backoffice/templates/:id',
    /** Campaigns and audiences (decision 075): one menu entry, the campaigns first. */
    campaigns: '/backoffice/mailing',
    /** `new` for a campaign to write. */
    campaign: '/backoffice/mailing/campaigns/:id',
    audiences: '/backoffice/mailing/audiences',
    /** `new` for an audience to create. */
    audience: '/backoffice/mailing/audiences/:id',
    /** The campaigns offered to customers (the tutor programme, talks events), not the mailing's. */
    customerCampaigns: '/backoffice/campaigns',
    /** The applications, talk proposals and registrations customers sent to them. */
    customerCampaignEntries: '/backoffice/campaigns/entries',
    /** Reservations (decision 082): the appointments first, then the services and the demo requests. */
    reservations: '/backoffice/reservations',
    reservationServices: '/backoffice/reservations/services',
    reservationRequests: '/backoffice/reservations/requests',
    /** The operators' calendar: appointments, absences and due CRM actions (decision 082). */
    calendar: '/backoffice/calendar',
    /** Companies' IBANs and SEPA mandates (decision 085). */
    ibans: '/backoffice/ibans',
    /** Paid services (decision 086): the requests' queue first, then the catalogue and its types. */
    payRequests: '/backoffice/pay-services',
    payServices: '/backoffice/pay-services/catalogue',
    payTypes: '/backoffice/pay-services/types',
    /** The toolkit's files (decision 084) and one file with its versions and downloads. */
    toolkit: '/backoffice/toolkit',
    toolkitFile: '/backoffice/toolkit/:id',
  },
  account: {
    profile: '/account/profile',
    company: '/account/company',
    /** The company's IBAN for direct debit and its SEPA mandate: its administrators' (decision 085). */
    iban: '/account/iban',
  },
} as const;

/** Query parameters that carry the page to go back to (spec §2: returnUrl on the login page, redirectUrl on ChangeCompanyParent). */
export const RETURN_URL_PARAM = 'returnUrl';
export const REDIRECT_URL_PARAM = 'redirectUrl';
