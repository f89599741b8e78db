import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Db } from './database';

/**
 * Events pushed to browsers (the chat), across every server process (decision 037): Redis pub/sub
 * when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY otherwise, and within the process on PGlite, which
 * serves one process only. An event is a small JSON object on a named channel; what it announces is
 * read from the database, so a listener that missed one loses nothing but a typing indicator.
 */
export interface EventBus {
  publish(channel: string, event: object): Promise<void>;
  /** Calls `listener` for each event on `channel` until the returned function is called. */
  subscribe(channel: string, listener: (event: object) => void): () => void;
  close(): Promise<void>;
}

/** Fans one process's subscribers out from a single source of (channel, event) pairs. */
function fanOut(): { deliver(channel: string, raw: string): void; subscribe: EventBus['subscribe'] } {
  const local = new EventEmitter();
  // One listener per open stream: hundreds of customers may follow one process's channels.
  local.setMaxListeners(0);
  return {
    deliver(channel, raw) {
      try {
        local.emit(channel, JSON.parse(raw));
      } catch {
        // Not ours, or cut short: nobody is told of a malformed event.
      }
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      return () => local.off(channel, listener);
    },
  };
}

export function memoryEventBus(): EventBus {
  const { deliver, subscribe } = fanOut();
  return {
    publish: async (channel, event) => deliver(channel, JSON.stringify(event)),
    subscribe,
    close: async () => {},
  };
}

const REDIS_PREFIX = 'sportello:events:';

/** Publishes on the given connection; listens on a connection of its own (Redis requires it). */
export function redisEventBus(redis: Redis): EventBus {
  const { deliver, subscribe } = fanOut();
  const listener = redis.duplicate();
  listener.on('error', () => {});
  listener.psubscribe(`${REDIS_PREFIX}*`).catch(() => {});
  listener.on('pmessage', (_pattern, channel: string, raw: string) =>
    deliver(channel.slice(REDIS_PREFIX.length), raw),
  );
  return {
    publish: async (channel, event) => {
      await redis.publish(REDIS_PREFIX + channel, JSON.stringify(event));
    },
    subscribe,
    close: async () => {
      listener.disconnect();
    },
  };
}

/** NOTIFY's one channel; the payload carries ours. */
const PG_CHANNEL = 'sportello_events';

/**
 * LISTEN on a connection of its own, reconnecting after a database restart; NOTIFY through a pool
 * connection. A payload is limited to 8,000 bytes: events announce, they do not carry documents.
 */
export async function postgresEventBus(url: string, db: Db): Promise<EventBus> {
  const { deliver, subscribe } = fanOut();
  let closed = false;
  let client: pg.Client | undefined;
  const listen = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return;
      const cut = message.payload.indexOf('\n');
      deliver(message.payload.slice(0, cut), message.payload.slice(cut + 1));
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (client === next) setTimeout(() => void listen().catch(() => {}), 1_000);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch {
      next.end().catch(() => {});
      setTimeout(() => void listen().catch(() => {}), 1_000);
    }
  };
  await listen();
  return {
    publish: async (channel, event) => {
      await db.execute(sql`select pg_notify(${PG_CHANNEL}, ${`${channel}\n${JSON.stringify(event)}`})`);
    },
    subscribe,
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
