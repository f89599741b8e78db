import type { PartnerScope } from '@sportello/contracts/partners/partners.values';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../core/app-error';
import type { PartnerAccess } from '../../core/route';
import { authenticatePartner } from './partners.service';

/**
 * The gate of a partner's calls (decision 080): `access: gate.scope(…)` on a route lets in a genuine,
 * live token of an enabled partner that carries the scope, then counts the call against the
 * partner's own rate (429 over it), whatever address it comes from. The cookies of a session are
 * not looked at.
 */

const WINDOW_MS = 60_000;

/** Calls of a key in the current minute: in Redis when configured (every process shares it), else in the process. */
interface CallCounter {
  add(key: string, now: number): Promise<number>;
}

function memoryCounter(): CallCounter {
  const windows = new Map<string, { window: number; calls: number }>();
  return {
    add: async (key, now) => {
      const window = Math.floor(now / WINDOW_MS);
      const current = windows.get(key);
      const calls = current?.window === window ? current.calls + 1 : 1;
      windows.set(key, { window, calls });
      return calls;
    },
  };
}

function redisCounter(redis: Redis): CallCounter {
  return {
    add: async (key, now) => {
      const name = `sportello:partner-rate:${key}:${Math.floor(now / WINDOW_MS)}`;
      const [[, calls] = []] = (await redis.multi().incr(name).pexpire(name, WINDOW_MS).exec()) ?? [];
      return Number(calls);
    },
  };
}

export function partnerGates(redis: Redis | undefined) {
  const counter = redis ? redisCounter(redis) : memoryCounter();
  return {
    scope(scope: PartnerScope): PartnerAccess {
      return {
        partner: scope,
        authenticate: async (request: FastifyRequest, needed: string) => {
          // The gate runs twice (headers, then body): the partner is counted once.
          if (request.partner) return request.partner;
          const ctx = request.server.serviceContext(request);
          const { ratePerMinute, ...partner } = await authenticatePartner(
            ctx,
            request.headers.authorization,
            needed,
          );
          const calls = await counter.add(String(partner.partnerId), ctx.clock.now().getTime());
          if (calls > ratePerMinute) throw new AppError('ERROR_TOO_MANY_REQUESTS');
          return partner;
        },
      };
    },
  };
}
