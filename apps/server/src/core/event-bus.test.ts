import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { type EventBus, memoryEventBus, postgresEventBus, redisEventBus } from './event-bus';

/**
 * The event bus carries an event from the process that publishes it to every process whose browsers
 * follow the channel: here two buses stand for two server processes. Redis and PostgreSQL run when
 * the suite has them (TEST_REDIS_URL, DATABASE_URL), as in CI.
 */

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

function received(bus: EventBus, channel: string): object[] {
  const events: object[] = [];
  const unsubscribe = bus.subscribe(channel, (e) => events.push(e));
  closing.push(async () => unsubscribe());
  return events;
}

/** Two processes' buses: what one publishes, the other's subscribers of that channel get, and only they. */
async function crossesProcesses(first: EventBus, second: EventBus): Promise<void> {
  const onSecond = received(second, 'chat:conversation:1');
  const otherChannel = received(second, 'chat:conversation:2');
  // A subscription takes a moment to reach Redis or PostgreSQL: publish until it arrives.
  await expect
    .poll(async () => {
      await first.publish('chat:conversation:1', { type: 'changed' });
      return onSecond.length;
    })
    .toBeGreaterThan(0);
  expect(onSecond[0]).toEqual({ type: 'changed' });
  expect(otherChannel).toEqual([]);
}

describe('the event bus', () => {
  it('within one process (PGlite)', async () => {
    const bus = memoryEventBus();
    const events = received(bus, 'chat:queue');
    const unsubscribe = bus.subscribe('chat:queue', () => {
      throw new Error('unsubscribed listeners are not called');
    });
    unsubscribe();
    await bus.publish('chat:queue', { type: 'changed' });
    expect(events).toEqual([{ type: 'changed' }]);
  });

  it.runIf(process.env.TEST_REDIS_URL)('across processes through Redis pub/sub', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const [a, b] = [new Redis(url), new Redis(url)];
    const [first, second] = [redisEventBus(a), redisEventBus(b)];
    closing.push(async () => {
      await first.close();
      await second.close();
      a.disconnect();
      b.disconnect();
    });
    await crossesProcesses(first, second);
  });

  it.runIf(process.env.DATABASE_URL)('across processes through PostgreSQL LISTEN/NOTIFY', async () => {
    const url = process.env.DATABASE_URL!;
    const databases: Database[] = [
      await openDatabase({ kind: 'postgres', url, poolSize: 1 }),
      await openDatabase({ kind: 'postgres', url, poolSize: 1 }),
    ];
    const [first, second] = [
      await postgresEventBus(url, databases[0]!.db),
      await postgresEventBus(url, databases[1]!.db),
    ];
    closing.push(async () => {
      await first.close();
      await second.close();
      for (const d of databases) await d.close();
    });
    await crossesProcesses(first, second);
  });
});
