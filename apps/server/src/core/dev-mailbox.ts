import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { html } from '@sportello/html/html';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Development only (never registered in production, nor with SMTP configured): the messages the
 * portal "sent", as written to DATA_DIR/mail. /dev/mail lists them, /dev/mail/<file> shows one.
 */
export function registerDevMailbox(app: FastifyInstance, mailDir: string): void {
  const list = async () =>
    (await readdir(mailDir).catch(() => []))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const files = await list();
    const items = files.map((f) => html`<li><a href="/dev/mail/${encodeURIComponent(f)}">${f}</a></li>`);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        String(
          html`<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Posta di sviluppo</title></head><body><h1>Posta di sviluppo</h1><p>${files.length} messaggi in ${mailDir}</p><ul>${items}</ul></body></html>`,
        ),
      );
  });

  app.get<{ Params: { file: string } }>(
    '/dev/mail/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = request.params.file;
      if (!(await list()).includes(file)) throw new AppError('ERROR_NOT_FOUND');
      return reply.type('text/plain; charset=utf-8').send(await readFile(join(mailDir, file)));
    },
  );
}
