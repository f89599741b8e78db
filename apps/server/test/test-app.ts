import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Clock, systemClock } from '../src/core/clock';
import { systemContext } from '../src/core/context';
import type { Database } from '../src/core/database';
import { type EventBus, memoryEventBus } from '../src/core/event-bus';
import { configurePasswordHashing, passwordHashCost } from '../src/core/passwords';
import { seed } from '../src/db/seed';
import { TEST_COSTS } from './test-costs';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The files the suite's apps store (toolkit versions, attachments): one folder per test process, shared by its apps. */
const FILES_DIR = mkdtempSync(join(tmpdir(), 'sportello-files-'));

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * One event bus per database: apps built over the same database are processes of one deployment,
 * which hear each other's events (a session ended on one is dropped from the others' caches).
 */
const buses = new WeakMap<Database, EventBus>();
function busOf(database: Database): EventBus {
  const bus = buses.get(database) ?? memoryEventBus();
  buses.set(database, bus);
  return bus;
}

/**
 * The real application on a real, migrated and seeded database, for `app.inject()` tests.
 * `env` overrides configuration variables; `extend` may add test-only routes before the app is ready.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    /** Another app's database: a second server process over the same data. */
    database?: Database;
    redis?: Redis;
    /** The clock the app reads (a `manualClock` lets a test move time instead of waiting). */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  // The suite's cheap hashing and no floor (test-costs.ts), which only NODE_ENV=test accepts.
  const costs = (options.env?.NODE_ENV ?? 'test') === 'test' ? TEST_COSTS : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'test-cookie-secret-of-at-least-32-chars',
    WEB_DIST_DIR: '/nonexistent',
    // Injected requests all come from one address: tests that need distinct clients send
    // X-Forwarded-For, and the per-address limits are tested on their own.
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    RECOVERY_RATE_LIMIT_MAX: '100000',
    // Forms are tested without a captcha; the captcha tests turn it on with an easy challenge.
    CAPTCHA: 'off',
    STAFF_SECOND_FACTOR: 'optional',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '20',
    // Event streams end at once, so that a call to one (the route matrices make many) answers.
    CHAT_STREAM_MS: '20',
    FILES_DIR,
    ...costs,
    ...options.env,
  });
  const shared = options.database;
  const { database, drop, prepared } = shared
    ? { database: shared, drop: async () => {}, prepared: true }
    : await openTestDatabase();
  if (!prepared) {
    configurePasswordHashing(config.passwordHashCost);
    await database.migrate(config.migrationsDir);
    await seed(systemContext({ tx: database.db, log: silentLog, clock: options.clock ?? systemClock }), {
      demo: true,
      providerVatCode: config.providerVatCode,
    });
  }
  // Hashing is the process's (core/passwords.ts): an app built with another cost sets it until it closes.
  const hashCostBefore = passwordHashCost();
  const app = await buildApp(config, {
    database,
    redis: options.redis,
    bus: busOf(database),
    clock: options.clock,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      configurePasswordHashing(hashCostBefore);
      if (shared) return;
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/** An anti-forgery token with the cookie that carries its secret, as the web app gets them. */
export async function antiforgery(app: FastifyInstance): Promise<{ token: string; cookie: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/Auth/antiforgery' });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { token: res.json<{ Token: string }>().Token, cookie };
}

/** Asserts the spec's error shape and returns the parsed body. */
export function errorBody(res: LightMyRequestResponse): {
  ErrorCode: number;
  ErrorMessage: string;
  Message: string;
  Fields?: { Field: string; ErrorMessage: string; Message: string }[];
} {
  const body = res.json();
  if (
    typeof body?.ErrorCode !== 'number' ||
    body.ErrorCode <= 0 ||
    typeof body.ErrorMessage !== 'string' ||
    typeof body.Message !== 'string'
  ) {
    throw new Error(`Not an error body (status ${res.statusCode}): ${res.body.slice(0, 300)}`);
  }
  return body;
}

/** Every route of the OpenAPI document, `{param}` form: the inventory the route matrices walk. */
export async function openApiRoutes(app: FastifyInstance): Promise<{ method: string; path: string }[]> {
  const doc = (await app.inject('/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}
