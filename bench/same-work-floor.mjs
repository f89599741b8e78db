#!/usr/bin/env node
// The same work as the portal's `GET /api/Support/tickets?Page=0&Size=20`, with the least machinery:
// bare Fastify, a `pg` pool of 10 and the same two statements — the session by its id's hash, then
// the page of the company's tickets with the handlers' names and the total (`count(*) over ()`) —
// answered with the same JSON keys. No validation, no hooks, no query builder, no logging: what a
// request that needs these two round trips costs at the least on this machine. `bench:api` runs it
// beside the portal, on the portal's own database, and reports the ratio.
// Usage: node bench/same-work-floor.mjs <port> <database url>
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify();

const SESSION = 'select data, expires_at from sessions where id_hash = $1';
const PAGE = `select t.id, t.number, t.item_type, t.code, t.subject, t.message, t.product, t.state,
    t.requester_name, t.created_at, t.updated_at,
    trim(h.first_name || ' ' || h.last_name) as handler_name, count(*) over () as total
  from support_tickets t left join users h on h.id = t.handler_id
  where t.company_id = $1 and (t.parent_code is null or t.parent_code = $2)
  order by t.updated_at desc, t.number desc limit $3 offset $4`;

app.get('/api/Support/tickets', async (request, reply) => {
  const id = /(?:^|;\s*)sportello\.sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!id) return reply.code(401).send({ ErrorCode: 200 });
  const hash = createHash('sha256').update(decodeURIComponent(id)).digest('hex');
  const { rows: found } = await pool.query(SESSION, [hash]);
  const session = found[0];
  if (!session || session.expires_at <= new Date()) return reply.code(401).send({ ErrorCode: 200 });
  const page = Number(request.query.Page ?? 0);
  const size = Number(request.query.Size ?? 20);
  const { rows } = await pool.query(PAGE, [
    session.data.companyId,
    session.data.parentCode,
    size,
    page * size,
  ]);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    Items: rows.map((r) => ({
      Id: r.id,
      TicketCode: `SR-${String(r.number).padStart(6, '0')}`,
      Code: r.code ?? '',
      Type: r.item_type,
      Subject: r.subject || r.message.slice(0, 80),
      Product: r.product,
      State: r.state,
      Author: r.requester_name,
      Handler: r.handler_name ?? '',
      CreatedAt: r.created_at.toISOString(),
      UpdatedAt: r.updated_at.toISOString(),
    })),
    Total: total,
    Page: page,
    Size: size,
    // The spec's PageCount: the zero-based index of the last page.
    PageCount: total < 1 ? 0 : Math.floor((total - 1) / size),
  };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
