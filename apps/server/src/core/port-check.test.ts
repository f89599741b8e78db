import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { ensurePortFree } from './port-check';

let holder: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve()));
  holder = undefined;
});

/** Another program listening on a port of the system's choosing. */
async function occupiedPort(host: string): Promise<number> {
  holder = createServer();
  await new Promise<void>((resolve) => holder?.listen({ host, port: 0 }, resolve));
  const address = holder.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('ensurePortFree', () => {
  it('names the setting to change when another program holds the port', async () => {
    const port = await occupiedPort('0.0.0.0');
    const failure = ensurePortFree('127.0.0.1', port, 'DEV_IDP_PORT');
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(
      `Port ${port} (DEV_IDP_PORT) is already in use by another program: stop that program or set DEV_IDP_PORT to a free port.`,
    );
  });

  it('also sees a program that listens on the loopback address only', async () => {
    const port = await occupiedPort('127.0.0.1');
    await expect(ensurePortFree('0.0.0.0', port, 'PORT')).rejects.toThrow(`Port ${port} (PORT)`);
  });

  it('lets a free port be used right after the check', async () => {
    const port = await occupiedPort('127.0.0.1');
    await new Promise<void>((resolve) => holder?.close(() => resolve()));
    holder = undefined;
    await ensurePortFree('0.0.0.0', port, 'PORT');
    holder = createServer();
    await new Promise<void>((resolve, reject) => {
      holder?.once('error', reject);
      holder?.listen({ host: '0.0.0.0', port }, resolve);
    });
  });
});
