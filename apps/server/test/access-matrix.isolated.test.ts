import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeAreas } from '../src/core/route';
import { chatAttachments, chatConversations, chatMessages } from '../src/modules/chat/chat.tables';
import { companies } from '../src/modules/companies/companies.tables';
import { sealSecret } from '../src/modules/second-factor/second-factor.secret';
import { userTotp } from '../src/modules/second-factor/second-factor.tables';
import { users } from '../src/modules/users/users.tables';
import { fastifyRoutes, type RecordedRoute } from './route-inventory';
import {
  ACCESS,
  AREA_ROUTES,
  CALLERS,
  type Caller,
  clientOf,
  EXEMPTIONS,
  type Expected,
  routeKey,
  SSO_ALIAS_PATH,
  tableGaps,
} from './route-table';
import { LIMITS_AS_DEFAULTS } from './settings-input';
import { createTestApp, openApiRoutes, type TestApp } from './test-app';
import { signIn, TestClient } from './test-client';
import { addDemotedAdmin, addVendorCustomer } from './vendor-staff';

vi.mock('fastify', async (original) =>
  (await import('./route-inventory')).withRouteRecorder(await original()),
);

/**
 * The access matrix (decision 019): Fastify's whole route table against the hand-written table of
 * route-table.ts, every route × eight callers; then objects of company A asked for by company B.
 */

