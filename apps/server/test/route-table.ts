import type { CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import type { FastifyInstance } from 'fastify';
import { partnerClient, type RegisteredPartner, registerPartner } from './partner-client';
import type { RecordedRoute } from './route-inventory';
import { signedIn, TestClient } from './test-client';
import { DEMOTED_ADMIN, VENDOR_CUSTOMER } from './vendor-staff';

/**
 * Who may call what, written out by hand for every route of the portal — deliberately not read from
 * the `access` declarations the guard enforces, so that a route declared `public` by mistake fails
 * here. The route matrices (access, anti-forgery, fuzz) compare Fastify's own route table with this
 * file: a route without a row, or without an exemption with its reason, fails them.
 */

export const CALLERS = [
  'anonymous',
  'userA',
  'adminA',
  'userB',
  'pendingPassword',
  'operator',
  'admin',
  'demotedAdmin',
  'vendorCustomer',
  'partner',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Company A is Rossi Impianti (signed in under its parent Studio Bianchi), company B Neri Trasporti;
 * paolo.verdi of company A must change his password; the operator and the admin are the vendor's,
 * and so is the demoted admin: an admin account whose back-office role an admin changed to viewer
 * (decision 015), which `addDemotedAdmin` (vendor-staff.ts) adds before the matrix runs; and a
 * customer account inside the vendor's company, which `addVendorCustomer` adds: a company
 * administrator by its role, who gets what company A's administrator gets but for managing anyone
 * (decision 056).
 */
const ACCOUNTS: Record<
  Exclude<Caller, 'anonymous' | 'partner'>,
  { userName: string; parentCode?: string }
> = {
  userA: { userName: 'lucia.bianchi', parentCode: '12345678903' },
  adminA: { userName: 'mario.rossi', parentCode: '12345678903' },
  userB: { userName: 'lucia.bianchi.neri' },
  pendingPassword: { userName: 'paolo.verdi', parentCode: '12345678903' },
  operator: { userName: 'operatore@sportello.demo' },
  admin: { userName: 'admin@sportello.demo' },
  demotedAdmin: { userName: DEMOTED_ADMIN },
  vendorCustomer: { userName: VENDOR_CUSTOMER },
};

/** A browser-like client of the caller, signed in (or not, for `anonymous`). */
export async function clientOf(app: FastifyInstance, caller: Caller): Promise<TestClient> {
  if (caller === 'anonymous') return new TestClient(app);
  if (caller === 'partner') return partnerClient(app, await matrixPartner(app));
  const { userName, parentCode } = ACCOUNTS[caller];
  return signedIn(app, userName, parentCode);
}

/** The partner application of a test app's matrices: every scope, and a rate no matrix reaches. */
const matrixPartners = new WeakMap<FastifyInstance, Promise<RegisteredPartner>>();
function matrixPartner(app: FastifyInstance): Promise<RegisteredPartner> {
  let partner = matrixPartners.get(app);
  if (!partner) {
    partner = registerPartner(app, { Name: 'Partner delle matrici', RatePerMinute: 100_000 });
    matrixPartners.set(app, partner);
  }
  return partner;
}

/**
 * What a caller gets:
 * - `ok`: the route's own answer (2xx, or a 4xx of its validation or rules) — never the guard's refusal;
 * - `401`: ERROR_EMPTY_SESSION; `403`: ERROR_FORBIDDEN; `pwd`: 403 ERROR_PASSWORD_CHANGE_REQUIRED;
 * - `page401`: the knowledge base's 401 page (its own session, opened only by a single-use token);
 * - `token`: 401 ERROR_PARTNER_TOKEN, a partner call's refusal of anything but a partner's token.
 * The `partner` caller (an application with an OAuth token and no cookie) gets what `anonymous` gets
 * unless a row says otherwise in a tenth column: a token opens only the partner calls (decision 080).
 */
export type Expected = 'ok' | '401' | '403' | 'pwd' | 'page401' | 'token';
type Row = readonly [
  Expected,
  Expected,
  Expected,
  Expected,
  Expected,
  Expected,
  Expected,
  Expected,
  Expected,
  partner?: Expected,
];

// biome-ignore format: a table reads best aligned
const ACCESS_ROWS: Record<string, Row> = {
  //                                                          anonymous userA  adminA userB  pending operator admin  demoted vendorCustomer
  // Operations, documentation-free basics and the anti-forgery token: anyone.
  'GET /healthz':                                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /readyz':                                                ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /metrics':                                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/antiforgery':                                  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/App/getlanguages':                                  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/App/settings':                                      ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/App/brand/:Id':                                     ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/App/availabilities':                                ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Undelivered mail: the back office's admins (by back-office role, not account role).
  'GET /api/App/mail/failed':                                   ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Mail/Failed/Filters/:filter':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Mail/Failed/Detail/:Id':                            ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Mail/Failed/Retry':                                ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Mail/Failed/Discard':                              ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Mail/Failed/Export/:filter':                        ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Server errors (decision 068): the back office's admins read and export them, nobody changes them.
  'GET /api/ServerErrors/Filters/:filter':                      ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/ServerErrors/Detail/:Id':                           ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/ServerErrors/Export/:filter':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Sign-in, session, sign-out.
  'POST /api/Auth/login':                                       ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/logout':                                      ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/session':                                      ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/language':                                    ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/changepassword':                              ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/changeparent':                                ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // The second factor (decision 078): the sign-in flow's own calls take any session whose password
  // is proven (a pending second factor too: see the access matrix's pending caller); removing it and
  // renewing recovery codes are a signed-in user's; a company's rule its administrators'; the reset staff's.
  'GET /api/Auth/SecondFactor':                                 ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Verify':                         ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Totp/Start':                     ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Totp/Confirm':                   ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Totp/Remove':                    ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/RecoveryCodes':                  ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey/Options':                ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey':                        ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey/Challenge':              ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey/Verify':                 ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey/Rename':                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/SecondFactor/Passkey/Remove':                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // A passkey that signs in without the password: anyone may try, as at the sign-in page.
  'POST /api/Auth/Passkey/Options':                             ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/Passkey/Login':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Company/SecondFactor/Required':                    ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', 'ok' ],
  'POST /api/User/SecondFactor/Reset/:Id':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/User/preferences':                                   ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/preferences':                                  ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/User/profile':                                       ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/profile':                                      ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Company/login/local/exists/vatcode/:vat':           ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Captcha.
  'GET /api/auth/captcha':                                      ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/auth/captcha/challenge':                            ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/auth/recaptcha/validate':                          ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Single sign-on: the identity travels in its own cookie, not in a session.
  'GET /api/Auth/sso/:provider/start':                          ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/sso/callback':                                 ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/sso/return':                                   ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/ispparsetoken':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/isp/bound':                                    ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // A user's own identity-provider links (the profile): anyone signed in, for themselves only.
  // A back-office person's own views of a list: every member of the staff, for themselves.
  'GET /api/BackOffice/Views/:List':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Views/Save':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Views/Delete':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  // Partner applications (decision 080): the token endpoint is anyone's (the credentials are the
  // proof); their calls take a partner's token only, refusing every session (tenth column: partner).
  'POST /api/vlc/oauth/token':                                  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/vlc/vialibera/getuserfromwrapper/:x/':              ['token','token','token','token','token','token','token','token','token','ok'],
  'GET /api/vlc/vialibera/getuserfromwrapper/multi/:x/':        ['token','token','token','token','token','token','token','token','token','ok'],
  'GET /api/vlc/vialibera/getuserfromwrapper/all/':             ['token','token','token','token','token','token','token','token','token','ok'],
  'GET /api/vlc/vialibera/InfoDisclaimer/Params/:x/':           ['token','token','token','token','token','token','token','token','token','ok'],
  'POST /api/vlc/User/Verify/Internal/':                        ['token','token','token','token','token','token','token','token','token','ok'],
  'POST /api/vlc/User/Code/Internal/':                          ['token','token','token','token','token','token','token','token','token','ok'],
  // A user's own links to partner applications (the profile); the back office's registry of them.
  'GET /api/User/PartnerLinks':                                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'DELETE /api/User/PartnerLinks/:Id':                          ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Partner/Filters/:filter':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Partner/Detail/:Id':                                ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Partner/Save':                                     ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Partner/Secret/Rotate':                            ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/Partner/Delete/:Id':                             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Partner/Links/:filter':                             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'DELETE /api/Partner/Links/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Auth/isp/mine':                                     ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'DELETE /api/Auth/isp/mine/:Id':                              ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/loginsso':                                    ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/saveispuser':                                 ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Auth/isp/users/:subject':                           ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Recovery and secure codes: for people who cannot sign in.
  'POST /api/Auth/resetpasswordrequest':                        ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/resetpassword':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/UserName/find':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/getsecurecode':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Company/login/securecode/:code/verify/:vat':        ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/verifyemailrequest':                          ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/verifyemail':                                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // Support requests (public forms) and the support area (signed in).
  'POST /api/Support/Request':                                  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/Request/Data':                                ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/Support/Request/Wrc/Join/Default':            ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Support/Tickets':                                   ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Support/Tickets':                                  ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Support/Tickets/:id':                               ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Support/Tickets/:id/Messages':                     ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Support/Tickets/:id/Close':                        ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Support/Tickets/:id/Attachments/:attachmentId':     ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // A premium subscriber's call-back request: customers only (the service refuses those without the plan).
  'POST /api/Support/Callback':                                ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  // A customer's own support plan (decision 036).
  'GET /api/Support/Plan':                                     ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // The helpdesk: every back-office role reads the queue; operators and admins work tickets.
  'GET /api/Helpdesk/Tickets/Filters/:filter':                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Tickets/Detail/:id':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Tickets/Context/:id':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Tickets/History/:id':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Tickets/:id/Assign':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/:id/State':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/:id/Priority':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/:id/Tags':                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/:id/Merge':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/:id/Messages':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Tickets/Bulk':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Helpdesk/Operators':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Dashboard':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Counts':                                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Helpdesk/Signature':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Signature':                              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Helpdesk/Events':                                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  // Publishing an analysis or report for a company: who may open tickets (operators and admins).
  'POST /api/Helpdesk/Items':                                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // Support plans, subscriptions and the business calendar: read by all of the back office, changed by admins.
  'GET /api/Helpdesk/Plans':                                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Plans/Save':                             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Helpdesk/Plans/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Helpdesk/Subscriptions/Filters/:filter':           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Subscriptions/Save':                     ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Helpdesk/Subscriptions/Delete/:Id':               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Helpdesk/Calendar':                                ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Calendar/Save':                          ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Helpdesk/Calendar/Preview':                        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Settings':                                         ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Settings/Save':                                   ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Disclaimer/Filters/:filter':                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Disclaimer/Filters/Detail/:Id':                    ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Disclaimer/Save':                                 ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Disclaimer/Consents/:filter':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Disclaimer/Consents/Export/:filter':               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // Mail templates (decision 062): the back office reads, previews and tests them; admins change them.
  'GET /api/MLC/Templates/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Templates/Filters/Detail/:Id':                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Templates/Default/:Kind':                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/MLC/Templates/Preview':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/MLC/Templates/Test':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/MLC/Templates/Save':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/MLC/Templates/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/MLC/Templates/Filters/Delete/:filter':           ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Audiences and campaigns (decision 075): staff read; admins write and send; the unsubscribe link: anyone holding it.
  'GET /api/MLC/Audiences/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Audiences/Detail/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/MLC/Audiences/Count':                              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/MLC/Audiences/Save':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/MLC/Audiences/Members/:Id':                        ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/MLC/Audiences/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/MLC/Campaigns/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Campaigns/Detail/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Campaigns/Recipients/:Id/:filter':              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/MLC/Campaigns/Recipients/Export/:Id/:filter':       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/MLC/Campaigns/Save':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/MLC/Campaigns/Send':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/MLC/Campaigns/Pause':                              ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/MLC/Campaigns/Resume':                             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/MLC/Campaigns/Cancel':                             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/MLC/Campaigns/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/MLC/Unsubscribe/:Token':                            ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/MLC/Unsubscribe/:Token':                           ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/MLC/Unsubscribe/OneClick/:Token':                  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // The live chat (decision 037): a customer's own conversations; staff read any, operators and
  // admins take them; who may chat is the admins' (with the calendar).
  'GET /api/Chat/Availability':                                ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Chat/Conversations':                               ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Chat/Conversations':                              ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Chat/Conversations/:Id':                           ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Chat/Conversations/:Id/Attachments/:AttachmentId': ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Chat/Conversations/:Id/Messages':                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Chat/Conversations/:Id/Typing':                   ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Chat/Conversations/:Id/Close':                    ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Chat/Conversations/:Id/Events':                    ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Helpdesk/Chat/Conversations':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Chat/Conversations/:Id/Accept':          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Chat/Conversations/:Id/Transfer':        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Helpdesk/Chat/Away':                              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Helpdesk/Chat/Settings':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Helpdesk/Chat/Settings':                          ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Helpdesk/Chat/Events':                             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/App/getomegasecuritytoken':                         ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // The knowledge base's pages: a portal session is not enough, only the token of POST /kb.
  'POST /kb':                                                   ['page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401'],
  'GET /kb':                                                    ['page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401'],
  'GET /kb/search':                                             ['page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401'],
  'GET /kb/category/:slug':                                     ['page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401'],
  'GET /kb/article/:slug':                                      ['page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401', 'page401'],
  'GET /kb/kb.css':                                             ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Registration and its wizard data.
  'GET /api/Company/register/local/exists/vatcode/:vat':        ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/App/Content/Cipher':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/App/Content/Decipher':                             ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/registerlogin':                               ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/getuseremptydisclaimers':                     ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/checksignregistrationdisclaimers':            ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Auth/signdisclaimers':                             ['401',  'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/User/Consents':                                    ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/Consents/Answer':                            ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // A company's users and invitations: its administrators, and the vendor's staff whose back-office
  // role manages roles (an invitation gives one: admins, not a demoted admin); the invitee by token.
  'GET /api/Company/users':                                     ['401',  '403',  'ok',   '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Company/users/invitation':                         ['401',  '403',  'ok',   '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Company/users/invitation/:id/resend':              ['401',  '403',  'ok',   '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/Company/users/invitation/:id':                   ['401',  '403',  'ok',   '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // A customer company's administrators change their colleagues; the vendor's staff use the back office.
  'POST /api/Company/users/:Id/Enabled':                        ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', '403' ],
  'POST /api/Company/users/:Id/Role':                           ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', '403' ],
  'POST /api/Company/users/:Id/Unlock':                         ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', '403' ],
  'GET /api/Company/users/invitation/mine/:token/:email':       ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Company/users/invitation/mine/:token/:email/user':  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Company/users/invitation/complete/:token/:email':  ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  // Back office: the vendor's staff, each as far as their back-office role allows (in the services):
  // the demoted admin is a viewer, who reads and changes nothing.
  'GET /api/App/BackOffice/Permissions':                        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/App/BackOffice/Roles':                              ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/App/BackOffice/Roles/Save':                        ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/App/BackOffice/Roles/Grants':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/App/BackOffice/Roles/Grants/Save':                 ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/App/BackOffice/Roles/Grants/Reset':                ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/App/Audit/Filters/:filter':                         ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Communication/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Communication/Filters/Detail/:Id':                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Communication/Save':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'DELETE /api/Communication/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'DELETE /api/Communication/Filters/Delete/:filter':           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Communication/Export/:filter':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Communication/Audience':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/App/BackOffice/Search':                             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Communication/Delivery/:Id':                         ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  // The customer registry: every back-office role finds and reads companies; operators change them
  // (and see a user code in clear); creating one and the export are the admins'.
  'GET /api/Company/Filters/:filter':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Company/Filters/Detail/:Id':                        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Company/Save':                                     ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Company/Enable':                                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Company/Migration':                                ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Company/UserCode/Rotate/:Id':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Company/UserCode/:Id':                              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/Company/Export/:filter':                            ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/Company/Import':                                   ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Company/Import/Jobs/:Id':                           ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Company/Import/Jobs/:Id/Report':                    ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Tags on companies: every back-office role lists them; operators create, rename and assign them;
  // merging (which deletes the source) and deleting are the admins'.
  'GET /api/Tag/Filters/:filter':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Tag/Options':                                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Tag/Save':                                         ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Tag/Assign':                                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/Tag/Merge':                                        ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/Tag/Delete/:Id':                                 ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Pop-up messages of the customers' banner: every back-office role lists and reads them; operators
  // write them and change their order; deleting them is the admins'.
  'GET /api/PopUpMessages/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/PopUpMessages/Detail/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/PopUpMessages/Save':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/PopUpMessages/Move':                               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/PopUpMessages/Delete':                             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // The users area (decision 034): every back-office role lists and reads users and their identities;
  // operators change users and unlink identities; creating (inviting) and the export are the admins'.
  'GET /api/User/Filters/:filter':                              ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/User/Filters/Detail/:Id':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/User/Save':                                        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/Create':                                      ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/User/Enable':                                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/Unlock/:Id':                                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/PasswordReset/:Id':                           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/PasswordChange/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/Roles':                                       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/User/Sessions/:Id':                                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/User/Sessions/End/:Id':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // A user's sign-in log (decision 060): operators and admins, not viewers (client addresses).
  'GET /api/SignIns/:UserId/Filters/:filter':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/SignIns/:UserId/Export/:filter':                    ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/Ivr':                                         ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/User/Ivr/Pin/:Id':                                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/User/Export/:filter':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/User/Import':                                      ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/User/Import/Jobs/:Id':                              ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/User/Import/Jobs/:Id/Report':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/Identity/Filters/:filter':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/Identity/User/:Id':                                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'DELETE /api/Identity/Delete/:Id':                            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // What customers read: news, pop-ups, their IVR credentials.
  'GET /api/Communication/News/:filter':                        ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Communication/News/Detail/:Id':                     ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/Communication/News/Read/:Id':                      ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Communication/PopUp/News':                          ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/App/PopUpMessages':                                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/App/PopUpMessagesSessionMinimized':                ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/App/PopUpMessagesSessionClose':                    ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/User/IvrCredentials':                               ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/IvrCredentials/update':                       ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/User/DataExport':                                   ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/User/DataExport':                                  ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/User/DataExport/:Id/file':                          ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // Customer capabilities (decision 066): anyone signed in reads their own areas; the back office
  // reads the rules, admins write them.
  'GET /api/App/capabilities':                                  ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/Capability/Filters/:filter':                        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/Capability/Save':                                  ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/Capability/Delete/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Campaigns: anyone signed in sees the ones open to their company and enters them (the
  // `campaigns` area); every back-office role reads campaigns and entries, operators decide and
  // export, creating and deleting campaigns is the admins'.
  'GET /api/app/campaigns/type/list/':                          ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/app/campaigns/tutor/apply':                        ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/app/campaigns/talks21/apply':                      ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/app/campaigns/talks21/register':                   ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'POST /api/app/campaigns/Entries/Withdraw/:Id':               ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  'GET /api/app/campaigns/Filters/:filter':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/app/campaigns/Detail/:Id':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/app/campaigns/Save':                               ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/app/campaigns/Delete/:Id':                       ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'POST /api/app/campaigns/data/list':                          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/app/campaigns/data/export/:filter':                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/app/campaigns/data/decision':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // Reservations (decision 082): a customer company's users book (the `reservations` area); the vendor's
  // staff book for them from the back office. Services: the back office reads, admins define them.
  'GET /api/App/Reservations/Services':                         ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/App/Reservations/Slots/:ServiceId':                 ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/Reservations/Book':                            ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/App/Reservations/Appointments':                     ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/Reservations/Appointments/:Id/Reschedule':     ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/Reservations/Appointments/:Id/Cancel':         ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/Test/Appointment':                             ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/App/Test/Appointment':                              ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/BackOffice/Reservations/Services/Filters/:filter':  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Reservations/Services/Detail/:Id':       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Reservations/Services/Save':            ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/BackOffice/Reservations/Services/Delete/:Id':    ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/BackOffice/Reservations/Operators':                 ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Reservations/Appointments/Filters/:filter':['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Reservations/Appointments/Export/:filter':['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Reservations/Appointments/Detail/:Id':   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Reservations/Appointments/Create':      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Reservations/Appointments/:Id/Reschedule':['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Reservations/Appointments/:Id/Cancel':  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Reservations/Appointments/BulkCancel':  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Reservations/Slots/:filter':             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Reservations/Calendar/:filter':          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Reservations/Absences/Save':            ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'DELETE /api/BackOffice/Reservations/Absences/Delete/:Id':    ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Reservations/Requests/Filters/:filter':  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Reservations/Requests/:Id/Confirm':     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Reservations/Requests/:Id/Decline':     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Reservations/Feed':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Reservations/Feed':                     ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'DELETE /api/BackOffice/Reservations/Feed':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  // An operator's calendar feed: its secret address is the key, no session.
  'GET /api/Calendar/Feed/:Token':                              ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok', 'ok'],
  // The CRM (decision 083): the back office reads; operators and admins record; getactivities: anyone signed in.
  'GET /api/BackOffice/Crm/Companies/:CompanyId/Timeline/:filter':['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Crm/Activities/Save':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Crm/Activities/:Id/Done':               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'DELETE /api/BackOffice/Crm/Activities/Delete/:Id':           ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Crm/Owners':                             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/App/getactivities':                                 ['401',  'ok',   'ok',   'ok',   'pwd',  'ok',   'ok',   'ok', 'ok'  ],
  // The toolkit (decision 084): a customer company's users download their products' files (the
  // `toolkit` area); the back office reads, operators publish, admins withdraw.
  'GET /api/Toolkit/Files':                                     ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/Toolkit/Visit':                                    ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/Toolkit/Files/:Id/Download':                        ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/BackOffice/Toolkit/Files/Filters/:filter':          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Toolkit/Files/Detail/:Id':               ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/Toolkit/Files/Save':                    ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Toolkit/Files/:Id/Withdraw':            ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'PUT /api/BackOffice/Toolkit/Files/:Id/Versions':             ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Toolkit/Versions/:Id/Withdraw':         ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/BackOffice/Toolkit/Versions/:Id/Download':          ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/Toolkit/Downloads/Export/:filter':       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // IBAN and SEPA mandate (decision 085): a company's administrators only (the `iban` area); the
  // back office lists and exports (operators and admins), and only admins reveal a whole IBAN.
  'GET /api/App/Iban':                                          ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/Iban/Save':                                    ['401',  '403',  'ok',   '403',  'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/BackOffice/Ibans/Filters/:filter':                  ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'GET /api/BackOffice/Ibans/Export/:filter':                   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/Ibans/:Id/Reveal':                      ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  // Paid services (decision 086): a customer company's users see the catalogue and ask (the
  // `pay-services` area); the back office reads the catalogue, admins define it, operators decide.
  'GET /api/App/PayServices/Services':                          ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'POST /api/App/PayServices/Requests':                         ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/App/PayServices/Requests':                          ['401',  'ok',   'ok',   'ok',   'pwd',  '403',  '403',  '403', 'ok'  ],
  'GET /api/BackOffice/PayServices/Types':                      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/PayServices/Types/Save':                ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/BackOffice/PayServices/Types/Delete/:Id':        ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/BackOffice/PayServices/Services/Filters/:filter':   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/PayServices/Services/Detail/:Id':        ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'POST /api/BackOffice/PayServices/Services/Save':             ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'DELETE /api/BackOffice/PayServices/Services/Delete/:Id':     ['401',  '403',  '403',  '403',  'pwd',  '403',  'ok',   '403', '403' ],
  'GET /api/BackOffice/PayServices/Requests/Filters/:filter':   ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   'ok', '403' ],
  'GET /api/BackOffice/PayServices/Requests/Export/:filter':    ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/PayServices/Requests/:Id/Approve':      ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  'POST /api/BackOffice/PayServices/Requests/:Id/Reject':       ['401',  '403',  '403',  '403',  'pwd',  'ok',   'ok',   '403', '403' ],
  // Development only: registered neither in production nor with SMTP (security-suite.test.ts).
  'GET /dev/mail':                                              ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
  'GET /dev/mail/:file':                                        ['ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok',   'ok', 'ok'  ],
};

/**
 * The customer area of each customer route (decision 066), written out by hand like the rows above:
 * a route of an area that forgets to declare it, or declares another, fails the access matrix, which
 * also calls each of these as a customer whose company the rules deny the area (403
 * ERROR_CAPABILITY_DENIED) and as one of another company (the row's own answer).
 */
export const AREA_ROUTES: Record<string, CustomerArea> = {
  'GET /api/Support/Tickets': 'support',
  'POST /api/Support/Tickets': 'support',
  'GET /api/Support/Tickets/:id': 'support',
  'POST /api/Support/Tickets/:id/Messages': 'support',
  'POST /api/Support/Tickets/:id/Close': 'support',
  'GET /api/Support/Tickets/:id/Attachments/:attachmentId': 'support',
  'POST /api/Support/Callback': 'support',
  'GET /api/Support/Plan': 'support',
  'POST /api/Auth/Support/Request/Wrc/Join/Default': 'support',
  'GET /api/App/getomegasecuritytoken': 'knowledge-base',
  'GET /api/User/IvrCredentials': 'ivr',
  'POST /api/User/IvrCredentials/update': 'ivr',
  'GET /api/Chat/Availability': 'chat',
  'GET /api/Chat/Conversations': 'chat',
  'POST /api/Chat/Conversations': 'chat',
  'GET /api/Chat/Conversations/:Id': 'chat',
  'GET /api/Chat/Conversations/:Id/Attachments/:AttachmentId': 'chat',
  'POST /api/Chat/Conversations/:Id/Messages': 'chat',
  'POST /api/Chat/Conversations/:Id/Typing': 'chat',
  'POST /api/Chat/Conversations/:Id/Close': 'chat',
  'GET /api/Chat/Conversations/:Id/Events': 'chat',
  'GET /api/app/campaigns/type/list/': 'campaigns',
  'POST /api/app/campaigns/tutor/apply': 'campaigns',
  'POST /api/app/campaigns/talks21/apply': 'campaigns',
  'POST /api/app/campaigns/talks21/register': 'campaigns',
  'POST /api/app/campaigns/Entries/Withdraw/:Id': 'campaigns',
  'GET /api/App/Reservations/Services': 'reservations',
  'GET /api/App/Reservations/Slots/:ServiceId': 'reservations',
  'POST /api/App/Reservations/Book': 'reservations',
  'GET /api/App/Reservations/Appointments': 'reservations',
  'POST /api/App/Reservations/Appointments/:Id/Reschedule': 'reservations',
  'POST /api/App/Reservations/Appointments/:Id/Cancel': 'reservations',
  'POST /api/App/Test/Appointment': 'reservations',
  'GET /api/App/Test/Appointment': 'reservations',
  'GET /api/Toolkit/Files': 'toolkit',
  'POST /api/Toolkit/Visit': 'toolkit',
  'GET /api/Toolkit/Files/:Id/Download': 'toolkit',
  'GET /api/App/Iban': 'iban',
  'POST /api/App/Iban/Save': 'iban',
  'GET /api/App/PayServices/Services': 'pay-services',
  'POST /api/App/PayServices/Requests': 'pay-services',
  'GET /api/App/PayServices/Requests': 'pay-services',
};

export const ACCESS: ReadonlyMap<string, Record<Caller, Expected>> = new Map(
  Object.entries(ACCESS_ROWS).map(([route, row]) => [
    route,
    Object.fromEntries(CALLERS.map((caller, i) => [caller, row[i] ?? row[0]])) as Record<Caller, Expected>,
  ]),
);

/**
 * Routes of Fastify's table that have no row, each kind with its reason. Nothing else may be left
 * out: a new route needs a row above (or, if it truly is one of these kinds, fits a rule here).
 */
export const EXEMPTIONS: {
  reason: string;
  applies(route: RecordedRoute, routes: RecordedRoute[]): boolean;
}[] = [
  {
    reason: 'HEAD twin of a GET route: Fastify answers it with the GET route, its hooks and guard',
    applies: (route, routes) =>
      route.method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url),
  },
  {
    reason: 'the OpenAPI description and its viewer: public by design, they describe routes and hold no data',
    applies: (route) => route.url === '/api/docs' || route.url.startsWith('/api/docs/'),
  },
];

/** The SSO callback registered a second time when the provider uses another redirect path (decision 006). */
export const SSO_ALIAS_PATH = '/api/Auth/sso/return';

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Routes of the app that neither have a row nor fit an exemption, and rows naming no route of the
 * app — both mean this file is out of date. `extraExempt` adds exemptions of one app (its web files).
 */
export function tableGaps(
  routes: RecordedRoute[],
  extraExempt: (route: RecordedRoute) => boolean = () => false,
) {
  const listed = new Set(ACCESS.keys());
  const unlisted = routes
    .filter((r) => !listed.has(routeKey(r)))
    .filter((r) => !extraExempt(r) && !EXEMPTIONS.some((e) => e.applies(r, routes)))
    .map(routeKey);
  const present = new Set(routes.map(routeKey));
  const stale = [...listed].filter((key) => !present.has(key));
  return { unlisted, stale };
}
