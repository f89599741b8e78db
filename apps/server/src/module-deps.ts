import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { ServicePorts } from './core/context';
import type { Database } from './core/database';
import type { EventBus } from './core/event-bus';
import type { ModuleManifest } from './core/module';
import type { PersonalDataPart } from './core/personal-data';
import type { OidcClient } from './modules/sso/oidc-client';

/** What every module may be given when the app registers it (`app.ts`), the same for all. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  /** Shared by every process when REDIS_URL is set. */
  redis?: Redis;
  /** Events across processes (core/event-bus.ts): for the routes' event streams, which follow channels. */
  bus: EventBus;
  oidc: OidcClient;
  /**
   * The ports of the requests' service contexts (signing out, events, settings, capabilities,
   * grants): for jobs, whose context has no request, so that a job does its work as a request would.
   */
  ports: ServicePorts;
  /** Every module's part of a user's own data, from the manifests: for the data export. */
  personalData: readonly PersonalDataPart[];
}

/** A server module's manifest (core/module.ts) over the app's dependencies. */
export type Module = ModuleManifest<ModuleDeps>;
