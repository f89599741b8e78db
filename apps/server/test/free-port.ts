import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on now, for a server a test starts: other programs on the machine may
 * hold any fixed port a test would name.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
