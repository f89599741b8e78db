import type { FastifyInstance } from 'fastify';
import { systemContext } from '../../core/context';
import type { Database } from '../../core/database';
import { serverFailureOf } from '../../core/server-failures';
import { recordServerError } from './server-errors.service';

/**
 * Failures one process records a minute at most: enough to find any request a user reports, while
 * a failure on every call (a broken dependency under load) cannot turn into as many writes. What
 * the cap skips is still in the log, and its count is logged with the next minute's first failure.
 */
export const RECORDS_PER_MINUTE = 60;

/** A fixed window of a minute: `take` says whether one more record fits in the current one. */
export function minuteBudget(perMinute: number) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let used = 0;
  let skipped = 0;
  return {
    take(now: number): { ok: boolean; skippedBefore: number } {
      let skippedBefore = 0;
      if (now - windowStart >= 60_000) {
        skippedBefore = skipped;
        windowStart = now;
        used = 0;
        skipped = 0;
      }
      if (used >= perMinute) {
        skipped += 1;
        return { ok: false, skippedBefore };
      }
      used += 1;
      return { ok: true, skippedBefore };
    },
  };
}

/**
 * Records every failure the error handler noted (core/server-failures.ts) once its answer has gone
 * (`onResponse`): the caller waits for nothing, and the write runs on the database's own handle,
 * outside whatever transaction the request rolled back. A write that fails (the database being
 * what failed, say) is logged and forgotten; the answer was sent before it was tried.
 */
export function captureServerErrors(app: FastifyInstance, database: Database, perMinute: number): void {
  const budget = minuteBudget(perMinute);
  app.addHook('onResponse', async (request) => {
    const failure = serverFailureOf(request);
    if (!failure) return;
    const { ok, skippedBefore } = budget.take(app.clock.now().getTime());
    if (skippedBefore > 0)
      request.log.warn({ skipped: skippedBefore }, 'server errors over the cap were not recorded');
    if (!ok) return;
    const ctx = systemContext({ tx: database.db, log: request.log, clock: app.clock });
    try {
      await recordServerError(ctx, {
        requestId: request.id,
        method: request.method,
        // The pattern, not the URL: path values (tokens, filters) and the query stay out.
        route: request.routeOptions.url ?? request.url,
        status: failure.status,
        errorKey: failure.key,
        error: failure.error,
        userId: request.session?.userId,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'server error not recorded');
    }
  });
}
