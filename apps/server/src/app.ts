import { randomUUID } from 'node:crypto';
import { MAX_FILTER_LENGTH } from '@sportello/contracts/common/filters';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type Clock, systemClock } from './core/clock';
import { antiEnumerationFloor, type EventPort, type ServicePorts, type SignOutPort } from './core/context';
import type { Database } from './core/database';
import { registerDevMailbox } from './core/dev-mailbox';
import { answerClientError, registerErrorHandling, sendError } from './core/error-handler';
import { type EventBus, memoryEventBus } from './core/event-bus';
import { createFileStore } from './core/file-store/create-file-store';
import { registerHealth } from './core/health';
import { configureKeys } from './core/keys';
import { registerMetrics } from './core/metrics';
import { registerOpenApi } from './core/openapi';
import { configurePasswordHashing } from './core/passwords';
import { settingsFromEnvironment } from './core/portal-settings';
import { registerServiceContext } from './core/request-context';
import { registerRequestLog } from './core/request-log';
import { registerSecurity, renewAntiforgerySecret } from './core/security';
import { registerSessions } from './core/session';
import { cachedSessionStore } from './core/session-cache';
import { databaseSessionStore, redisSessionStore, type SessionStore } from './core/session-store';
import { registerWebApp } from './core/web-app';
import type { Module, ModuleDeps } from './module-deps';
import { accessModule } from './modules/access/access.module';
import { configureAccess } from './modules/access/access.policy';
import { databaseGrants } from './modules/access/role-grants.service';
import { auditModule } from './modules/audit/audit.module';
import { configureAuditLabels } from './modules/audit/audit-labels';
import { authModule } from './modules/auth/auth.module';
import { businessCalendarModule } from './modules/business-calendar/business-calendar.module';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { capabilitiesModule } from './modules/capabilities/capabilities.module';
import { databaseCapabilities } from './modules/capabilities/capabilities.service';
import { captchaModule } from './modules/captcha/captcha.module';
import { chatModule } from './modules/chat/chat.module';
import { communicationsModule } from './modules/communications/communications.module';
import { companiesModule } from './modules/companies/companies.module';
import { crmModule } from './modules/crm/crm.module';
import { dataExportModule } from './modules/data-export/data-export.module';
import { disclaimersModule } from './modules/disclaimers/disclaimers.module';
import { ibanModule } from './modules/iban/iban.module';
import { importsModule } from './modules/imports/imports.module';
import { invitationsModule } from './modules/invitations/invitations.module';
import { ivrModule } from './modules/ivr/ivr.module';
import { knowledgeBaseModule } from './modules/knowledge-base/knowledge-base.module';
import { languagesModule } from './modules/languages/languages.module';
import { mailModule } from './modules/mail/mail.module';
import { mailTemplatesModule } from './modules/mail-templates/mail-templates.module';
import { mailingModule } from './modules/mailing/mailing.module';
import { newsModule } from './modules/news/news.module';
import { partnersModule } from './modules/partners/partners.module';
import { payServicesModule } from './modules/pay-services/pay-services.module';
import { popupsModule } from './modules/popups/popups.module';
import { recoveryModule } from './modules/recovery/recovery.module';
import { registrationModule } from './modules/registration/registration.module';
import { reservationsModule } from './modules/reservations/reservations.module';
import { savedViewsModule } from './modules/saved-views/saved-views.module';
import { searchModule } from './modules/search/search.module';
import { secondFactorModule } from './modules/second-factor/second-factor.module';
import { secondFactorStepOf } from './modules/second-factor/second-factor.service';
import { serverErrorsModule } from './modules/server-errors/server-errors.module';
import { settingsModule } from './modules/settings/settings.module';
import { databaseSettings, publicBrand } from './modules/settings/settings.service';
import { createOidcClient } from './modules/sso/oidc-client';
import { ssoModule } from './modules/sso/sso.module';
import { supportPlansModule } from './modules/support-plans/support-plans.module';
import { supportRequestsModule } from './modules/support-requests/support-requests.module';
import { tagsModule } from './modules/tags/tags.module';
import { ticketsModule } from './modules/tickets/tickets.module';
import { toolkitModule } from './modules/toolkit/toolkit.module';
import { usersModule } from './modules/users/users.module';
import { usersRegistryModule } from './modules/users-registry/users-registry.module';
import { verificationModule } from './modules/verification/verification.module';

