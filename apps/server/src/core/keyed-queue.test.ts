import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue';

const tick = () => new Promise((done) => setTimeout(done, 1));

describe('keyedQueue', () => {
  it('runs the work of one key one at a time, in order, and other keys beside it; a failure does not stop the queue', async () => {
    const oneAtATime = keyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (key: string, name: string, fail = false) =>
      oneAtATime(key, async () => {
        running++;
        most = Math.max(most, running);
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a', 'a1', true), job('a', 'a2'), job('b', 'b1')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(most).toBe(2);
  });
});
