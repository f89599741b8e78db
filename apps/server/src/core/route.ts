import type { CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import type { RouteContract } from '@sportello/contracts/common/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireRole, requireSession, requireSignInFlow } from './auth-guard';
import type { PartnerActor, ServiceContext } from './context';
import { refuseUngrantedArea } from './customer-capabilities';
import { PARTNER_SECURITY_SCHEME } from './openapi';
import { refuseDuringMaintenance } from './portal-settings';
import { declareSessionWriter, type SessionData } from './session';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteRequest<R extends RouteContract> {
  /** The service context of the call: hand it to the one service function the route calls. */
  ctx: ServiceContext;
  params: Input<R['params']>;
  query: Input<R['querystring']>;
  body: Input<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Who may call a route, checked before anything else runs (before the body is even parsed), so that
 * a caller without access learns nothing from validation errors:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: a signed-in user (401 otherwise; 403 ERROR_PASSWORD_CHANGE_REQUIRED while a
 *   password change is pending);
 * - `signed-in-pending-password`: a signed-in user, also while a password change or the answers to
 *   the disclaimers (decision 059) are pending (403 ERROR_DISCLAIMERS_PENDING for `signed-in`);
 * - `sign-in-flow`: the sign-in flow's own calls (decision 078): a session whose password is proven,
 *   also while its second factor is pending (to every other call it answers 401
 *   ERROR_SECOND_FACTOR_REQUIRED);
 * - a list of roles: a signed-in user with one of them (401 signed out, 403 another role);
 * - `{ partner: scope }`: a partner application's OAuth access token with that scope (decision 080),
 *   checked by the partners module's `authenticate`; a session, whatever its role, opens nothing here.
 * A customer's session is refused every guarded call during maintenance (503), and every call of
 * an area its capabilities deny (403 ERROR_CAPABILITY_DENIED, decision 066: `area` below).
 * This is the gate in front of the route, not its authorization: the service called checks its
 * caller again through its module's policy (whose object, which back-office permission), so that it
 * is safe from a job or a test too. The gate stays because it answers before the body is parsed.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'signed-in-pending-password'
  | 'sign-in-flow'
  | readonly SessionData['role'][]
  | PartnerAccess;

/**
 * A partner application's gate: the scope its token must carry, and the check of the token (the
 * partners module's, handed in by its routes so that core does not depend on it). The partner it
 * finds is the request's actor (`request.partner`).
 */
export interface PartnerAccess {
  readonly partner: string;
  authenticate(request: FastifyRequest, scope: string): Promise<PartnerActor>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner application of a call behind a partner gate (decision 080). */
    partner?: PartnerActor;
  }
}

const isPartnerAccess = (access: Access): access is PartnerAccess =>
  typeof access === 'object' && 'partner' in access;

export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'preHandler' | 'bodyLimit'> & {
  /** OpenAPI tag: the area of the portal the call belongs to. */
  tag: string;
  access: Access;
  /** The handler writes to the caller's session (`reply.saveSession`). */
  savesSession?: true;
  /**
   * The customer area the call belongs to (decision 066): a customer whose capabilities deny it is
   * refused here, once for every route of the area, before the body is parsed; staff go on.
   */
  area?: CustomerArea;
};

/** Every route's declared access, by `METHOD /path` (Fastify's `:param` form): the access matrix's inventory. */
const declaredAccess = new WeakMap<FastifyInstance, Map<string, Access>>();

export function routeAccess(app: FastifyInstance): ReadonlyMap<string, Access> {
  return declaredAccess.get(app) ?? new Map();
}

/** Every route's declared customer area, by `METHOD /path`: the access matrix's capability cases. */
const declaredAreas = new WeakMap<FastifyInstance, Map<string, CustomerArea>>();

export function routeAreas(app: FastifyInstance): ReadonlyMap<string, CustomerArea> {
  return declaredAreas.get(app) ?? new Map();
}

const CUSTOMER_ROLES: readonly SessionData['role'][] = ['user', 'company_admin'];

function accessGuard(access: Access, area: CustomerArea | undefined) {
  return async (request: FastifyRequest) => {
    if (access === 'public') return;
    if (isPartnerAccess(access)) {
      request.partner = await access.authenticate(request, access.partner);
      return;
    }
    // The sign-in itself checked maintenance; the flow's calls only finish it.
    if (access === 'sign-in-flow') {
      requireSignInFlow(request);
      return;
    }
    const session =
      access === 'signed-in'
        ? requireSession(request)
        : access === 'signed-in-pending-password'
          ? requireSession(request, { allowPasswordChange: true })
          : requireRole(request, [...access]);
    // Maintenance keeps customers out of everything but the public calls (decision 058); the back
    // office goes on, its own sign-in being for admins only meanwhile.
    if (!CUSTOMER_ROLES.includes(session.role)) return;
    const ctx = request.server.serviceContext(request);
    await refuseDuringMaintenance(ctx);
    if (area) await refuseUngrantedArea(ctx, area);
  };
}

/**
 * Registers one call of the wire contract: the contract's schemas validate the input, shape the
 * output and document the route in OpenAPI, so the three cannot disagree. The handler receives
 * parsed input and returns the response body.
 */
export function registerRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  options: RouteOptions,
  /** Returns the response body, or the reply itself when it has answered otherwise (a redirect). */
  handler: (
    input: RouteRequest<R>,
  ) => Promise<z.input<R['response']> | FastifyReply> | z.input<R['response']>,
): void {
  const { tag, access, savesSession, area, ...rest } = options;
  const registry = declaredAccess.get(app) ?? new Map<string, Access>();
  declaredAccess.set(app, registry);
  registry.set(`${contract.method} ${contract.path}`, access);
  if (area) {
    const areas = declaredAreas.get(app) ?? new Map<string, CustomerArea>();
    declaredAreas.set(app, areas);
    areas.set(`${contract.method} ${contract.path}`, area);
  }
  if (savesSession) declareSessionWriter(app, `${contract.method} ${contract.path}`);
  const guard = accessGuard(access, area);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...rest,
    onRequest: guard,
    // Again once the body is in: the session may have ended since the headers (core/session.ts).
    preValidation: guard,
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [tag],
      ...(contract.params && { params: contract.params }),
      ...(contract.querystring && { querystring: contract.querystring }),
      ...(contract.body && { body: contract.body }),
      response: { 200: contract.response },
      ...(isPartnerAccess(access) && { security: [{ [PARTNER_SECURITY_SCHEME]: [access.partner] }] }),
    },
    handler: async (request, reply) =>
      handler({
        ctx: request.server.serviceContext(request),
        params: request.params as Input<R['params']>,
        query: request.query as Input<R['querystring']>,
        body: request.body as Input<R['body']>,
        request,
        reply,
      }),
  });
}