let t: TestApp;
let routes: RecordedRoute[];
const webDist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
/** The built web app's files, served by @fastify/static: the same bytes for everyone. */
const WEB_FILES = ['/index.html', '/assets/app-3f2a1c.js'];

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  for (const file of WEB_FILES) writeFileSync(join(webDist, file), 'web app file');
  // A web app, and a provider with its own redirect path: their routes join the table too.
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, OIDC_REDIRECT_PATH: SSO_ALIAS_PATH } });
  await addDemotedAdmin(t);
  await addVendorCustomer(t);
  routes = fastifyRoutes(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const isWebFile = (route: RecordedRoute) => WEB_FILES.includes(route.url);

describe('route inventory', () => {
  it('every route of the app has a row in route-table.ts or an exemption, and every row a route', () => {
    expect(routes.length).toBeGreaterThan(60);
    // The web files must really be routes of their own, or the exemption below would hide nothing.
    expect(routes.filter(isWebFile).map((r) => r.url)).toEqual(expect.arrayContaining(WEB_FILES));
    const { unlisted, stale } = tableGaps(routes, isWebFile);
    expect(unlisted, 'routes without a row in test/route-table.ts ACCESS (add one, per caller)').toEqual([]);
    expect(stale, 'rows in test/route-table.ts naming no route of the app').toEqual([]);
    console.info(
      `route inventory: ${routes.length} routes in Fastify's table, ${ACCESS.size} rows, exemptions: ${EXEMPTIONS.map((e) => e.reason).join('; ')}`,
    );
  });

  it('the OpenAPI document describes routes of the table, and the hidden ones are known', async () => {
    const described = (await openApiRoutes(t.app)).map(
      (r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    const table = new Set(routes.map(routeKey));
    expect(described.filter((key) => !table.has(key))).toEqual([]);
    const hidden = routes.filter((r) => r.hidden && r.method !== 'HEAD').map(routeKey);
    expect(hidden).toEqual(
      expect.arrayContaining([
        'GET /metrics',
        'POST /kb',
        'GET /kb',
        `GET ${SSO_ALIAS_PATH}`,
        'GET /dev/mail',
      ]),
    );
  });
});

/** An id of the right shape that names nothing: the request passes validation and reaches the rules. */
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_ID = 2_147_483_647;
const TEMPLATE_SAMPLE = { Name: 'Matrice', Kind: 'campaign', SubjectIt: 'Matrice', HtmlIt: '<p>Matrice</p>' };

/**
 * The request for routes where an empty JSON body (or `x` for each path parameter) would not reach
 * what the row is about: a public route whose own answer to it reads like the guard's, a form that
 * takes no JSON, and the back office's calls whose permission is checked after validation — a
 * refusal by the back-office role shows only on a request of the right shape.
 */
const SAMPLE_REQUESTS: Record<
  string,
  { url?: string; payload?: object | string; headers?: Record<string, string> }
> = {
  'POST /api/Auth/getuseremptydisclaimers': { payload: { VatCode: '09876543217' } },
  'POST /kb': { payload: 'token=forged', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  // The vendor's callers ask for a back-office role (RoleTs) above a viewer's; a customer invitation ignores it.
  'POST /api/Company/users/invitation': {
    payload: { Email: 'matrice@example.it', Role: { Id: 1 }, RoleTs: { Id: 2 } },
  },
  'POST /api/Company/users/invitation/:id/resend': {
    url: `/api/Company/users/invitation/${NO_SUCH_UUID}/resend`,
  },
  'DELETE /api/Company/users/invitation/:id': { url: `/api/Company/users/invitation/${NO_SUCH_UUID}` },
  'POST /api/Company/users/:Id/Enabled': {
    url: `/api/Company/users/${NO_SUCH_UUID}/Enabled`,
    payload: { Enabled: true },
  },
  'POST /api/Company/users/:Id/Role': {
    url: `/api/Company/users/${NO_SUCH_UUID}/Role`,
    payload: { Role: 'user' },
  },
  'POST /api/Company/users/:Id/Unlock': { url: `/api/Company/users/${NO_SUCH_UUID}/Unlock` },
  'POST /api/App/BackOffice/Roles/Save': { payload: { UserId: NO_SUCH_UUID, Role: 'viewer' } },
  // The viewer's declared grants on tags, as they are: nothing changes, nothing is audited.
  'POST /api/App/BackOffice/Roles/Grants/Save': {
    payload: { Role: 'viewer', Resources: [{ Resource: 'tags', Actions: { list: 'all', read: 'all' } }] },
  },
  'POST /api/App/BackOffice/Roles/Grants/Reset': { payload: { Role: 'viewer', Resource: 'tags' } },
  'GET /api/App/Audit/Filters/:filter': { url: `/api/App/Audit/Filters/${encodeFilter({})}` },
  'GET /api/Mail/Failed/Filters/:filter': { url: `/api/Mail/Failed/Filters/${encodeFilter({})}` },
  'GET /api/Mail/Failed/Detail/:Id': { url: `/api/Mail/Failed/Detail/${NO_SUCH_UUID}` },
  'GET /api/Mail/Failed/Export/:filter': { url: `/api/Mail/Failed/Export/${encodeFilter({})}` },
  'GET /api/ServerErrors/Filters/:filter': { url: `/api/ServerErrors/Filters/${encodeFilter({})}` },
  'GET /api/ServerErrors/Detail/:Id': { url: `/api/ServerErrors/Detail/${NO_SUCH_ID}` },
  'GET /api/ServerErrors/Export/:filter': { url: `/api/ServerErrors/Export/${encodeFilter({})}` },
  'POST /api/Mail/Failed/Retry': { payload: { Ids: [NO_SUCH_UUID] } },
  'POST /api/Mail/Failed/Discard': { payload: { Ids: [NO_SUCH_UUID] } },
  'GET /api/SignIns/:UserId/Filters/:filter': {
    url: `/api/SignIns/${NO_SUCH_UUID}/Filters/${encodeFilter({})}`,
  },
  'GET /api/SignIns/:UserId/Export/:filter': {
    url: `/api/SignIns/${NO_SUCH_UUID}/Export/${encodeFilter({})}`,
  },
  // Mail templates: a valid campaign template; the permission is checked after validation.
  'GET /api/MLC/Templates/Filters/:filter': { url: `/api/MLC/Templates/Filters/${encodeFilter({})}` },
  'GET /api/MLC/Templates/Filters/Detail/:Id': { url: `/api/MLC/Templates/Filters/Detail/${NO_SUCH_ID}` },
  'GET /api/App/BackOffice/Search': { url: '/api/App/BackOffice/Search?Text=rossi' },
  'GET /api/MLC/Templates/Default/:Kind': { url: '/api/MLC/Templates/Default/invitation' },
  'POST /api/MLC/Templates/Save': { payload: TEMPLATE_SAMPLE },
  'POST /api/MLC/Templates/Preview': { payload: { ...TEMPLATE_SAMPLE, LanguageId: 1 } },
  'POST /api/MLC/Templates/Test': { payload: { ...TEMPLATE_SAMPLE, LanguageId: 1 } },
  'DELETE /api/MLC/Templates/Delete/:Id': { url: `/api/MLC/Templates/Delete/${NO_SUCH_ID}` },
  'DELETE /api/MLC/Templates/Filters/Delete/:filter': {
    url: `/api/MLC/Templates/Filters/Delete/${encodeFilter({ Ids: [NO_SUCH_ID] })}`,
  },
  'GET /api/MLC/Audiences/Filters/:filter': { url: `/api/MLC/Audiences/Filters/${encodeFilter({})}` },
  'GET /api/MLC/Audiences/Detail/:Id': { url: `/api/MLC/Audiences/Detail/${NO_SUCH_ID}` },
  'POST /api/MLC/Audiences/Save': { payload: { Name: 'Matrice', Kind: 'filter' } },
  'POST /api/MLC/Audiences/Members/:Id': {
    url: `/api/MLC/Audiences/Members/${NO_SUCH_ID}`,
    payload: { Content: 'eA==', Encoding: 65001 },
  },
  'DELETE /api/MLC/Audiences/Delete/:Id': { url: `/api/MLC/Audiences/Delete/${NO_SUCH_ID}` },
  'GET /api/MLC/Campaigns/Filters/:filter': { url: `/api/MLC/Campaigns/Filters/${encodeFilter({})}` },
  'GET /api/MLC/Campaigns/Detail/:Id': { url: `/api/MLC/Campaigns/Detail/${NO_SUCH_ID}` },
  'GET /api/MLC/Campaigns/Recipients/:Id/:filter': {
    url: `/api/MLC/Campaigns/Recipients/${NO_SUCH_ID}/${encodeFilter({})}`,
  },
  'GET /api/MLC/Campaigns/Recipients/Export/:Id/:filter': {
    url: `/api/MLC/Campaigns/Recipients/Export/${NO_SUCH_ID}/${encodeFilter({})}`,
  },
  'POST /api/MLC/Campaigns/Save': {
    payload: { Name: 'Matrice', TemplateId: NO_SUCH_ID, AudienceId: NO_SUCH_ID },
  },
  'POST /api/MLC/Campaigns/Send': { payload: { Id: NO_SUCH_ID } },
  'POST /api/MLC/Campaigns/Pause': { payload: { Id: NO_SUCH_ID } },
  'POST /api/MLC/Campaigns/Resume': { payload: { Id: NO_SUCH_ID } },
  'POST /api/MLC/Campaigns/Cancel': { payload: { Id: NO_SUCH_ID } },
  'DELETE /api/MLC/Campaigns/Delete/:Id': { url: `/api/MLC/Campaigns/Delete/${NO_SUCH_ID}` },
  'GET /api/MLC/Unsubscribe/:Token': { url: '/api/MLC/Unsubscribe/forged.token.value' },
  'POST /api/MLC/Unsubscribe/:Token': { url: '/api/MLC/Unsubscribe/forged.token.value' },
  'POST /api/MLC/Unsubscribe/OneClick/:Token': {
    url: '/api/MLC/Unsubscribe/OneClick/forged.token.value',
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  'POST /api/Communication/Save': { payload: { Type: 14, Title: 'Matrice', Status: 'draft' } },
  // One's own details: a body the contract takes, whose birth date the service refuses (nothing written).
  'POST /api/User/profile': {
    payload: {
      BirthDate: '2999-01-01',
      FirstName: 'Matrice',
      LastName: 'Prova',
      Language: { Id: 1 },
      Availability: { From: { TimeValue: 0 }, To: { TimeValue: 0 } },
    },
  },
  'DELETE /api/Communication/Delete/:Id': { url: `/api/Communication/Delete/${NO_SUCH_ID}` },
  'DELETE /api/Communication/Filters/Delete/:filter': {
    url: `/api/Communication/Filters/Delete/${encodeFilter({ Ids: [NO_SUCH_ID] })}`,
  }, // A new company (admins only): a valid VAT code nobody has; the others act on an id that names nothing.
  'POST /api/Company/Save': {
    payload: { VatCode: '11223344554', FiscalCode: '11223344554', Name: 'Matrice S.r.l.' },
  },
  'POST /api/Company/Enable': { payload: { Ids: [NO_SUCH_ID], Enabled: false } },
  // An id, never a filter: a filter would migrate the shared database's companies.
  'POST /api/Company/Migration': { payload: { Ids: [NO_SUCH_ID], Migrated: true } },
  'POST /api/Company/UserCode/Rotate/:Id': { url: `/api/Company/UserCode/Rotate/${NO_SUCH_ID}` },
  'GET /api/Company/UserCode/:Id': { url: `/api/Company/UserCode/${NO_SUCH_ID}` },
  'GET /api/Company/Export/:filter': { url: `/api/Company/Export/${encodeFilter({})}` },
  // A dry run of a one-company file: checked, never written (the matrix shares its database).
  'POST /api/Company/Import': {
    payload: {
      Content: Buffer.from('VatCode;FiscalCode;Name\r\n11223344554;11223344554;Matrice S.r.l.\r\n').toString(
        'base64',
      ),
      Encoding: 65001,
      DryRun: true,
    },
  },
  // Jobs that do not exist: the importers get the route's own 404.
  'GET /api/Company/Import/Jobs/:Id': { url: `/api/Company/Import/Jobs/${NO_SUCH_UUID}` },
  'GET /api/Company/Import/Jobs/:Id/Report': { url: `/api/Company/Import/Jobs/${NO_SUCH_UUID}/Report` },
  'POST /api/User/Import': {
    payload: {
      Content: Buffer.from(
        'UserName;FirstName;LastName;Email;CompanyVatCode\r\nmatrice.utente;Maria;Trice;matrice@example.it;09876543217\r\n',
      ).toString('base64'),
      Encoding: 65001,
      DryRun: true,
    },
  },
  'GET /api/User/Import/Jobs/:Id': { url: `/api/User/Import/Jobs/${NO_SUCH_UUID}` },
  'GET /api/User/Import/Jobs/:Id/Report': { url: `/api/User/Import/Jobs/${NO_SUCH_UUID}/Report` },
  // Campaigns: a switched-off campaign (admins create it; nobody is offered it), ids that name nothing.
  'GET /api/app/campaigns/Filters/:filter': { url: `/api/app/campaigns/Filters/${encodeFilter({})}` },
  'GET /api/app/campaigns/Detail/:Id': { url: `/api/app/campaigns/Detail/${NO_SUCH_ID}` },
  'POST /api/app/campaigns/Save': {
    payload: {
      Type: 'tutor',
      Title: 'Matrice',
      StartsAt: '2026-01-01T00:00:00Z',
      EndsAt: '2026-02-01T00:00:00Z',
      Enabled: false,
    },
  },
  'DELETE /api/app/campaigns/Delete/:Id': { url: `/api/app/campaigns/Delete/${NO_SUCH_ID}` },
  'GET /api/app/campaigns/data/export/:filter': { url: `/api/app/campaigns/data/export/${encodeFilter({})}` },
  'POST /api/app/campaigns/data/decision': { payload: { Id: NO_SUCH_ID, Decision: 'accept' } },
  // The toolkit: a file that names no product's file, valid forms; an upload's description in its query.
  'GET /api/Toolkit/Files/:Id/Download': { url: `/api/Toolkit/Files/${NO_SUCH_ID}/Download` },
  'GET /api/BackOffice/Toolkit/Files/Filters/:filter': {
    url: `/api/BackOffice/Toolkit/Files/Filters/${encodeFilter({})}`,
  },
  'GET /api/BackOffice/Toolkit/Files/Detail/:Id': {
    url: `/api/BackOffice/Toolkit/Files/Detail/${NO_SUCH_ID}`,
  },
  'POST /api/BackOffice/Toolkit/Files/Save': {
    payload: { Product: 'portal', Category: 'manual', Title: 'Matrice' },
  },
  'POST /api/BackOffice/Toolkit/Files/:Id/Withdraw': {
    url: `/api/BackOffice/Toolkit/Files/${NO_SUCH_ID}/Withdraw`,
    payload: { Withdrawn: true },
  },
  'PUT /api/BackOffice/Toolkit/Files/:Id/Versions': {
    url: `/api/BackOffice/Toolkit/Files/${NO_SUCH_ID}/Versions?FileName=matrice.pdf&Version=1`,
  },
  'POST /api/BackOffice/Toolkit/Versions/:Id/Withdraw': {
    url: `/api/BackOffice/Toolkit/Versions/${NO_SUCH_ID}/Withdraw`,
    payload: { Withdrawn: true },
  },
  'GET /api/BackOffice/Toolkit/Versions/:Id/Download': {
    url: `/api/BackOffice/Toolkit/Versions/${NO_SUCH_ID}/Download`,
  },
  'GET /api/BackOffice/Toolkit/Downloads/Export/:filter': {
    url: `/api/BackOffice/Toolkit/Downloads/Export/${encodeFilter({})}`,
  },
  // The IBAN: a valid form under a stale mandate version (409 for an administrator, nothing saved).
  'POST /api/App/Iban/Save': {
    payload: {
      Iban: 'IT60X0542811101000000123456',
      HolderName: 'Matrice',
      HolderAddress: 'Via Matrice 1',
      MandateAccepted: true,
      MandateVersion: '1900-01',
    },
  },
  // The back office's IBANs: an empty filter, a mandate that does not exist.
  'GET /api/BackOffice/Ibans/Filters/:filter': { url: `/api/BackOffice/Ibans/Filters/${encodeFilter({})}` },
  'GET /api/BackOffice/Ibans/Export/:filter': { url: `/api/BackOffice/Ibans/Export/${encodeFilter({})}` },
  'POST /api/BackOffice/Ibans/:Id/Reveal': { url: `/api/BackOffice/Ibans/${NO_SUCH_ID}/Reveal` },
  // Paid services: valid bodies, ids that name nothing (the admin's type is created, harmlessly).
  'POST /api/App/PayServices/Requests': { payload: { ServiceId: NO_SUCH_ID } },
  'POST /api/BackOffice/PayServices/Types/Save': { payload: { Code: 'matrice', Name: 'Matrice' } },
  'DELETE /api/BackOffice/PayServices/Types/Delete/:Id': {
    url: `/api/BackOffice/PayServices/Types/Delete/${NO_SUCH_ID}`,
  },
  'GET /api/BackOffice/PayServices/Services/Filters/:filter': {
    url: `/api/BackOffice/PayServices/Services/Filters/${encodeFilter({})}`,
  },
  'GET /api/BackOffice/PayServices/Services/Detail/:Id': {
    url: `/api/BackOffice/PayServices/Services/Detail/${NO_SUCH_ID}`,
  },
  'POST /api/BackOffice/PayServices/Services/Save': {
    payload: {
      TypeId: NO_SUCH_ID,
      Name: 'Matrice',
      PriceCents: 100,
      VatRate: 22,
      Unit: 'unit',
      Period: 'once',
    },
  },
  'DELETE /api/BackOffice/PayServices/Services/Delete/:Id': {
    url: `/api/BackOffice/PayServices/Services/Delete/${NO_SUCH_ID}`,
  },
  'GET /api/BackOffice/PayServices/Requests/Filters/:filter': {
    url: `/api/BackOffice/PayServices/Requests/Filters/${encodeFilter({})}`,
  },
  'GET /api/BackOffice/PayServices/Requests/Export/:filter': {
    url: `/api/BackOffice/PayServices/Requests/Export/${encodeFilter({})}`,
  },
  'POST /api/BackOffice/PayServices/Requests/:Id/Approve': {
    url: `/api/BackOffice/PayServices/Requests/${NO_SUCH_ID}/Approve`,
    payload: { Reason: 'Matrice' },
  },
  'POST /api/BackOffice/PayServices/Requests/:Id/Reject': {
    url: `/api/BackOffice/PayServices/Requests/${NO_SUCH_ID}/Reject`,
    payload: { Reason: 'Matrice' },
  },
  // Reservations and the CRM: valid bodies, ids that name nothing.
  'GET /api/App/Reservations/Slots/:ServiceId': {
    url: `/api/App/Reservations/Slots/${NO_SUCH_ID}?From=2027-03-30&To=2027-03-30`,
  },
  'POST /api/App/Reservations/Book': { payload: { ServiceId: NO_SUCH_ID, Start: '2027-03-30T07:00:00Z' } },
  'POST /api/App/Reservations/Appointments/:Id/Reschedule': {
    url: `/api/App/Reservations/Appointments/${NO_SUCH_ID}/Reschedule`,
    payload: { Start: '2027-03-30T07:00:00Z' },
  },
  'POST /api/App/Test/Appointment': { payload: { Product: 'portal' } },
  'GET /api/BackOffice/Reservations/Services/Filters/:filter': {
    url: `/api/BackOffice/Reservations/Services/Filters/${encodeFilter({})}`,
  },
  'POST /api/BackOffice/Reservations/Services/Save': {
    payload: {
      Kind: 'demo',
      Name: 'Matrice',
      DurationMinutes: 30,
      Place: 'video',
      OperatorIds: [NO_SUCH_UUID],
      Enabled: false,
    },
  },
  'GET /api/BackOffice/Reservations/Appointments/Filters/:filter': {
    url: `/api/BackOffice/Reservations/Appointments/Filters/${encodeFilter({})}`,
  },
  'GET /api/BackOffice/Reservations/Appointments/Export/:filter': {
    url: `/api/BackOffice/Reservations/Appointments/Export/${encodeFilter({})}`,
  },
  'POST /api/BackOffice/Reservations/Appointments/Create': {
    payload: {
      ServiceId: NO_SUCH_ID,
      UserId: NO_SUCH_UUID,
      OperatorId: NO_SUCH_UUID,
      Start: '2027-03-30T07:00:00Z',
    },
  },
  'POST /api/BackOffice/Reservations/Appointments/:Id/Reschedule': {
    url: `/api/BackOffice/Reservations/Appointments/${NO_SUCH_ID}/Reschedule`,
    payload: { Start: '2027-03-30T07:00:00Z' },
  },
  'POST /api/BackOffice/Reservations/Appointments/:Id/Cancel': {
    url: `/api/BackOffice/Reservations/Appointments/${NO_SUCH_ID}/Cancel`,
    payload: {},
  },
  'POST /api/BackOffice/Reservations/Appointments/BulkCancel': { payload: { Ids: [NO_SUCH_ID] } },
  'GET /api/BackOffice/Reservations/Slots/:filter': {
    url: `/api/BackOffice/Reservations/Slots/${encodeFilter({ ServiceId: NO_SUCH_ID, From: '2027-03-30', To: '2027-03-30' })}`,
  },
  'GET /api/BackOffice/Reservations/Calendar/:filter': {
    url: `/api/BackOffice/Reservations/Calendar/${encodeFilter({ From: '2027-03-29T00:00:00Z', To: '2027-04-05T00:00:00Z' })}`,
  },
  'POST /api/BackOffice/Reservations/Absences/Save': {
    payload: { Id: NO_SUCH_ID, Start: '2027-03-30T07:00:00Z', End: '2027-03-30T08:00:00Z' },
  },
  'GET /api/BackOffice/Reservations/Requests/Filters/:filter': {
    url: `/api/BackOffice/Reservations/Requests/Filters/${encodeFilter({})}`,
  },
  'POST /api/BackOffice/Reservations/Requests/:Id/Confirm': {
    url: `/api/BackOffice/Reservations/Requests/${NO_SUCH_ID}/Confirm`,
    payload: { ServiceId: NO_SUCH_ID, OperatorId: NO_SUCH_UUID, Start: '2027-03-30T07:00:00Z' },
  },
  'POST /api/BackOffice/Reservations/Requests/:Id/Decline': {
    url: `/api/BackOffice/Reservations/Requests/${NO_SUCH_ID}/Decline`,
    payload: {},
  },
  'POST /api/App/Reservations/Appointments/:Id/Cancel': {
    url: `/api/App/Reservations/Appointments/${NO_SUCH_ID}/Cancel`,
  },
  'DELETE /api/BackOffice/Reservations/Services/Delete/:Id': {
    url: `/api/BackOffice/Reservations/Services/Delete/${NO_SUCH_ID}`,
  },
  'DELETE /api/BackOffice/Reservations/Absences/Delete/:Id': {
    url: `/api/BackOffice/Reservations/Absences/Delete/${NO_SUCH_ID}`,
  },
  'POST /api/BackOffice/Crm/Activities/:Id/Done': {
    url: `/api/BackOffice/Crm/Activities/${NO_SUCH_ID}/Done`,
  },
  'DELETE /api/BackOffice/Crm/Activities/Delete/:Id': {
    url: `/api/BackOffice/Crm/Activities/Delete/${NO_SUCH_ID}`,
  },
  'GET /api/Calendar/Feed/:Token': { url: '/api/Calendar/Feed/no-such-feed-token-of-the-matrix.ics' },
  'GET /api/BackOffice/Crm/Companies/:CompanyId/Timeline/:filter': {
    url: `/api/BackOffice/Crm/Companies/${NO_SUCH_ID}/Timeline/${encodeFilter({})}`,
  },
  'POST /api/BackOffice/Crm/Activities/Save': {
    payload: { Id: NO_SUCH_ID, CompanyId: NO_SUCH_ID, Kind: 'note', Subject: 'Matrice' },
  },
  // The helpdesk acts on a ticket that names nothing; plans, subscriptions and the calendar get a valid body.
  'POST /api/Helpdesk/Signature': { payload: { Signature: 'Laura, assistenza' } },
  'POST /api/Helpdesk/Chat/Away': { payload: { Away: false } },
  'POST /api/Helpdesk/Tickets/:id/Assign': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/Assign`,
    payload: { HandlerId: null },
  },
  'POST /api/Helpdesk/Tickets/:id/Merge': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/Merge`,
    payload: { Into: 'SR-000001' },
  },
  'POST /api/Helpdesk/Tickets/:id/Priority': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/Priority`,
    payload: { Priority: 'high' },
  },
  'POST /api/Helpdesk/Tickets/:id/Tags': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/Tags`,
    payload: { TagIds: [], NewTags: [] },
  },
  'POST /api/Helpdesk/Tickets/:id/State': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/State`,
    payload: { State: 'waiting' },
  },
  'POST /api/Helpdesk/Tickets/:id/Messages': {
    url: `/api/Helpdesk/Tickets/${NO_SUCH_UUID}/Messages`,
    payload: { Message: 'Matrice', Internal: true },
  },
  'POST /api/Helpdesk/Tickets/Bulk': { payload: { Ids: [NO_SUCH_UUID], Action: 'close' } },
  'POST /api/Helpdesk/Items': {
    payload: { ItemType: 'ri', CompanyId: NO_SUCH_ID, Subject: 'Rapporto', Text: 'Nessuna anomalia.' },
  },
  'POST /api/Helpdesk/Plans/Save': {
    payload: { Code: 'matrice', Name: 'Matrice', FirstResponseMinutes: 60, ResolutionMinutes: 120 },
  },
  'POST /api/Helpdesk/Plans/Delete/:Id': { url: `/api/Helpdesk/Plans/Delete/${NO_SUCH_ID}` },
  'POST /api/Helpdesk/Subscriptions/Save': {
    payload: { PlanId: NO_SUCH_ID, CompanyId: NO_SUCH_ID, StartsOn: '2026-01-01', EndsOn: '2026-12-31' },
  },
  'POST /api/Helpdesk/Subscriptions/Delete/:Id': { url: `/api/Helpdesk/Subscriptions/Delete/${NO_SUCH_ID}` },
  'POST /api/Helpdesk/Calendar/Save': { payload: { Weekly: { '1': [{ From: '09:00', To: '18:00' }] } } },
  'GET /api/Helpdesk/Calendar/Preview': { url: '/api/Helpdesk/Calendar/Preview?at=2026-12-25T10:00:00Z' },
  // The settings as they are (no maintenance): an admin's save changes nothing the other cases meet.
  'POST /api/Settings/Save': {
    payload: {
      PasswordMinLength: 8,
      ShowPageErrors: true,
      MaintenanceUrl: 'https://status.sportello.example/manutenzione',
      CustomerHubUrl: 'https://hub.sportello.example/',
      Maintenance: { Enabled: false },
      Brand: { ProductName: 'Sportello', PrimaryColour: 'blue' },
      ...LIMITS_AS_DEFAULTS,
    },
  },
  'GET /api/App/brand/:Id': { url: `/api/App/brand/${'f'.repeat(64)}` },
  'GET /api/Helpdesk/Tickets/Detail/:id': { url: `/api/Helpdesk/Tickets/Detail/${NO_SUCH_UUID}` },
  'GET /api/Helpdesk/Tickets/Context/:id': { url: `/api/Helpdesk/Tickets/Context/${NO_SUCH_UUID}` },
  'GET /api/Helpdesk/Tickets/History/:id': { url: `/api/Helpdesk/Tickets/History/${NO_SUCH_UUID}` },
  'GET /api/Helpdesk/Tickets/Filters/:filter': { url: `/api/Helpdesk/Tickets/Filters/${encodeFilter({})}` },
  'GET /api/Helpdesk/Subscriptions/Filters/:filter': {
    url: `/api/Helpdesk/Subscriptions/Filters/${encodeFilter({})}`,
  },
  // A call-back on a day long past: refused by the service without making a ticket.
  'POST /api/Support/Callback': { payload: { Date: '2000-01-03', From: 9, To: 12, Phone: '3331234567' } },
  // The chat: conversations that do not exist, a valid message; the settings as the migration left them.
  'POST /api/Chat/Conversations': { payload: { Body: 'Matrice' } },
  'GET /api/Chat/Conversations/:Id': { url: `/api/Chat/Conversations/${NO_SUCH_ID}` },
  'GET /api/Chat/Conversations/:Id/Attachments/:AttachmentId': {
    url: `/api/Chat/Conversations/${NO_SUCH_ID}/Attachments/${NO_SUCH_ID}`,
  },
  'POST /api/Chat/Conversations/:Id/Messages': {
    url: `/api/Chat/Conversations/${NO_SUCH_ID}/Messages`,
    payload: { Body: 'Matrice' },
  },
  'POST /api/Chat/Conversations/:Id/Typing': { url: `/api/Chat/Conversations/${NO_SUCH_ID}/Typing` },
  'POST /api/Chat/Conversations/:Id/Close': { url: `/api/Chat/Conversations/${NO_SUCH_ID}/Close` },
  'GET /api/Chat/Conversations/:Id/Events': { url: `/api/Chat/Conversations/${NO_SUCH_ID}/Events` },
  'POST /api/Helpdesk/Chat/Conversations/:Id/Accept': {
    url: `/api/Helpdesk/Chat/Conversations/${NO_SUCH_ID}/Accept`,
  },
  'POST /api/Helpdesk/Chat/Conversations/:Id/Transfer': {
    url: `/api/Helpdesk/Chat/Conversations/${NO_SUCH_ID}/Transfer`,
    payload: { OperatorId: NO_SUCH_UUID },
  },
  'POST /api/Helpdesk/Chat/Settings': { payload: { Plans: ['premium'], Products: [] } },
  // Tags: ids that name nothing (a new name would create a tag in the shared database).
  'GET /api/Tag/Filters/:filter': { url: `/api/Tag/Filters/${encodeFilter({})}` },
  'POST /api/Tag/Save': { payload: { Id: NO_SUCH_ID, Name: 'Matrice' } },
  // Disclaimers: a change of one that does not exist (nothing published); consents of no company.
  'POST /api/Disclaimer/Save': {
    payload: {
      Id: NO_SUCH_ID,
      Code: 'MATRICE',
      Kind: 'marketing',
      Mandatory: false,
      TitleIt: 'Matrice',
      TitleEn: 'Matrix',
      TextIt: '<p>Matrice</p>',
      TextEn: '<p>Matrix</p>',
    },
  },
  'GET /api/Disclaimer/Filters/Detail/:Id': { url: `/api/Disclaimer/Filters/Detail/${NO_SUCH_ID}` },
  'GET /api/Disclaimer/Filters/:filter': { url: `/api/Disclaimer/Filters/${encodeFilter({})}` },
  'GET /api/Disclaimer/Consents/:filter': {
    url: `/api/Disclaimer/Consents/${encodeFilter({ CompanyId: NO_SUCH_ID })}`,
  },
  'GET /api/Disclaimer/Consents/Export/:filter': {
    url: `/api/Disclaimer/Consents/Export/${encodeFilter({ CompanyId: NO_SUCH_ID })}`,
  },
  'POST /api/Auth/signdisclaimers': {
    payload: { Disclaimers: [{ Id: NO_SUCH_ID, Version: 1, Accepted: true }] },
  },
  'POST /api/User/Consents/Answer': { payload: { DisclaimerId: NO_SUCH_ID, Accepted: true } },
  'POST /api/Tag/Assign': { payload: { TagId: NO_SUCH_ID, Ids: [NO_SUCH_ID], Assigned: true } },
  'POST /api/Tag/Merge': { payload: { SourceId: NO_SUCH_ID, TargetId: NO_SUCH_ID - 1 } },
  'DELETE /api/Tag/Delete/:Id': { url: `/api/Tag/Delete/${NO_SUCH_ID}` },
  'POST /api/Partner/Save': { payload: { Id: NO_SUCH_ID, Name: 'Matrice', Scopes: ['users.read'] } },
  'POST /api/Partner/Secret/Rotate': { payload: { Id: NO_SUCH_ID } },
  'DELETE /api/Partner/Delete/:Id': { url: `/api/Partner/Delete/${NO_SUCH_ID}` },
  'DELETE /api/Partner/Links/Delete/:Id': { url: `/api/Partner/Links/Delete/${NO_SUCH_ID}` },
  // Pop-up messages: ids that name nothing (a new message would show in the shared database's banner).
  'GET /api/PopUpMessages/Filters/:filter': { url: `/api/PopUpMessages/Filters/${encodeFilter({})}` },
  'GET /api/PopUpMessages/Detail/:Id': { url: `/api/PopUpMessages/Detail/${NO_SUCH_ID}` },
  'POST /api/PopUpMessages/Save': {
    payload: { Id: NO_SUCH_ID, Title: 'Matrice', Body: 'Matrice', ValidFrom: '2026-01-01T00:00:00Z' },
  },
  'POST /api/PopUpMessages/Move': { payload: { Id: NO_SUCH_ID, Direction: 'up' } },
  'POST /api/PopUpMessages/Delete': { payload: { Ids: [NO_SUCH_ID] } },
  // Capability rules: ids that name nothing (a new rule would change what the other cases meet).
  'GET /api/Capability/Filters/:filter': { url: `/api/Capability/Filters/${encodeFilter({})}` },
  'POST /api/Capability/Save': {
    payload: { Id: NO_SUCH_ID, Area: 'ivr', Kind: 'role', Role: 'user', Granted: true },
  },
  'DELETE /api/Capability/Delete/:Id': { url: `/api/Capability/Delete/${NO_SUCH_ID}` },
  // The users area: requests of the right shape naming no user, so that nothing of the shared
  // database changes; a new user in a company that does not exist.
  'GET /api/User/Filters/:filter': { url: `/api/User/Filters/${encodeFilter({})}` },
  'GET /api/User/Filters/Detail/:Id': { url: `/api/User/Filters/Detail/${NO_SUCH_UUID}` },
  'POST /api/User/Save': {
    payload: { Id: NO_SUCH_UUID, FirstName: 'Anna', LastName: 'Neri', Email: 'anna.neri@example.com' },
  },
  'POST /api/User/Create': {
    payload: { Mode: 'invitation', CompanyId: NO_SUCH_ID, Role: 'user', Email: 'nuova@example.com' },
  },
  'POST /api/User/Enable': { payload: { Ids: [NO_SUCH_UUID], Enabled: false } },
  'POST /api/User/Unlock/:Id': { url: `/api/User/Unlock/${NO_SUCH_UUID}` },
  'POST /api/User/SecondFactor/Reset/:Id': { url: `/api/User/SecondFactor/Reset/${NO_SUCH_UUID}` },
  'POST /api/Company/SecondFactor/Required': { payload: { Required: false } },
  'POST /api/User/PasswordReset/:Id': { url: `/api/User/PasswordReset/${NO_SUCH_UUID}` },
  'POST /api/User/PasswordChange/:Id': { url: `/api/User/PasswordChange/${NO_SUCH_UUID}` },
  'POST /api/User/Roles': { payload: { Id: NO_SUCH_UUID, Role: 'user' } },
  'GET /api/User/Sessions/:Id': { url: `/api/User/Sessions/${NO_SUCH_UUID}` },
  'POST /api/User/Sessions/End/:Id': { url: `/api/User/Sessions/End/${NO_SUCH_UUID}` },
  'POST /api/User/Ivr': { payload: { Id: NO_SUCH_UUID, IvrUserId: 'ivr-none' } },
  'POST /api/User/Ivr/Pin/:Id': { url: `/api/User/Ivr/Pin/${NO_SUCH_UUID}` },
  'GET /api/User/Export/:filter': { url: `/api/User/Export/${encodeFilter({})}` },
  'GET /api/Identity/Filters/:filter': { url: `/api/Identity/Filters/${encodeFilter({})}` },
  'GET /api/Identity/User/:Id': { url: `/api/Identity/User/${NO_SUCH_UUID}` },
  'DELETE /api/Identity/Delete/:Id': { url: `/api/Identity/Delete/${NO_SUCH_UUID}` },
};

function errorKey(res: LightMyRequestResponse): string | undefined {
  try {
    const body = res.json<{ ErrorMessage?: unknown }>();
    return typeof body.ErrorMessage === 'string' ? body.ErrorMessage.split(' ')[0] : undefined;
  } catch {
    return undefined;
  }
}

function meets(res: LightMyRequestResponse, expected: Expected): boolean {
  const key = errorKey(res);
  const guard =
    (res.statusCode === 401 && (key === 'ERROR_EMPTY_SESSION' || key === 'ERROR_PARTNER_TOKEN')) ||
    (res.statusCode === 403 && key === 'ERROR_PARTNER_SCOPE_MISSING') ||
    (res.statusCode === 403 && (key === 'ERROR_FORBIDDEN' || key === 'ERROR_PASSWORD_CHANGE_REQUIRED'));
  switch (expected) {
    case 'ok':
      return res.statusCode < 500 && !guard;
    case '401':
      return res.statusCode === 401 && key === 'ERROR_EMPTY_SESSION';
    case '403':
      return res.statusCode === 403 && key === 'ERROR_FORBIDDEN';
    case 'pwd':
      return res.statusCode === 403 && key === 'ERROR_PASSWORD_CHANGE_REQUIRED';
    case 'token':
      return res.statusCode === 401 && key === 'ERROR_PARTNER_TOKEN';
    case 'page401':
      return res.statusCode === 401 && String(res.headers['content-type']).startsWith('text/html');
  }
}

describe('access matrix', () => {
  it('every caller gets what the table says of each route', async () => {
    const clients = new Map<Caller, TestClient>();
    for (const caller of CALLERS) clients.set(caller, await clientOf(t.app, caller));

    const wrong: string[] = [];
    let cases = 0;
    for (const route of routes.filter((r) => ACCESS.has(routeKey(r)))) {
      const row = ACCESS.get(routeKey(route))!;
      const { url = route.url.replace(/:\w+/g, 'x'), ...sample } = SAMPLE_REQUESTS[routeKey(route)] ?? {};
      for (const caller of CALLERS) {
        const client = clients.get(caller)!;
        const res =
          route.method === 'GET'
            ? await client.get(url)
            : await client.request({ method: route.method as 'POST', url, payload: {}, ...sample });
        cases++;
        if (!meets(res, row[caller])) {
          wrong.push(
            `${routeKey(route)} as ${caller}: ${res.statusCode} ${errorKey(res) ?? ''}, expected ${row[caller]}`,
          );
        }
        // A call may have ended or changed the session (sign-out, a failed sign-in): start again.
        if (caller !== 'anonymous' && caller !== 'partner' && route.method !== 'GET') {
          if ((await client.get('/api/Auth/session')).statusCode !== 200)
            clients.set(caller, await clientOf(t.app, caller));
        }
      }
    }
    console.info(`access matrix: ${cases} cases over ${ACCESS.size} routes and ${CALLERS.length} callers`);
    expect(wrong).toEqual([]);
  }, 180_000);

  /** The sign-in flow's own calls (decision 078): all a sign-in waiting for its second factor reaches. */
  const SIGN_IN_FLOW = new Set([
    'GET /api/Auth/SecondFactor',
    'POST /api/Auth/SecondFactor/Verify',
    'POST /api/Auth/SecondFactor/Totp/Start',
    'POST /api/Auth/SecondFactor/Totp/Confirm',
    'POST /api/Auth/SecondFactor/Passkey/Options',
    'POST /api/Auth/SecondFactor/Passkey',
    'POST /api/Auth/SecondFactor/Passkey/Challenge',
    'POST /api/Auth/SecondFactor/Passkey/Verify',
  ]);

  it('a sign-in waiting for its second factor gets the flow’s calls and what a visitor gets, nothing more', async () => {
    // The second operator has an authenticator: the password alone leaves the sign-in at its second step.
    const staffName = 'operatore2@sportello.demo';
    const [staff] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, staffName));
    const now = new Date();
    await t.database.db.insert(userTotp).values({
      userId: staff!.id,
      secret: sealSecret('JBSWY3DPEHPK3PXP'),
      createdAt: now,
      confirmedAt: now,
    });
    const pendingCaller = async () => {
      const client = new TestClient(t.app);
      expect((await signIn(client, staffName)).json()).toMatchObject({ SecondFactor: 'verify' });
      return client;
    };
    let client = await pendingCaller();
    const wrong: string[] = [];
    for (const route of routes.filter((r) => ACCESS.has(routeKey(r)))) {
      const key = routeKey(route);
      const { url = route.url.replace(/:\w+/g, 'x'), ...sample } = SAMPLE_REQUESTS[key] ?? {};
      const res =
        route.method === 'GET'
          ? await client.get(url)
          : await client.request({ method: route.method as 'POST', url, payload: {}, ...sample });
      const refused =
        res.statusCode === 401 &&
        ['ERROR_SECOND_FACTOR_REQUIRED', 'ERROR_EMPTY_SESSION'].includes(errorKey(res)!);
      const visitor = ACCESS.get(key)!.anonymous;
      const fine = SIGN_IN_FLOW.has(key)
        ? !(res.statusCode === 401 && errorKey(res) === 'ERROR_EMPTY_SESSION') && res.statusCode < 500
        : visitor === '401'
          ? refused
          : meets(res, visitor);
      if (!fine)
        wrong.push(
          `${key}: ${res.statusCode} ${errorKey(res) ?? ''}, expected ${SIGN_IN_FLOW.has(key) ? 'ok' : visitor}`,
        );
      // A call may have ended the pending sign-in (signing out, another sign-in): start it again.
      if ((await client.get('/api/Auth/SecondFactor')).statusCode !== 200) client = await pendingCaller();
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

/**
 * Routes with a path parameter that names no object of a customer company, with the reason. Every
 * other route with a parameter must be a cross-company case below.
 */
const NO_COMPANY_OBJECT: Record<string, string> = {
  'GET /api/Toolkit/Files/:Id/Download':
    "the vendor's files: a company gets those of its products only (toolkit.test.ts)",
  'GET /api/BackOffice/Toolkit/Files/Filters/:filter': 'back office: toolkit files, staff only',
  'GET /api/BackOffice/Toolkit/Files/Detail/:Id': 'back office: toolkit files, staff only',
  'GET /api/BackOffice/Toolkit/Downloads/Export/:filter':
    'back office: every company’s downloads, staff only',
  'POST /api/BackOffice/Toolkit/Files/:Id/Withdraw': 'back office: toolkit files, staff only',
  'PUT /api/BackOffice/Toolkit/Files/:Id/Versions': 'back office: toolkit files, staff only',
  'POST /api/BackOffice/Toolkit/Versions/:Id/Withdraw': 'back office: toolkit files, staff only',
  'GET /api/BackOffice/Toolkit/Versions/:Id/Download': 'back office: toolkit files, staff only',
  'GET /api/App/Reservations/Slots/:ServiceId':
    "the vendor's services: a company sees the ones it may book (reservations.test.ts)",
  'GET /api/BackOffice/Reservations/Services/Filters/:filter': 'back office: reservable services, staff only',
  'GET /api/BackOffice/Reservations/Services/Detail/:Id': 'back office: reservable services, staff only',
  'DELETE /api/BackOffice/Reservations/Services/Delete/:Id': 'back office: reservable services, staff only',
  'GET /api/BackOffice/Reservations/Appointments/Filters/:filter':
    'back office: every company’s appointments, staff only',
  'GET /api/BackOffice/Reservations/Appointments/Export/:filter':
    'back office: every company’s appointments, staff only',
  'GET /api/BackOffice/Reservations/Appointments/Detail/:Id':
    'back office: every company’s appointments, staff only',
  'POST /api/BackOffice/Reservations/Appointments/:Id/Reschedule':
    'back office: every company’s appointments, staff only',
  'POST /api/BackOffice/Reservations/Appointments/:Id/Cancel':
    'back office: every company’s appointments, staff only',
  'GET /api/BackOffice/Reservations/Slots/:filter': 'back office: the operators’ slots, staff only',
  'GET /api/BackOffice/Reservations/Calendar/:filter': 'back office: the operators’ calendar, staff only',
  'DELETE /api/BackOffice/Reservations/Absences/Delete/:Id':
    'back office: the operators’ absences, staff only',
  'GET /api/BackOffice/Reservations/Requests/Filters/:filter':
    'back office: demonstration requests, staff only',
  'POST /api/BackOffice/Reservations/Requests/:Id/Confirm': 'back office: demonstration requests, staff only',
  'POST /api/BackOffice/Reservations/Requests/:Id/Decline': 'back office: demonstration requests, staff only',
  'GET /api/Calendar/Feed/:Token': "an operator's feed, by its secret address (reservations.test.ts)",
  'GET /api/BackOffice/Crm/Companies/:CompanyId/Timeline/:filter':
    'back office: any company’s timeline, staff only',
  'POST /api/BackOffice/Crm/Activities/:Id/Done': 'back office: the CRM, staff only',
  'DELETE /api/BackOffice/Crm/Activities/Delete/:Id': 'back office: the CRM, staff only',
  'GET /api/BackOffice/Views/:List': "the caller's own views: the session names the person",
  'GET /api/vlc/vialibera/getuserfromwrapper/:x/': "a partner's call: its own links only (partners.test.ts)",
  'GET /api/vlc/vialibera/getuserfromwrapper/multi/:x/':
    "a partner's call: its own links only (partners.test.ts)",
  'GET /api/vlc/vialibera/InfoDisclaimer/Params/:x/':
    "a partner's call: the disclaimers' texts, nobody's data",
  'DELETE /api/User/PartnerLinks/:Id':
    "the caller's own link: another user's is unknown to them (partners.test.ts)",
  'GET /api/Partner/Filters/:filter': 'back office: partner applications, staff only',
  'GET /api/Partner/Detail/:Id': 'back office: partner applications, staff only',
  'DELETE /api/Partner/Delete/:Id': 'back office: partner applications, staff only',
  'GET /api/Partner/Links/:filter': 'back office: partner applications, staff only',
  'DELETE /api/Partner/Links/Delete/:Id': 'back office: partner applications, staff only',
  'POST /api/Helpdesk/Chat/Conversations/:Id/Accept': 'back office: the chat queue, staff only',
  'POST /api/Helpdesk/Chat/Conversations/:Id/Transfer': 'back office: the chat queue, staff only',
  'GET /api/User/profile': "the caller's own details: no id, the session names the user",
  'POST /api/User/profile': "the caller's own details: no id, the session names the user",
  'GET /api/Company/login/local/exists/vatcode/:vat':
    'a VAT number: public registry data, asked before sign-in',
  'GET /api/Company/register/local/exists/vatcode/:vat':
    'a VAT number: public registry data, asked before sign-in',
  'GET /api/Company/login/securecode/:code/verify/:vat':
    'the secure code is the secret (docs/secure-codes.md)',
  'GET /api/Auth/sso/:provider/start': 'an identity provider',
  'GET /api/Auth/isp/users/:subject':
    "answered for the identity bound to the caller's cookie only (sso.test.ts)",
  'DELETE /api/Auth/isp/mine/:Id':
    "a user's own identity link: anyone else's, of any company, is not found (own-identities.test.ts)",
  'GET /api/Company/users/invitation/mine/:token/:email': 'the single-use invitation token is the secret',
  'GET /api/Company/users/invitation/mine/:token/:email/user':
    'the single-use invitation token is the secret',
  'POST /api/Company/users/invitation/complete/:token/:email':
    'the single-use invitation token is the secret',
  'GET /api/Communication/News/:filter': "a list filter; the list holds the caller's audience only",
  'GET /api/App/Audit/Filters/:filter':
    'back office: the vendor’s own records, staff only (403 to customers above)',
  'GET /api/Communication/Filters/:filter': 'back office: the vendor’s own records, staff only',
  'GET /api/Communication/Filters/Detail/:Id': 'back office: the vendor’s own records, staff only',
  'GET /api/Communication/Delivery/:Id': 'back office: the vendor’s own records, staff only',
  'GET /api/App/BackOffice/Search': 'back office: searches the registry and the helpdesk, staff only',
  'DELETE /api/Communication/Delete/:Id': 'back office: the vendor’s own records, staff only',
  'DELETE /api/Communication/Filters/Delete/:filter': 'back office: the vendor’s own records, staff only',
  'GET /api/Communication/Export/:filter': 'back office: the vendor’s own records, staff only',
  'GET /api/Disclaimer/Filters/:filter': 'back office: the vendor’s own texts, staff only',
  'GET /api/Disclaimer/Filters/Detail/:Id': 'back office: the vendor’s own texts, staff only',
  'GET /api/MLC/Templates/Filters/:filter': 'back office: the vendor’s mail templates, staff only',
  'GET /api/MLC/Templates/Filters/Detail/:Id': 'back office: the vendor’s mail templates, staff only',
  'GET /api/MLC/Templates/Default/:Kind': 'back office: the portal’s default mails, staff only',
  'GET /api/MLC/Audiences/Detail/:Id': 'back office: the vendor’s audiences, staff only',
  'POST /api/MLC/Audiences/Members/:Id': 'back office: the vendor’s audiences, staff only',
  'DELETE /api/MLC/Audiences/Delete/:Id': 'back office: the vendor’s audiences, staff only',
  'GET /api/MLC/Audiences/Filters/:filter': 'back office: the vendor’s audiences, staff only',
  'GET /api/MLC/Campaigns/Filters/:filter': 'back office: the vendor’s campaigns, staff only',
  'GET /api/MLC/Campaigns/Detail/:Id': 'back office: the vendor’s campaigns, staff only',
  'GET /api/MLC/Campaigns/Recipients/:Id/:filter': 'back office: the vendor’s campaigns, staff only',
  'GET /api/MLC/Campaigns/Recipients/Export/:Id/:filter': 'back office: the vendor’s campaigns, staff only',
  'DELETE /api/MLC/Campaigns/Delete/:Id': 'back office: the vendor’s campaigns, staff only',
  'GET /api/MLC/Unsubscribe/:Token':
    'a signed link naming one person, made by the portal; a forged one is refused',
  'POST /api/MLC/Unsubscribe/:Token':
    'a signed link naming one person, made by the portal; a forged one is refused',
  'POST /api/MLC/Unsubscribe/OneClick/:Token':
    'a signed link naming one person, made by the portal; a forged one is refused',
  'DELETE /api/MLC/Templates/Delete/:Id': 'back office: the vendor’s mail templates, staff only',
  'DELETE /api/MLC/Templates/Filters/Delete/:filter': 'back office: the vendor’s mail templates, staff only',
  'GET /api/Disclaimer/Consents/:filter':
    'back office: consent records of any company, staff only (403 to customers above)',
  'GET /api/Disclaimer/Consents/Export/:filter': 'back office: consent records of any company, staff only',
  'GET /api/Company/Filters/:filter':
    'back office: the customer registry, staff only (403 to customers above)',
  'GET /api/Company/Filters/Detail/:Id': 'back office: the customer registry, staff only',
  'POST /api/Company/UserCode/Rotate/:Id': 'back office: the customer registry, staff only',
  'GET /api/Company/UserCode/:Id': 'back office: the customer registry, staff only',
  'GET /api/Company/Export/:filter': 'back office: the customer registry, staff only',
  'GET /api/Company/Import/Jobs/:Id': 'back office: import jobs of the staff, importers only',
  'GET /api/Company/Import/Jobs/:Id/Report': 'back office: import jobs of the staff, importers only',
  'GET /api/User/Import/Jobs/:Id': 'back office: import jobs of the staff, importers only',
  'GET /api/User/Import/Jobs/:Id/Report': 'back office: import jobs of the staff, importers only',
  'GET /api/Helpdesk/Tickets/Filters/:filter':
    'back office: the helpdesk queue, staff only (403 to customers above)',
  'GET /api/Helpdesk/Tickets/Detail/:id': 'back office: the helpdesk, staff only',
  'GET /api/Helpdesk/Tickets/Context/:id': 'back office: the helpdesk, staff only',
  'GET /api/Helpdesk/Tickets/History/:id': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/Assign': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/State': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/Priority': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/Tags': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/Merge': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Tickets/:id/Messages': 'back office: the helpdesk, staff only',
  'POST /api/Helpdesk/Plans/Delete/:Id': 'back office: the vendor’s own plans, staff only',
  'GET /api/Helpdesk/Subscriptions/Filters/:filter': 'back office: subscriptions, staff only',
  'POST /api/Helpdesk/Subscriptions/Delete/:Id': 'back office: subscriptions, staff only',
  'GET /api/Tag/Filters/:filter': 'back office: the vendor’s own tags, staff only',
  'DELETE /api/Tag/Delete/:Id': 'back office: the vendor’s own tags, staff only',
  'GET /api/PopUpMessages/Filters/:filter': 'back office: the vendor’s own banner messages, staff only',
  'GET /api/PopUpMessages/Detail/:Id': 'back office: the vendor’s own banner messages, staff only',
  'GET /api/User/Filters/:filter': "back office: the portal's users across companies, staff only",
  'GET /api/User/Filters/Detail/:Id': "back office: the portal's users across companies, staff only",
  'POST /api/User/Unlock/:Id': "back office: the portal's users across companies, staff only",
  'POST /api/User/SecondFactor/Reset/:Id': "back office: the portal's users across companies, staff only",
  'POST /api/User/PasswordReset/:Id': "back office: the portal's users across companies, staff only",
  'POST /api/User/PasswordChange/:Id': "back office: the portal's users across companies, staff only",
  'GET /api/User/Sessions/:Id': "back office: the portal's users across companies, staff only",
  'GET /api/SignIns/:UserId/Filters/:filter': "back office: the portal's users across companies, staff only",
  'GET /api/SignIns/:UserId/Export/:filter': "back office: the portal's users across companies, staff only",
  'GET /api/Mail/Failed/Filters/:filter': 'back office: the outbox, admins only',
  'GET /api/Mail/Failed/Detail/:Id': 'back office: the outbox, admins only',
  'GET /api/Mail/Failed/Export/:filter': 'back office: the outbox, admins only',
  'GET /api/App/brand/:Id': 'public: the vendor’s logo and favicon, shown to everyone',
  'GET /api/ServerErrors/Filters/:filter': 'back office: the server’s own failures, admins only',
  'GET /api/Capability/Filters/:filter': 'back office: the vendor’s capability rules, staff only',
  'DELETE /api/Capability/Delete/:Id': 'back office: the vendor’s capability rules, staff only',
  'GET /api/ServerErrors/Detail/:Id': 'back office: the server’s own failures, admins only',
  'GET /api/ServerErrors/Export/:filter': 'back office: the server’s own failures, admins only',
  'POST /api/User/Sessions/End/:Id': "back office: the portal's users across companies, staff only",
  'POST /api/User/Ivr/Pin/:Id': "back office: the portal's users across companies, staff only",
  'GET /api/User/Export/:filter': "back office: the portal's users across companies, staff only",
  'GET /api/Identity/Filters/:filter': "back office: the portal's users across companies, staff only",
  'GET /api/Identity/User/:Id': "back office: the portal's users across companies, staff only",
  'DELETE /api/Identity/Delete/:Id': "back office: the portal's users across companies, staff only",
  'GET /kb/category/:slug': 'knowledge-base content, the same for every customer',
  'GET /kb/article/:slug': 'knowledge-base content, the same for every customer',
  'GET /api/app/campaigns/Filters/:filter': 'back office: the vendor’s campaigns, staff only',
  'GET /api/app/campaigns/Detail/:Id': 'back office: the vendor’s campaigns, staff only',
  'DELETE /api/app/campaigns/Delete/:Id': 'back office: the vendor’s campaigns, staff only',
  'GET /api/app/campaigns/data/export/:filter': 'back office: entries of any company, staff only',
  'GET /dev/mail/:file': 'development mailbox, never registered in production',
  'DELETE /api/BackOffice/PayServices/Types/Delete/:Id':
    'back office: the paid services’ catalogue, staff only',
  'GET /api/BackOffice/PayServices/Services/Filters/:filter':
    'back office: the paid services’ catalogue, staff only',
  'GET /api/BackOffice/PayServices/Services/Detail/:Id':
    'back office: the paid services’ catalogue, staff only',
  'DELETE /api/BackOffice/PayServices/Services/Delete/:Id':
    'back office: the paid services’ catalogue, staff only',
  'GET /api/BackOffice/PayServices/Requests/Filters/:filter':
    'back office: every company’s requests, staff only',
  'GET /api/BackOffice/PayServices/Requests/Export/:filter':
    'back office: every company’s requests, staff only',
  'POST /api/BackOffice/PayServices/Requests/:Id/Approve':
    'back office: every company’s requests, staff only',
  'POST /api/BackOffice/PayServices/Requests/:Id/Reject': 'back office: every company’s requests, staff only',
  'GET /api/BackOffice/Ibans/Filters/:filter': 'back office: every company’s mandates, staff only',
  'GET /api/BackOffice/Ibans/Export/:filter': 'back office: every company’s mandates, staff only',
  'POST /api/BackOffice/Ibans/:Id/Reveal': 'back office: every company’s mandates, staff only',
};

interface Objects {
  ticket: string;
  attachment: string;
  news: number;
  invitation: string;
  chat: number;
  chatFile: number;
  /** A plain user of company A (lucia.bianchi): the owner's requests leave her as she is. */
  colleague: string;
  /** company A's user's ready export of her own data (decision 065). */
  dataExport: string;
  /** company A's user's place at the demo's talks event. */
  campaignEntry: number;
  /** company A's user's appointment, and another free time of its service. */
  appointment: number;
  otherSlot: string;
}

/**
 * Each route that takes the id of a company's object, as company B would call it with company A's
 * ids. `by` is company B's caller with the role the route needs; `owner` is company A's, who must get
 * through with the same request (so that the ids are real and the 404 means "not yours").
 */
const CROSS_COMPANY: Record<
  string,
  {
    by: 'userB' | 'adminB';
    owner: 'userA' | 'adminA';
    request(o: Objects): { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
  }
> = {
  'GET /api/Support/Tickets/:id': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Support/Tickets/${o.ticket}` }),
  },
  'GET /api/Support/Tickets/:id/Attachments/:attachmentId': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Support/Tickets/${o.ticket}/Attachments/${o.attachment}` }),
  },
  'POST /api/Support/Tickets/:id/Messages': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({
      method: 'POST',
      url: `/api/Support/Tickets/${o.ticket}/Messages`,
      payload: { Message: 'Ciao' },
    }),
  },
  'POST /api/Support/Tickets/:id/Close': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'POST', url: `/api/Support/Tickets/${o.ticket}/Close`, payload: {} }),
  },
  'GET /api/User/DataExport/:Id/file': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/User/DataExport/${o.dataExport}/file` }),
  },
  'GET /api/Communication/News/Detail/:Id': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Communication/News/Detail/${o.news}` }),
  },
  'POST /api/Communication/News/Read/:Id': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'POST', url: `/api/Communication/News/Read/${o.news}`, payload: {} }),
  },
  'GET /api/Chat/Conversations/:Id': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Chat/Conversations/${o.chat}` }),
  },
  'GET /api/Chat/Conversations/:Id/Attachments/:AttachmentId': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Chat/Conversations/${o.chat}/Attachments/${o.chatFile}` }),
  },
  'GET /api/Chat/Conversations/:Id/Events': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'GET', url: `/api/Chat/Conversations/${o.chat}/Events` }),
  },
  'POST /api/Chat/Conversations/:Id/Messages': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({
      method: 'POST',
      url: `/api/Chat/Conversations/${o.chat}/Messages`,
      payload: { Body: 'Ciao' },
    }),
  },
  'POST /api/Chat/Conversations/:Id/Typing': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'POST', url: `/api/Chat/Conversations/${o.chat}/Typing`, payload: {} }),
  },
  'POST /api/Chat/Conversations/:Id/Close': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'POST', url: `/api/Chat/Conversations/${o.chat}/Close`, payload: {} }),
  },
  'POST /api/Company/users/invitation/:id/resend': {
    by: 'adminB',
    owner: 'adminA',
    request: (o) => ({
      method: 'POST',
      url: `/api/Company/users/invitation/${o.invitation}/resend`,
      payload: {},
    }),
  },
  'DELETE /api/Company/users/invitation/:id': {
    by: 'adminB',
    owner: 'adminA',
    request: (o) => ({ method: 'DELETE', url: `/api/Company/users/invitation/${o.invitation}` }),
  },
  'POST /api/Company/users/:Id/Enabled': {
    by: 'adminB',
    owner: 'adminA',
    request: (o) => ({
      method: 'POST',
      url: `/api/Company/users/${o.colleague}/Enabled`,
      payload: { Enabled: true },
    }),
  },
  'POST /api/Company/users/:Id/Role': {
    by: 'adminB',
    owner: 'adminA',
    request: (o) => ({
      method: 'POST',
      url: `/api/Company/users/${o.colleague}/Role`,
      payload: { Role: 'user' },
    }),
  },
  'POST /api/Company/users/:Id/Unlock': {
    by: 'adminB',
    owner: 'adminA',
    request: (o) => ({ method: 'POST', url: `/api/Company/users/${o.colleague}/Unlock`, payload: {} }),
  },
  'POST /api/app/campaigns/Entries/Withdraw/:Id': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({
      method: 'POST',
      url: `/api/app/campaigns/Entries/Withdraw/${o.campaignEntry}`,
      payload: {},
    }),
  },
  // Moved before it is cancelled: the owner's requests run in this order.
  'POST /api/App/Reservations/Appointments/:Id/Reschedule': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({
      method: 'POST',
      url: `/api/App/Reservations/Appointments/${o.appointment}/Reschedule`,
      payload: { Start: o.otherSlot },
    }),
  },
  'POST /api/App/Reservations/Appointments/:Id/Cancel': {
    by: 'userB',
    owner: 'userA',
    request: (o) => ({ method: 'POST', url: `/api/App/Reservations/Appointments/${o.appointment}/Cancel` }),
  },
};

describe("company A's objects asked for by company B", () => {
  it('every route with a path parameter is a cross-company case or holds no company object', () => {
    const withParameter = routes
      .filter((r) => r.url.includes(':') && !EXEMPTIONS.some((e) => e.applies(r, routes)))
      .map(routeKey);
    expect(
      withParameter.filter((key) => !(key in CROSS_COMPANY) && !(key in NO_COMPANY_OBJECT)),
      'routes taking an id: add a CROSS_COMPANY case (or a NO_COMPANY_OBJECT reason) in access-matrix.isolated.test.ts',
    ).toEqual([]);
    const present = new Set(routes.map(routeKey));
    expect(Object.keys(CROSS_COMPANY).filter((key) => !present.has(key))).toEqual([]);
  });

  it('answer 404 to company B and change nothing; company A gets through', async () => {
    const as = {
      userA: await clientOf(t.app, 'userA'),
      adminA: await clientOf(t.app, 'adminA'),
      userB: await clientOf(t.app, 'userB'),
      adminB: new TestClient(t.app),
    };
    expect((await signIn(as.adminB, 'giulia.neri')).statusCode).toBe(200);
    const operator = await clientOf(t.app, 'operator');

    const ticket = (
      await as.userA.post('/api/Support/Tickets', {
        Subject: 'Riservato',
        Product: 'portal',
        Message: 'Solo per Rossi Impianti.',
        Attachments: [{ FileName: 'note.txt', Content: Buffer.from('riservato').toString('base64') }],
      })
    ).json();
    // Published for company A's type (customers, 1), not company B's (hauliers, 2).
    const news = await operator.post('/api/Communication/Save', {
      Type: 14,
      Title: 'Solo clienti',
      Status: 'published',
      CompanyTypeFilters: [{ Code: '1' }],
    });
    expect(news.statusCode, news.body).toBe(200);
    const invitation = await as.adminA.post('/api/Company/users/invitation', {
      Email: 'nuovo.collega@rossi-impianti.example',
      Role: { Id: 1 },
    });
    expect(invitation.statusCode, invitation.body).toBe(200);
    // A conversation of company A's user, written straight in: opening one through the API takes the
    // chat's hours, a premium plan and an operator online, which the chat's own tests cover.
    const [lucia] = await t.database.db.select().from(users).where(eq(users.userName, 'lucia.bianchi'));
    const [chat] = await t.database.db
      .insert(chatConversations)
      .values({ companyId: lucia!.companyId, customerId: lucia!.id, createdAt: new Date() })
      .returning();
    // A file in it, as a message of hers.
    const [fileMessage] = await t.database.db
      .insert(chatMessages)
      .values({
        conversationId: chat!.id,
        authorId: lucia!.id,
        authorName: 'Lucia Bianchi',
        fromStaff: false,
        body: '',
        createdAt: new Date(),
      })
      .returning();
    const [chatFile] = await t.database.db
      .insert(chatAttachments)
      .values({
        messageId: fileMessage!.id,
        fileName: 'nota.txt',
        contentType: 'text/plain',
        size: 4,
        content: Buffer.from('nota'),
      })
      .returning();
    // Company A's user's copy of her data, once made (in the background, in a moment).
    const exported = (await as.userA.post('/api/User/DataExport', {})).json<{ Id: string }>();
    await expect
      .poll(async () => (await as.userA.get('/api/User/DataExport')).json().Export.State)
      .toBe('ready');
    // Company A's user takes a place at the demo's talks event (open to every company).
    const talks = (await as.userA.get('/api/app/campaigns/type/list/'))
      .json<{ Id: number; Type: string }[]>()
      .find((c) => c.Type === 'talks');
    const place = await as.userA.post('/api/app/campaigns/talks21/register', {
      CampaignId: talks!.Id,
      ContactName: 'Lucia Bianchi',
      Email: 'lucia.bianchi@rossi-impianti.example',
      PrivacyConsent: true,
    });
    expect(place.statusCode, place.body).toBe(200);
    // Company A's user books a consultancy (a service open to every company), on a Monday: the
    // matrix's own save of the business calendar leaves Mondays open only.
    const me = (await operator.get('/api/BackOffice/Reservations/Operators'))
      .json<{ Id: string; Me: boolean }[]>()
      .find((o) => o.Me);
    const service = await (await clientOf(t.app, 'admin')).post(
      '/api/BackOffice/Reservations/Services/Save',
      {
        Kind: 'consultancy',
        Name: 'Consulenza delle matrici',
        DurationMinutes: 60,
        Place: 'phone',
        OperatorIds: [me?.Id],
      },
    );
    expect(service.statusCode, service.body).toBe(200);
    const serviceId = service.json<{ Id: number }>().Id;
    const free = (
      await as.userA.get(`/api/App/Reservations/Slots/${serviceId}?From=2027-04-05&To=2027-04-05`)
    ).json<{ Start: string }[]>();
    const booked = await as.userA.post('/api/App/Reservations/Book', {
      ServiceId: serviceId,
      Start: free[0]?.Start,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const objects: Objects = {
      ticket: ticket.Id,
      attachment: ticket.Messages[0].Attachments[0].Id,
      news: news.json().Id,
      invitation: invitation.json().Id,
      chat: chat!.id,
      chatFile: chatFile!.id,
      colleague: lucia!.id,
      dataExport: exported.Id,
      campaignEntry: place.json<{ Id: number }>().Id,
      appointment: booked.json<{ Id: number }>().Id,
      otherSlot: free[1]?.Start ?? '',
    };

    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(CROSS_COMPANY)) {
      const res = await as[entry.by].request(entry.request(objects));
      if (res.statusCode !== 404 || errorKey(res) !== 'ERROR_NOT_FOUND')
        wrong.push(`${key} by ${entry.by}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong, 'company B must not reach company A’s objects').toEqual([]);

    // Nothing changed: the ticket is open with its one message, the news unread by A, the invitation pending.
    expect((await as.userA.get(`/api/Support/Tickets/${objects.ticket}`)).json()).toMatchObject({
      State: 'open',
      Messages: [{ Body: 'Solo per Rossi Impianti.' }],
    });
    expect((await as.userA.get(`/api/Communication/News/Detail/${objects.news}`)).json().Read).toBe(false);
    const people = (await as.adminA.get('/api/Company/users')).json();
    expect(JSON.stringify(people)).toContain(objects.invitation);
    // Her one message, the file, and nothing company B tried to write.
    expect((await as.userA.get(`/api/Chat/Conversations/${objects.chat}`)).json()).toMatchObject({
      State: 'waiting',
      Messages: [{ Body: '', Attachment: { FileName: 'nota.txt' } }],
    });
    const standing = (await as.userA.get('/api/app/campaigns/type/list/'))
      .json<{ Mine: { Id: number; Status: string }[] }[]>()
      .flatMap((c) => c.Mine)
      .find((e) => e.Id === objects.campaignEntry);
    expect(standing?.Status).toBe('registered');
    const appointment = (await as.userA.get('/api/App/Reservations/Appointments'))
      .json<{ Id: number; Status: string; Start: string }[]>()
      .find((a) => a.Id === objects.appointment);
    expect(appointment).toMatchObject({ Status: 'confirmed', Start: free[0]?.Start });

    for (const [key, entry] of Object.entries(CROSS_COMPANY)) {
      const res = await as[entry.owner].request(entry.request(objects));
      if (res.statusCode !== 200)
        wrong.push(`${key} by ${entry.owner}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong, 'the owner reaches each object with the same request').toEqual([]);
    console.info(`cross-company: ${Object.keys(CROSS_COMPANY).length} routes taking a company's object ids`);
  });
});

