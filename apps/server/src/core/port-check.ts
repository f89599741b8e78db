import { createServer } from 'node:net';
import { ConfigError } from '../config';

/**
 * Fails the start with a message naming the setting when another program already listens on a port
 * the portal needs. Without it the server dies later with a bare EADDRINUSE, and the portal's single
 * sign-on would talk to whatever holds the development provider's port.
 */
export async function ensurePortFree(host: string, port: number, setting: string): Promise<void> {
  const probe = createServer();
  const failure = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    probe.once('error', resolve);
    probe.listen({ host, port, exclusive: true }, () => resolve(undefined));
  });
  if (!failure) {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return;
  }
  if (failure.code === 'EADDRINUSE' || failure.code === 'EACCES') {
    throw new ConfigError(
      `Port ${port} (${setting}) is ${failure.code === 'EADDRINUSE' ? 'already in use by another program' : 'not available to this user'}: stop that program or set ${setting} to a free port.`,
    );
  }
  throw failure;
}
