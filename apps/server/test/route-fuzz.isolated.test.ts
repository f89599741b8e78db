import { KB_PATH, KB_TOKEN_FIELD } from '@sportello/contracts/knowledge-base/knowledge-base.values';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Access, routeAccess } from '../src/core/route';
import { CAPABILITIES_CACHE_MS } from '../src/modules/capabilities/capabilities.service';
import { capabilityRules } from '../src/modules/capabilities/capabilities.tables';
import { type CompanyRow, companies, companyParents } from '../src/modules/companies/companies.tables';
import { asText, type Case, edgeCases, type Segment, unboundedValues } from './route-edges';
import { fastifyRoutes, type RecordedRoute } from './route-inventory';
import { type Caller, clientOf, EXEMPTIONS, routeKey, SSO_ALIAS_PATH } from './route-table';
import {
  brokenFilter,
  brokenValueOf,
  hostileSegment,
  jsonSchemaOf,
  NASTY_STRINGS,
  shapedValue,
} from './schema-arbitraries';
import { portalWithProvider } from './sso-provider';
import type { TestClient } from './test-client';

vi.mock('fastify', async (original) =>
  (await import('./route-inventory')).withRouteRecorder(await original()),
);

/**
 * Every route of the app — Fastify's whole table, the routes hidden from the OpenAPI document
 * included — gets FUZZ_CASES malformed requests from a caller it lets in (a signed-in user with
 * an anti-forgery token for the signed-in area, an administrator for the back office, a user with
 * a knowledge-base session for its pages), with inputs derived from its own schemas and broken in
 * one place, hostile path segments, broken base64url filters, broken JSON, odd content types, and
 * one body over its size limit. Whatever arrives,
 * the answer is never a 5xx, never a stack trace, never late, and every 4xx has the error shape.
 * FUZZ_SEED replays a run.
 */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Any answer later than this is a failure of its own (a request that hangs). */
const ANSWER_WITHIN_MS = 10_000;
/** Cases of one route in flight together: the floors of the enumeration-safe routes overlap. */
const PARALLEL = 6;
/** The test app's BODY_LIMIT (the configuration's default). */
const BODY_LIMIT = 1_048_576;

// A real identity provider, so that the single sign-on routes answer as they do in production.
const portal = portalWithProvider({ OIDC_REDIRECT_PATH: SSO_ALIAS_PATH });
let routes: RecordedRoute[];
let declared: ReadonlyMap<string, Access>;
const clients = new Map<FuzzCaller, TestClient>();

beforeAll(() => {
  const all = fastifyRoutes(portal.t.app);
  routes = all.filter((route) => !EXEMPTIONS.some((e) => e.applies(route, all)));
  declared = routeAccess(portal.t.app);
});

/**
 * The seeded companies and their parents as the run found them. Companies have small serial ids,
 * so a fuzzed id of the back office's company calls (enable, migrate, force single sign-on, edit
 * parents) may well be the callers' own company, which would then refuse their next sign-in:
 * after each state-changing route they are put back, so that every route meets the same callers.
 */
let seeded: { rows: CompanyRow[]; parents: (typeof companyParents.$inferSelect)[] };
beforeAll(async () => {
  const db = portal.t.database.db;
  seeded = { rows: await db.select().from(companies), parents: await db.select().from(companyParents) };
});

async function restoreSeededCompanies(): Promise<void> {
  const denials = await portal.t.database.db.transaction(async (tx) => {
    for (const { id, ...row } of seeded.rows) await tx.update(companies).set(row).where(eq(companies.id, id));
    await tx.delete(companyParents);
    await tx.insert(companyParents).values(seeded.parents);
    // A rule a case wrote by chance (the demo seeds none) would deny a later route's area to its
    // customer, who would then be refused before the route is reached at all.
    return tx.delete(capabilityRules).returning({ id: capabilityRules.id });
  });
  // The route gate reads the rules again within a second.
  if (denials.length > 0) await new Promise((resolve) => setTimeout(resolve, CAPABILITIES_CACHE_MS + 100));
}

/**
 * The knowledge base's pages open only with a session of their own (decision 013): a signed-in
 * user who posted the portal's single-use token to /kb, as the portal's hidden form does.
 */
const KB_CALLER = 'knowledgeBase';
type FuzzCaller = Caller | typeof KB_CALLER;
const isKbPage = (route: RecordedRoute) => route.url === KB_PATH || route.url.startsWith(`${KB_PATH}/`);