export interface AppDeps {
  database: Database;
  /** Shared by every process when REDIS_URL is set: sessions and rate-limit counters. */
  redis?: Redis;
  /** Events pushed to browsers across processes (core/event-bus.ts); within the process when absent. */
  bus?: EventBus;
  /** The time every service and session reads; tests pass one they move by hand. */
  clock?: Clock;
  /** Where the log goes (standard output when absent); the start-up's messages share it (start-up.ts). */
  logOutput?: DestinationStream;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The server's modules, in the order their routes are registered (decision 057): adding an area is
 * one line here. The back office's grants and the audit log's labels are built from this list.
 */
const MODULES: readonly Module[] = [
  settingsModule,
  languagesModule,
  mailModule,
  serverErrorsModule,
  mailTemplatesModule,
  mailingModule,
  companiesModule,
  tagsModule,
  importsModule,
  authModule,
  secondFactorModule,
  captchaModule,
  ssoModule,
  recoveryModule,
  supportRequestsModule,
  ticketsModule,
  supportPlansModule,
  businessCalendarModule,
  knowledgeBaseModule,
  registrationModule,
  invitationsModule,
  usersModule,
  usersRegistryModule,
  searchModule,
  disclaimersModule,
  accessModule,
  auditModule,
  communicationsModule,
  newsModule,
  popupsModule,
  ivrModule,
  chatModule,
  verificationModule,
  dataExportModule,
  capabilitiesModule,
  campaignsModule,
  partnersModule,
  savedViewsModule,
  reservationsModule,
  crmModule,
  toolkitModule,
  ibanModule,
  payServicesModule,
];

/**
 * Builds the whole application in an explicit order: framework options, error handling, security,
 * observability, documentation, feature modules, then the web app. Tests build it the same way.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // The cost of new password hashes is the process's (server.ts seeds after this, with that cost).
  configurePasswordHashing(config.passwordHashCost);
  // Every key (token MACs, signed tokens, the content cipher, captcha signatures) derives from the
  // cookie secret, each for its own purpose (core/keys.ts).
  configureKeys(config.cookieSecret);
  // The back office's grants and the audit log's labels, from what each module declares.
  configureAccess(MODULES.flatMap((module) => module.access ?? []));
  configureAuditLabels(MODULES.flatMap((module) => module.auditLabels ?? []));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logOutput && { stream: deps.logOutput }),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Query strings may carry one-time tokens: log the path and the parameter names only.
        req: (req) => ({
          method: req.method,
          url: redactQuery(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    // A caller's (or proxy's) request id is kept when it looks like one; otherwise a new one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_FILTER_LENGTH },
    // Errors the router raises before any route runs (bad URL encoding, over-long parameters)
    // get the same error shape as everything else.
    frameworkErrors: (error, request, reply) =>
      sendError(
        request,
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'ERROR_URI_TOO_LONG' : 'ERROR_BAD_REQUEST',
      ),
    // Node's own refusals (headers over the size limit, a malformed request) in the error shape too.
    clientErrorHandler: answerClientError,
    // Answered by the hook below in the error shape; Fastify's own 503 has a body of its own.
    return503OnClosing: false,
    // One line per request instead of Fastify's two, and quiet outside production (core/request-log.ts).
    disableRequestLogging: true,
    forceCloseConnections: 'idle',
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptBodilessJson(app);
  // Graceful shutdown: requests in flight when close() starts still finish, and their answers tell
  // the client to drop the kept-alive connection, so that the server can close as soon as they end.
  // A request that still arrives (on a kept-alive connection) is refused with 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) return sendError(request, reply, 'ERROR_SERVICE_UNAVAILABLE');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandling(app);
  registerRequestLog(app, { production: config.env === 'production' });
  // OpenAPI first: it collects every route registered after it.
  await registerOpenApi(app, { publicUrl: config.publicUrl, serve: config.apiDocs });
  await registerSecurity(app, config, deps.redis);
  const clock = deps.clock ?? systemClock;
  const bus = deps.bus ?? memoryEventBus();
  const store = deps.redis ? redisSessionStore(deps.redis) : databaseSessionStore(deps.database.db, clock);
  // In front of the store even when nothing is cached (SESSION_CACHE_MS=0): it announces endings.
  const sessions = cachedSessionStore(store, bus, { clock, ttlMs: config.sessionCacheMs });
  const signOut = signOutPort(sessions, app.log);
  const events = eventPort(bus);
  const ports: ServicePorts = {
    signOut,
    events,
    antiEnumeration: antiEnumerationFloor(config.antiEnumerationFloorMs),
    // The environment's settings until the back office saves its own (decision 058).
    settings: databaseSettings(deps.database.db, settingsFromEnvironment(config), app.log),
    // The back office's rules of which customer areas customers see (decision 066).
    capabilities: databaseCapabilities(deps.database.db),
    // The admins' narrowings of the back-office grants, read again each second (decision 067).
    grants: databaseGrants(deps.database.db),
    // The second factor's part of a sign-in (decision 078), a port so that auth does not depend on it.
    signInSteps: { secondFactorStep: secondFactorStepOf },
    files: createFileStore(config.files),
  };
  registerServiceContext(app, { database: deps.database, clock, ports });
  app.addHook('onClose', async () => sessions.close());
  registerSessions(app, sessions, { clock, settings: ports.settings, onStart: renewAntiforgerySecret });
  if (config.metrics.enabled) registerMetrics(app, { token: config.metrics.token });
  registerHealth(app, deps.database);

  const modules: ModuleDeps = {
    ...deps,
    bus,
    ports,
    config,
    oidc: createOidcClient(config.sso),
    personalData: MODULES.flatMap((module) => module.personalData ?? []),
  };
  for (const module of MODULES) module.register(app, modules);

  if (config.mail.devMailbox) registerDevMailbox(app, config.mail.dir);

  // Unknown pages go to the web app's router; unknown API calls get the error shape.
  const web = config.webDistDir
    ? await registerWebApp(app, config.webDistDir, async () => publicBrand(await ports.settings.current()))
    : undefined;
  app.setNotFoundHandler((request, reply) =>
    web?.isPageRequest(request)
      ? web.sendIndex(request, reply)
      : sendError(request, reply, 'ERROR_NOT_FOUND'),
  );

  return app;
}

/** Ends people's sessions everywhere, each reason in the log (the services' one way, core/context.ts). */
function signOutPort(sessions: SessionStore, log: FastifyBaseLogger): SignOutPort {
  return {
    async signOutUsers(userIds, reason) {
      for (const userId of userIds) await sessions.destroyAllOfUser(userId);
      if (userIds.length > 0) log.info({ users: userIds.length, reason }, 'sessions ended');
    },
  };
}

/** Publishes on the app's bus; a service gets publishing only (the services' one way, core/context.ts). */
function eventPort(bus: EventBus): EventPort {
  return { publish: (channel, event) => bus.publish(channel, event) };
}

function redactQuery(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const names = query.split('&').map((pair) => `${pair.split('=')[0]}=…`);
  return `${path}?${names.join('&')}`;
}

/**
 * Clients send `Content-Type: application/json` on every call, also on the calls that carry nothing
 * (logout, closing the pop-up session, joining the support group). Fastify refuses such an empty
 * body; here it is simply no body, and a route that needs one still refuses it through its schema.
 * A non-empty body goes through Fastify's own parser (with its prototype-poisoning checks).
 */
function acceptBodilessJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
