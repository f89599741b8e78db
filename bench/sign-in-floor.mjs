#!/usr/bin/env node
// The same work as the portal's password sign-in (`POST /api/Auth/login`), with the least machinery:
// bare Fastify, a `pg` pool of 10, the same argon2id verification and the same six statements — the
// throttle's admission, the user by name, the throttle's clearing, the company with its parents, the
// last sign-in and the new session — answered with a session cookie and the same JSON keys. No
// anti-forgery check, rate limit, validation, security headers, query builder or logging: what a
// sign-in that keeps these writes costs at the least on this machine. `bench:login` runs it beside the
// portal, on the portal's own database, and reports both against the hash alone.
// Usage: node bench/sign-in-floor.mjs <port> <database url>
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify();

const statement = (name, text) => (values) => pool.query({ name, text, values });
const admit = statement(
  'admit',
  `insert into login_throttle as t (key, failures, locked_until, updated_at)
   select $1, 1, null, $3 where not exists
     (select 1 from login_throttle where key = $2 and locked_until > $3)
   on conflict (key) do update set
     failures = case when t.updated_at < $3::timestamptz - interval '1 hour' then 1 else t.failures + 1 end,
     locked_until = case when t.failures + 1 >= 5 then $3::timestamptz + interval '30 seconds' else null end,
     updated_at = $3
   where t.locked_until is null or t.locked_until <= $3
   returning true as admitted`,
);
const userByName = statement('user', 'select * from users where lower(user_name) = $1');
const clear = statement(
  'clear',
  'update login_throttle set failures = 0, locked_until = null where key = $1',
);
const companyWithParents = statement(
  'company',
  `select c.*, coalesce((select json_agg(json_build_object('VatCode', p.vat_code, 'Name', p.name) order by p.name)
     from company_parents cp join companies p on p.id = cp.parent_id where cp.company_id = c.id), '[]'::json) as parents
   from companies c where c.id = $1`,
);
const lastSignIn = statement('last', 'update users set last_login_at = $2 where id = $1');
const newSession = statement(
  'session',
  `insert into sessions (id_hash, user_id, data, expires_at) values ($1, $2, $3, $4)
   on conflict (id_hash) do update set data = excluded.data, expires_at = excluded.expires_at`,
);

app.post('/api/Auth/login', async (request, reply) => {
  const { UserName, Password } = request.body;
  const now = new Date();
  const name = UserName.toLowerCase();
  const account = `user:${name}`;
  const admitted = (await admit([account, `ip:${request.ip}`, now])).rows.length > 0;
  const [user] = (await userByName([name])).rows;
  if (!admitted || !user || !(await verify(user.password_hash, Password)))
    return reply.code(400).send({ ErrorCode: 1 });
  await clear([account]);
  const [company] = (await companyWithParents([user.company_id])).rows;
  await lastSignIn([user.id, now]);
  const id = randomBytes(32).toString('base64url');
  const session = { userId: user.id, userName: name, companyId: company.id, role: user.role };
  const idHash = createHash('sha256').update(id).digest('hex');
  await newSession([idHash, user.id, session, new Date(now.getTime() + 3_600_000)]);
  reply.header('set-cookie', `sportello.sid=${id}; Path=/; HttpOnly; SameSite=Lax`);
  const parentCode = company.parents.length === 1 ? company.parents[0].VatCode : null;
  return {
    UserName: user.user_name,
    IsPassowrdExpired: false,
    MustChangePassword: user.must_change_password,
    Language: { Id: user.language_id },
    Company: { VatCode: company.vat_code, Name: company.name, CompanyParents: company.parents },
    ParentCode: parentCode,
  };
});

app.get('/readyz', async () => 'ready');

await app.listen({ port: Number(port), host: '127.0.0.1' });