async function knowledgeBaseClient(): Promise<TestClient> {
  // Not userA, whom the signed-in routes' cases use: their wrong old passwords lock that account.
  const c = await clientOf(portal.t.app, 'userB');
  // A disclaimer the admin's cases published by chance holds the sign-in until it is answered.
  const pending = await c.post('/api/Auth/getuseremptydisclaimers', {});
  const waiting = pending.statusCode === 200 ? pending.json<{ Id: number; Version: number }[]>() : [];
  if (waiting.length > 0)
    await c.post('/api/Auth/signdisclaimers', {
      Disclaimers: waiting.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
    });
  const token = (await c.get('/api/App/getomegasecuritytoken')).json<string>();
  const opened = await c.request({
    method: 'POST',
    url: KB_PATH,
    payload: `${KB_TOKEN_FIELD}=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    csrf: false,
  });
  expect(opened.statusCode, 'the knowledge-base session opens').toBe(303);
  return c;
}

/** Someone the route lets in: its fuzz is about input, not access (that is the access matrix). */
function callerFor(route: RecordedRoute): FuzzCaller {
  if (isKbPage(route)) return KB_CALLER;
  const access = declared.get(routeKey(route));
  if (access === undefined || access === 'public') return 'anonymous';
  if (access === 'signed-in') return 'userA';
  // The password change: wrong old passwords count against the account (decision 005), so its
  // cases lock the caller they run as, whom no other route's cases need afterwards.
  if (access === 'signed-in-pending-password') return 'pendingPassword';
  if (typeof access === 'object' && 'partner' in access) return 'partner';
  if (access.includes('company_admin')) return 'adminA';
  return access.includes('admin') ? 'admin' : 'operator';
}

async function isAlive(caller: FuzzCaller, c: TestClient): Promise<boolean> {
  if (caller === 'anonymous' || caller === 'partner') return true;
  return (await c.get(caller === KB_CALLER ? KB_PATH : '/api/Auth/session')).statusCode === 200;
}

async function client(caller: FuzzCaller): Promise<TestClient> {
  let c = clients.get(caller);
  // A case may have ended the session (a sign-out, a language or password change): start again.
  if (!c || !(await isAlive(caller, c))) {
    c = caller === KB_CALLER ? await knowledgeBaseClient() : await clientOf(portal.t.app, caller);
    clients.set(caller, c);
  }
  return c;
}

function segmentArbitrary(route: RecordedRoute, name: string): fc.Arbitrary<Segment> {
  const input = jsonSchemaOf(route.schema?.params, 'input')?.properties?.[name];
  const output = jsonSchemaOf(route.schema?.params, 'output')?.properties?.[name];
  const own: fc.Arbitrary<Segment>[] = [];
  // A string on the wire read as an object: a base64url JSON filter.
  if (input?.type === 'string' && output?.type === 'object')
    own.push(brokenFilter(output).map((text) => ({ text })));
  else if (input)
    own.push(fc.oneof(shapedValue(input), brokenValueOf(input)).map((v) => ({ text: asText(v) })));
  return fc.oneof(...own, hostileSegment);
}

function queryArbitrary(route: RecordedRoute): fc.Arbitrary<Record<string, string | string[]> | undefined> {
  const schema = jsonSchemaOf(route.schema?.querystring, 'input');
  const values = schema
    ? brokenValueOf(schema)
    : fc.dictionary(
        fc.constantFrom('q', 'token', 'page', 'state', 'lg', '__proto__'),
        fc.constantFrom(...NASTY_STRINGS),
      );
  return fc.option(
    values.map((value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [asText(k), Array.isArray(v) ? v.map(asText) : asText(v)]),
          )
        : { value: asText(value) },
    ),
    { nil: undefined },
  );
}

const BROKEN_BODIES = [
  '{',
  '[1,',
  '',
  'null',
  '"x"',
  '\u0000',
  '{"a":1}trailing',
  '{"a":1,"a":2}',
  `${'['.repeat(50_000)}`,
];
const CONTENT_TYPES = [
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

function bodyArbitrary(route: RecordedRoute): fc.Arbitrary<Case['body']> {
  const schema = jsonSchemaOf(route.schema?.body, 'input');
  const json = (schema ? brokenValueOf(schema) : fc.jsonValue({ maxDepth: 3 })).map((value) => ({
    payload: value === undefined ? '' : JSON.stringify(value),
  }));
  return fc.oneof(
    { weight: 8, arbitrary: json },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES).map((payload) => ({ payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...CONTENT_TYPES),
          fc.oneof(fc.constantFrom('token=x&a=1', '<a/>'), fc.string()),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
  );
}

function caseArbitrary(route: RecordedRoute): fc.Arbitrary<Case> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return fc.record({
    segments: fc.record(Object.fromEntries(names.map((name) => [name, segmentArbitrary(route, name)]))),
    query: queryArbitrary(route),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route),
  });
}

function urlOf(route: RecordedRoute, segments: Record<string, Segment>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const segment = segments[name] as Segment;
    return 'raw' in segment ? segment.raw : encodeURIComponent(asText(segment.text));
  });
}

/** What is wrong with an answer, or undefined. */
function problemOf(route: RecordedRoute, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  // The caller was chosen to be let in: the guard's refusal means the input never reached the route.
  if (
    callerFor(route) !== 'anonymous' &&
    res.statusCode === 401 &&
    res.body.includes('"ERROR_EMPTY_SESSION"')
  )
    return 'refused by the guard: the fuzz lost its session';
  // The same for the knowledge base's pages, which answer their own 401 page (a token post may fail).
  if (callerFor(route) === KB_CALLER && route.method === 'GET' && res.statusCode === 401)
    return 'refused: the fuzz lost its knowledge-base session';
  if (/\bat [^\n]*\.(?:ts|js|mjs|cjs):\d+|node_modules\//.test(res.body)) return 'shows a stack trace';
  if (res.statusCode < 400) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  // The knowledge base's pages answer pages, failures included (decision 013).
  if (isKbPage(route) && type.startsWith('text/html')) return undefined;
  try {
    const body = res.json<Record<string, unknown>>();
    const shaped =
      typeof body.ErrorCode === 'number' &&
      body.ErrorCode > 0 &&
      typeof body.ErrorMessage === 'string' &&
      typeof body.Message === 'string';
    return shaped ? undefined : 'a 4xx without the error shape';
  } catch {
    return `a 4xx that is not JSON (${type})`;
  }
}

function withDeadline(answer: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

describe('every route under malformed input', () => {
  it('never answers 5xx, a stack trace or late, and answers every 4xx in the error shape', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const started = performance.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cases = 0;

    /** Sends one case from a client address of its own (the per-address limits would otherwise
     * answer 429 long before the route's validation is reached) and records what is wrong. */
    const check = async (
      route: RecordedRoute,
      caller: TestClient,
      request: {
        method: string;
        url: string;
        query?: Record<string, string | string[]>;
        body?: Case['body'];
      },
      status?: number,
    ) => {
      cases++;
      const res = await withDeadline(
        caller.request({
          method: request.method as 'GET',
          url: request.url,
          ...(request.query && { query: request.query }),
          ...(request.body && { payload: request.body.payload }),
          headers: {
            'x-forwarded-for': `10.${(cases >> 16) & 255}.${(cases >> 8) & 255}.${cases & 255}`,
            ...(request.body && { 'content-type': request.body.contentType ?? 'application/json' }),
          },
        }),
      );
      const problem =
        res === 'late'
          ? `no answer within ${ANSWER_WITHIN_MS} ms`
          : (problemOf(route, res) ??
            (status && res.statusCode !== status ? `answered ${res.statusCode}, not ${status}` : undefined));
      if (res !== 'late') statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (problem) {
        const shown = JSON.stringify({ ...request, body: request.body?.payload.slice(0, 200) });
        failures.push(
          `${routeKey(route)}: ${problem} — ${shown.slice(0, 400)} → ${res === 'late' ? '' : res.body.slice(0, 200)}`,
        );
      }
      return res;
    };

    for (const [index, route] of routes.entries()) {
      const caller = await client(callerFor(route));
      const samples = [
        ...fc.sample(caseArbitrary(route), { numRuns: CASES_PER_ROUTE, seed: SEED + index }),
        ...edgeCases(route, SEED + index),
      ];
      for (let i = 0; i < samples.length; i += PARALLEL) {
        await Promise.all(
          samples
            .slice(i, i + PARALLEL)
            .map((sample) =>
              check(route, caller, { method: route.method, url: urlOf(route, sample.segments), ...sample }),
            ),
        );
      }
      // One body just over the route's limit is refused with 413 before it is read — as JSON, or as
      // a form for the one page that takes forms only (it refuses JSON with 415 first).
      if (route.method !== 'GET') {
        const filler = 'a'.repeat(route.bodyLimit ?? BODY_LIMIT);
        const url = route.url.replace(/:\w+/g, 'x');
        const json = await check(route, caller, {
          method: route.method,
          url,
          body: { payload: `{"x":"${filler}"}` },
        });
        if (json !== 'late' && json.statusCode === 415) {
          const form = { payload: `x=${filler}`, contentType: 'application/x-www-form-urlencoded' };
          await check(route, caller, { method: route.method, url, body: form }, 413);
        } else if (json !== 'late' && json.statusCode !== 413) {
          failures.push(`${routeKey(route)}: an oversized body answered ${json.statusCode}, not 413`);
        }
        await restoreSeededCompanies();
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `route fuzz: ${cases} cases over ${routes.length} routes (${CASES_PER_ROUTE} per route, plus each number and instant at the edges where columns end, plus one oversized body per state-changing route) in ${seconds} s, seed ${SEED} (FUZZ_SEED=${SEED} replays it); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures.slice(0, 20), `${failures.length} failing cases, seed ${SEED}`).toEqual([]);
  }, 240_000);

  it('takes no number past a PostgreSQL integer and no instant before 1900 or after 9999', () => {
    const unbounded = routes.flatMap((route, index) =>
      unboundedValues(route, SEED + index).map((problem) => `${routeKey(route)}: ${problem}`),
    );
    expect(unbounded, 'give the field a schema of contracts/common/column-ranges.ts').toEqual([]);
  });
});
