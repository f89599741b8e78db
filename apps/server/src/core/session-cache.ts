import { randomUUID } from 'node:crypto';
import type { Clock } from './clock';
import type { EventBus } from './event-bus';
import type { SessionStore, StoredSession } from './session-store';

/** The bus channel on which a process says which sessions it changed or ended. */
const CHANNEL = 'sessions';

type Invalidation = { from: string } & ({ idHash: string } | { userId: string });

/**
 * Sessions read from the process's memory for at most `ttlMs`, in front of the shared store (decision
 * 045): a signed-in page's burst of calls, and an operator's busy list, read the session once instead
 * of once per call, which was a database round trip on every API request (docs/performance.md).
 *
 * An ended session must not live on in another process: every change and every ending is written to
 * the store first, then announced on the event bus (Redis pub/sub or PostgreSQL LISTEN/NOTIFY, the
 * chat's), and each process drops what it was told of — within milliseconds. If an announcement is
 * lost (the bus reconnecting), the entry still expires after `ttlMs`: sign-out, disabling and a
 * password change reach every process within that bound whatever happens to the bus.
 */
export function cachedSessionStore(
  store: SessionStore,
  bus: EventBus,
  options: { clock: Clock; ttlMs: number; maxEntries?: number },
): SessionStore & { close(): void } {
  const { clock, ttlMs, maxEntries = 10_000 } = options;
  const self = randomUUID();
  const entries = new Map<string, { session: StoredSession; cachedAt: number }>();
  // Bumped by every change or ending: a read that started before one must not cache what it found.
  let generation = 0;

  const drop = (event: { idHash: string } | { userId: string }) => {
    generation++;
    if ('idHash' in event) entries.delete(event.idHash);
    else
      for (const [idHash, entry] of entries)
        if (entry.session.userId === event.userId) entries.delete(idHash);
  };
  const unsubscribe = bus.subscribe(CHANNEL, (event) => {
    const told = event as { from?: unknown; idHash?: unknown; userId?: unknown };
    if (told.from === self) return;
    if (typeof told.idHash === 'string') drop({ idHash: told.idHash });
    else if (typeof told.userId === 'string') drop({ userId: told.userId });
  });
  const announce = (event: { idHash: string } | { userId: string }) =>
    bus.publish(CHANNEL, { ...event, from: self } satisfies Invalidation);

  /**
   * Writes a change or an ending to the store without a stale copy left behind: what is kept is
   * dropped before the write and again after it, so that a read of the old row made meanwhile (by a
   * call of the same browser, say) is neither kept nor left in memory. True when no other change or
   * ending came meanwhile (from another process, say), so that what was written may be kept.
   */
  const change = async (event: { idHash: string } | { userId: string }, write: () => Promise<void>) => {
    drop(event);
    const before = generation;
    await write();
    const alone = generation === before;
    drop(event);
    return alone;
  };

  const keep = (idHash: string, session: StoredSession) => {
    // Oldest first out: a Map iterates in insertion order, and a kept entry is re-inserted.
    entries.delete(idHash);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(idHash, { session: structuredClone(session), cachedAt: clock.now().getTime() });
  };

  return {
    async get(idHash) {
      const entry = entries.get(idHash);
      if (entry && clock.now().getTime() - entry.cachedAt < ttlMs) return structuredClone(entry.session);
      const before = generation;
      const session = await store.get(idHash);
      if (session && generation === before) keep(idHash, session);
      else entries.delete(idHash);
      return session;
    },
    async create(idHash, session, ttlSeconds) {
      await store.create(idHash, session, ttlSeconds);
      keep(idHash, session);
    },
    async set(idHash, session, ttlSeconds) {
      const alone = await change({ idHash }, () => store.set(idHash, session, ttlSeconds));
      const saved = generation;
      await announce({ idHash });
      if (alone && generation === saved) keep(idHash, session);
    },
    async destroy(idHash) {
      await change({ idHash }, () => store.destroy(idHash));
      await announce({ idHash });
    },
    async destroyAllOfUser(userId) {
      await change({ userId }, () => store.destroyAllOfUser(userId));
      await announce({ userId });
    },
    listOfUser: (userId) => store.listOfUser(userId),
    close: unsubscribe,
  };
}
