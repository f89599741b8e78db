// Loaded into the portal by the end-to-end starter only (`node --import`), never in production: it
// lets a test move the server's clock forward, to meet what only time brings (a code that expires
// after 15 minutes). The embedded database runs inside the server process and reads the time through
// the same `Date`, so both move together. The offset in milliseconds is read from
// `$E2E_CLOCK_DIR/offset` whenever that file changes, and echoed to `$E2E_CLOCK_DIR/applied`
// (see server-clock.ts). A file, not a signal: the server's graceful shutdown listens to them all.
import { readFileSync, watchFile, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.E2E_CLOCK_DIR;
if (dir) {
  const RealDate = Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  const offsetFile = join(dir, 'offset');
  writeFileSync(offsetFile, '0');
  watchFile(offsetFile, { interval: 50 }, () => {
    offset = Number(readFileSync(offsetFile, 'utf8')) || 0;
    writeFileSync(join(dir, 'applied'), String(offset));
  }).unref();
}
