import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { memoryEventBus } from './event-bus';
import { cachedSessionStore } from './session-cache';
import type { SessionStore, StoredSession } from './session-store';

/** A shared store that counts its reads: what two processes' caches sit in front of. */
function countingStore() {
  const rows = new Map<string, StoredSession>();
  const store: SessionStore & { reads: number } = {
    reads: 0,
    async get(idHash) {
      store.reads++;
      const row = rows.get(idHash);
      return row && structuredClone(row);
    },
    async create(idHash, session) {
      rows.set(idHash, structuredClone(session));
    },
    async update(idHash, changes) {
      const row = rows.get(idHash);
      if (!row) return undefined;
      Object.assign(row, structuredClone(changes));
      return structuredClone(row);
    },
    async destroy(idHash) {
      rows.delete(idHash);
    },
    async destroyAllOfUser(userId) {
      for (const [idHash, row] of rows) if (row.userId === userId) rows.delete(idHash);
    },
    async listOfUser(userId) {
      return [...rows.values()].filter((row) => row.userId === userId);
    },
  };
  return store;
}

/** Two processes over one store and one bus, each with its cache. */
function twoProcesses(ttlMs = 1_000) {
  const store = countingStore();
  const bus = memoryEventBus();
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
  return {
    store,
    clock,
    one: cachedSessionStore(store, bus, { clock, ttlMs }),
    two: cachedSessionStore(store, bus, { clock, ttlMs }),
  };
}

const session = (userId = 'u1', extra: object = {}): StoredSession => ({ userId, languageId: 1, ...extra });

describe('the session cache', () => {
  it('reads the store once for a burst of calls, and again once its copy is older than the bound', async () => {
    const { store, clock, one } = twoProcesses();
    await store.create('a', session(), 60);
    for (let i = 0; i < 5; i++) expect(await one.get('a')).toEqual(session());
    expect(store.reads).toBe(1);
    clock.advance(1_000);
    await one.get('a');
    expect(store.reads).toBe(2);
  });

  it('hands out copies: a change not saved is not seen by the next call', async () => {
    const { store, one } = twoProcesses();
    await store.create('a', session(), 60);
    const read = await one.get('a');
    read!.languageId = 2;
    expect((await one.get('a'))?.languageId).toBe(1);
  });

  it('an ending on one process is seen at once by the other', async () => {
    const { one, two } = twoProcesses();
    await one.create('a', session(), 60);
    await one.create('b', session(), 60);
    await one.create('c', session('u2'), 60);
    for (const id of ['a', 'b', 'c']) expect(await two.get(id)).toBeDefined();

    await one.destroy('a');
    expect(await two.get('a')).toBeUndefined();
    await one.destroyAllOfUser('u1');
    expect(await two.get('b')).toBeUndefined();
    expect(await two.get('c')).toEqual(session('u2'));
  });

  it('a new session is kept at once, and not announced: nobody can have read it', async () => {
    const { store, one } = twoProcesses();
    await one.create('new', session(), 60);
    expect(await one.get('new')).toEqual(session());
    expect(store.reads).toBe(0);
  });

  it('a change saved on one process is what the other reads next', async () => {
    const { one, two } = twoProcesses();
    await one.create('a', session(), 60);
    await two.get('a');
    await one.update('a', { languageId: 2 }, 60);
    expect((await two.get('a'))?.languageId).toBe(2);
  });

  it('a change to a session that has ended writes nothing and says so', async () => {
    const { store, one, two } = twoProcesses();
    await one.create('a', session(), 60);
    await one.get('a');
    await two.destroy('a');
    expect(await one.update('a', { languageId: 2 }, 60)).toBeUndefined();
    expect(await store.get('a')).toBeUndefined();
  });

  it("tells its listeners of every ending, its own and the other process's, but not of changes", async () => {
    const { one, two } = twoProcesses();
    const heard: object[] = [];
    one.onEnded((ending) => heard.push(ending));
    await one.create('a', session(), 60);
    await one.update('a', { languageId: 2 }, 60);
    await two.update('a', { languageId: 3 }, 60);
    expect(heard).toEqual([]);
    await one.destroy('a');
    await two.destroy('b');
    await two.destroyAllOfUser('u1');
    expect(heard).toEqual([{ idHash: 'a' }, { idHash: 'b' }, { userId: 'u1' }]);
  });

  it('does not keep what it read while an ending was announced', async () => {
    const { store, one, two } = twoProcesses();
    await store.create('a', session(), 60);
    // The read starts, the other process ends the session, then the read's answer arrives.
    const slowRead = one.get('a');
    await two.destroy('a');
    expect(await slowRead).toBeDefined();
    expect(await one.get('a')).toBeUndefined();
  });

  it('does not keep what the same process read while it was writing the ending', async () => {
    const { store, one } = twoProcesses();
    await store.create('a', session(), 60);
    // The ending's write is slow; meanwhile another call of the same browser reads the session.
    const destroy = store.destroy;
    let finishWrite = () => {};
    store.destroy = (idHash) =>
      new Promise((done) => {
        finishWrite = () => void destroy(idHash).then(done);
      });
    const ending = one.destroy('a');
    expect(await one.get('a')).toBeDefined(); // the row is still in the store
    finishWrite();
    await ending;
    expect(await one.get('a')).toBeUndefined();
  });

  it('does not keep a change whose session another process ended while it was being written', async () => {
    const { store, one, two } = twoProcesses();
    await store.create('a', session(), 60);
    // The write has reached the store but not yet answered when the other process signs the user out.
    const update = store.update;
    let answer = () => {};
    store.update = async (idHash, changes, ttl) => {
      const result = await update(idHash, changes, ttl);
      await new Promise<void>((done) => {
        answer = done;
      });
      return result;
    };
    const changing = one.update('a', { languageId: 2 }, 60);
    await two.destroy('a');
    answer();
    await changing;
    expect(await one.get('a')).toBeUndefined();
  });

  it('without news from the bus, a copy still ends within the bound', async () => {
    const { store, clock, one } = twoProcesses(500);
    await one.create('a', session(), 60);
    await store.destroy('a'); // behind the cache's back, as if the announcement were lost
    clock.advance(499);
    expect(await one.get('a')).toBeDefined();
    clock.advance(1);
    expect(await one.get('a')).toBeUndefined();
  });
});