describe('customer areas a capability rule denies (decision 066)', () => {
  it('each customer route declares the area the table gives it, and no other route declares one', () => {
    expect(Object.fromEntries(routeAreas(t.app))).toEqual(AREA_ROUTES);
  });

  it("refuse company A's users every route of a denied area; company B and the staff get the row's answer", async () => {
    const admin = await clientOf(t.app, 'admin');
    const [rossi] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.vatCode, '09876543217'));
    const areas = [...new Set(Object.values(AREA_ROUTES))];
    const rules: number[] = [];
    for (const area of areas) {
      const res = await admin.post('/api/Capability/Save', {
        Area: area,
        Kind: 'company',
        CompanyId: rossi!.id,
        Granted: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      rules.push(res.json<{ Id: number }>().Id);
    }
    try {
      const callers = ['userA', 'adminA', 'userB', 'operator'] as const;
      const clients = new Map<Caller, TestClient>();
      for (const caller of callers) clients.set(caller, await clientOf(t.app, caller));
      const wrong: string[] = [];
      for (const key of Object.keys(AREA_ROUTES)) {
        const [method, path] = key.split(' ') as [string, string];
        const { url = path.replace(/:\w+/g, 'x'), ...sample } = SAMPLE_REQUESTS[key] ?? {};
        for (const caller of callers) {
          const client = clients.get(caller)!;
          const res =
            method === 'GET'
              ? await client.get(url)
              : await client.request({ method: method as 'POST', url, payload: {}, ...sample });
          const denied = res.statusCode === 403 && errorKey(res) === 'ERROR_CAPABILITY_DENIED';
          const companyA = caller === 'userA' || caller === 'adminA';
          if (companyA ? !denied : denied || !meets(res, ACCESS.get(key)![caller]))
            wrong.push(`${key} as ${caller}: ${res.statusCode} ${errorKey(res) ?? ''}`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      for (const id of rules)
        expect(
          (await admin.request({ method: 'DELETE', url: `/api/Capability/Delete/${id}` })).statusCode,
        ).toBe(200);
    }
  });
});
