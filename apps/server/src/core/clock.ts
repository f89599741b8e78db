import { readFileSync, watchFile, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_MS, type IsoDay, portalDay } from '@sportello/contracts/common/days';

/**
 * The one source of the current time for services, sessions and jobs (`ctx.clock`). Injected rather
 * than read from `Date`, so that tests move time by telling the clock, not by waiting or by swapping
 * a global, and so that SQL compares against the same instant the service saw (repositories take
 * `now` as a parameter instead of calling the database's `now()`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The portal's today at the clock's now: the vendor's calendar day (`PORTAL_TIME_ZONE`, with why
 * in common/days.ts), as subscriptions, migrations and call-backs count days. Move from it in
 * calendar days with `addDays` of common/days.ts.
 */
export function portalToday(clock: Clock): IsoDay {
  return portalDay(clock.now());
}

/**
 * The instant `days` times 24 hours after `at` (before, when negative): elapsed time, as an
 * invitation's expiry or a reopen period is counted, not the calendar (see `addDays`).
 */
export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** A clock a test sets and moves by hand; starts at `start` (default: the real time). */
export interface ManualClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (to) => {
      at = to.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/**
 * The real time plus an offset read from `<dir>/offset` whenever that file changes, echoed to
 * `<dir>/applied` once in force: how the end-to-end suite moves a running server's time (a code that
 * expires after 15 minutes). A file rather than a route or a signal: nothing is added to the API, and
 * the server's graceful shutdown listens to the signals. Only ever built when the test configuration
 * names the folder (`config.testClockDir`).
 */
export function fileOffsetClock(dir: string): Clock {
  let offset = 0;
  const offsetFile = join(dir, 'offset');
  writeFileSync(offsetFile, '0');
  watchFile(offsetFile, { interval: 50 }, () => {
    offset = Number(readFileSync(offsetFile, 'utf8')) || 0;
    writeFileSync(join(dir, 'applied'), String(offset));
  }).unref();
  return { now: () => new Date(Date.now() + offset) };
}
