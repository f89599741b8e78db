import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

/** The lines a small app writes for one request, with the given log level and environment. */
async function linesOfOneRequest(level: string, production: boolean): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (text: string) => written.push(text) } },
    disableRequestLogging: true,
  });
  registerRequestLog(app, { production });
  app.get('/ping', async () => ({ ok: true }));
  try {
    await app.inject({ url: '/ping?token=secret' });
  } finally {
    await app.close();
  }
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  it('writes one line a request in production, with its status and time', async () => {
    const lines = await linesOfOneRequest('info', true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('is quiet at the default level elsewhere, and back with LOG_LEVEL=debug', async () => {
    expect(await linesOfOneRequest('info', false)).toEqual([]);
    const debug = await linesOfOneRequest('debug', false);
    expect(debug.map((line) => line.msg)).toEqual(['request completed']);
  });
});
