import { randomUUID } from 'node:crypto';
import type { Clock } from './clock';
import type { EventBus } from './event-bus';
import type { SessionStore, StoredSession } from './session-store';

/** The bus channel on which a process says which sessions it changed or ended. */
const CHANNEL = 'sessions';

/** What a process announces: whose session changed or ended (`ended`), and that it was this process. */
type Invalidation = { from: string; ended: boolean } & ({ idHash: string } | { userId: string });

/** A session that ended, or every session of a user. */
export type SessionEnding = { idHash: string } | { userId: string };

/** The session layer: the store, plus the news of every ending, on any process. */
export interface AnnouncedSessionStore extends SessionStore {
  /** Calls `listener` for every ending, this process's or another's; returns how to stop listening. */
  onEnded(listener: (ending: SessionEnding) => void): () => void;
  close(): void;
}

/**
 * Sessions read from the process's memory for at most `ttlMs` (0: never), in front of the shared
 * store (decision 045): a signed-in page's burst of calls, and an operator's busy list, read the
 * session once instead of once per call, which was a database round trip on every API request
 * (docs/performance.md).
 *
 * An ended session must not live on in another process: every change and every ending is written to
 * the store first, then announced on the event bus (Redis pub/sub or PostgreSQL LISTEN/NOTIFY, the
 * chat's), and each process drops what it was told of — within milliseconds. If an announcement is
 * lost (the bus reconnecting), the entry still expires after `ttlMs`: sign-out, disabling and a
 * password change reach every process within that bound whatever happens to the bus. The same news
 * ends what lives as long as a session, such as the chat's event streams (`onEnded`).
 */
export function cachedSessionStore(
  store: SessionStore,
  bus: EventBus,
  options: { clock: Clock; ttlMs: number; maxEntries?: number },
): AnnouncedSessionStore {
  const { clock, ttlMs, maxEntries = 10_000 } = options;
  const self = randomUUID();
  const entries = new Map<string, { session: StoredSession; cachedAt: number }>();
  const listeners = new Set<(ending: SessionEnding) => void>();
  // Bumped by every change or ending: a read that started before one must not cache what it found.
  let generation = 0;

  const drop = (event: SessionEnding) => {
    generation++;
    if ('idHash' in event) entries.delete(event.idHash);
    else
      for (const [idHash, entry] of entries)
        if (entry.session.userId === event.userId) entries.delete(idHash);
  };
  const ended = (ending: SessionEnding) => {
    for (const listener of listeners) listener(ending);
  };
  const unsubscribe = bus.subscribe(CHANNEL, (event) => {
    const told = event as { from?: unknown; idHash?: unknown; userId?: unknown; ended?: unknown };
    if (told.from === self) return;
    const ending =
      typeof told.idHash === 'string'
        ? { idHash: told.idHash }
        : typeof told.userId === 'string'
          ? { userId: told.userId }
          : undefined;
    if (!ending) return;
    drop(ending);
    if (told.ended === true) ended(ending);
  });
  const announce = (event: SessionEnding, ending: boolean) =>
    bus.publish(CHANNEL, { ...event, ended: ending, from: self } satisfies Invalidation);

  /**
   * Writes a change or an ending to the store without a stale copy left behind: what is kept is
   * dropped before the write and again after it, so that a read of the old row made meanwhile (by a
   * call of the same browser, say) is neither kept nor left in memory. True when no other change or
   * ending came meanwhile (from another process, say), so that what was written may be kept.
   */
  const change = async <T>(event: SessionEnding, write: () => Promise<T>) => {
    drop(event);
    const before = generation;
    const result = await write();
    const alone = generation === before;
    drop(event);
    return { alone, result };
  };

  const keep = (idHash: string, session: StoredSession) => {
    if (ttlMs <= 0) return;
    // Oldest first out: a Map iterates in insertion order, and a kept entry is re-inserted.
    entries.delete(idHash);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(idHash, { session: structuredClone(session), cachedAt: clock.now().getTime() });
  };

  const end = async (event: SessionEnding, write: () => Promise<void>) => {
    await change(event, write);
    ended(event);
    await announce(event, true);
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
    async update(idHash, changes, ttlSeconds) {
      const { alone, result } = await change({ idHash }, () => store.update(idHash, changes, ttlSeconds));
      const saved = generation;
      await announce({ idHash }, false);
      if (result && alone && generation === saved) keep(idHash, result);
      return result;
    },
    destroy: (idHash) => end({ idHash }, () => store.destroy(idHash)),
    destroyAllOfUser: (userId) => end({ userId }, () => store.destroyAllOfUser(userId)),
    listOfUser: (userId) => store.listOfUser(userId),
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: unsubscribe,
  };
}
