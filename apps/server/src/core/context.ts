import type { Tx } from './database';

/** What a service logs through: the request's logger in routes, the process logger in jobs. */
export interface Log {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Everything a service needs besides its plain input: the database (or the open transaction) and a
 * logger. Signed-in callers add an `actor` (see the session module). Services never see Fastify.
 */
export interface ServiceContext {
  tx: Tx;
  log: Log;
}
