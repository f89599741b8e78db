import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRAND_COLOURS,
  MAIL_TEXT_MAX,
  PASSWORD_MIN_LENGTH_RANGE,
  PRODUCT_NAME_MAX,
  SUPPORT_PHONE_MAX,
} from '@sportello/contracts/backoffice/settings.values';
import { TOOLKIT_MAX_BYTES_CEILING } from '@sportello/contracts/toolkit/toolkit.values';
import { z } from 'zod';
import { OWASP_HASH_COST } from './core/passwords';
import { ANTI_ENUMERATION_FLOOR_MS } from './core/timing';

/**
 * The only reader of process.env. Every variable is parsed and checked here once; a wrong value
 * stops start-up with a message naming the variable. `.env.example` documents each of them.
 */

/** apps/server/ — the same from src/ (tsx, tests) and from dist/ (the bundle), both one level down. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.url({ protocol: /^https?$/ });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: z.string().default('false'),
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW: z.string().default('1 minute'),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    RECOVERY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** The shortest password the portal takes (spec §5); within the medium rule's 8 to 15. */
    PASSWORD_MIN_LENGTH: z.coerce
      .number()
      .int()
      .min(PASSWORD_MIN_LENGTH_RANGE.min)
      .max(PASSWORD_MIN_LENGTH_RANGE.max)
      .default(PASSWORD_MIN_LENGTH_RANGE.min),
    /** Days a customer may reopen a resolved ticket by replying to it (decision 036). */
    TICKET_REOPEN_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    /** Days the sign-in log keeps an event (decision 060); older ones are swept every hour. */
    SIGN_IN_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** Days the log of server errors keeps a failure (decision 068); older ones are swept every hour. */
    SERVER_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** How long one chat event stream stays open before the browser opens the next (decision 037). */
    CHAT_STREAM_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
    /**
     * How long a process may answer from its own copy of a session (decision 045): the longest an
     * ending on another process can go unseen if the event bus loses the news. 0 reads the store on
     * every call.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1_000).default(1_000),
    /**
     * An import of more rows is written in steps of this many, each its own transaction (decision
     * 061); unset: 1,000 on the embedded database, the whole file in one transaction on PostgreSQL.
     */
    IMPORT_STEP_ROWS: z.coerce.number().int().min(1).optional(),
    // Lower than the defaults only in the test suites (NODE_ENV=test): see the check below.
    PASSWORD_HASH_MEMORY_KIB: z.coerce
      .number()
      .int()
      .min(8)
      .max(4_194_304)
      .default(OWASP_HASH_COST.memoryCost),
    PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(100).default(OWASP_HASH_COST.timeCost),
    ANTI_ENUMERATION_FLOOR_MS: z.coerce.number().int().min(0).max(10_000).default(ANTI_ENUMERATION_FLOOR_MS),
    SEED_DEMO: bool.optional(),
    /** `false` turns /metrics off everywhere; unset, it is on outside production (decision 025). */
    METRICS_ENABLED: bool.optional(),
    /** The bearer token /metrics then requires; in production, metrics are served only with one. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The OpenAPI documentation at /api/docs; default: on outside production only. */
    API_DOCS: bool.optional(),
    PROVIDER_VATCODE: z
      .string()
      .regex(/^\d{11}$/, 'must be 11 digits')
      .default('01234567897'),
    /** The creditor the SEPA Direct Debit mandate names (decision 085): the vendor's legal name … */
    SEPA_CREDITOR_NAME: z.string().trim().min(1).max(70).default('Sportello S.r.l.'),
    /** … and its SEPA creditor identifier (in Italy: IT, check digits, a business code, its fiscal code). */
    SEPA_CREDITOR_ID: z
      .string()
      .regex(
        /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/,
        'must be a SEPA creditor identifier such as IT91ZZZ01234567897',
      )
      .default('IT91ZZZ01234567897'),
    MAINTENANCE: bool.default(false),
    PAGE_ERROR_DISPLAY: bool.default(true),
    MAINTENANCE_URL: url.default('https://status.sportello.example/manutenzione'),
    CUSTOMER_HUB_URL: url.default('https://hub.sportello.example/'),
    /** The vendor's privacy notice; unset, the portal's own page describing what it processes. */
    PRIVACY_URL: url.optional(),
    /** The brand's first values (decision 069): the back office's settings replace them at runtime. */
    PRODUCT_NAME: z.string().trim().min(1).max(PRODUCT_NAME_MAX).default('Sportello'),
    BRAND_COLOUR: z.enum(BRAND_COLOURS).default('blue'),
    MAIL_SIGNATURE: z.string().max(MAIL_TEXT_MAX).optional(),
    MAIL_FOOTER: z.string().max(MAIL_TEXT_MAX).optional(),
    SUPPORT_EMAIL: z.email().optional(),
    SUPPORT_PHONE: z.string().max(SUPPORT_PHONE_MAX).optional(),
    TERMS_URL: url.optional(),
    LEGAL_NOTICE_URL: url.optional(),
    WEB_DIST_DIR: z.string().optional(),
    OIDC_V2_ISSUER: url.optional(),
    OIDC_V2_CLIENT_ID: z.string().min(1).optional(),
    OIDC_V2_CLIENT_SECRET: z.string().min(1).optional(),
    /** The provider's name on its sign-in button; unset, the issuer's host name. */
    OIDC_V2_NAME: z.string().min(1).optional(),
    OIDC_V3_ISSUER: url.optional(),
    OIDC_V3_CLIENT_ID: z.string().min(1).optional(),
    OIDC_V3_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_V3_NAME: z.string().min(1).optional(),
    OIDC_SCOPES: z
      .string()
      .regex(/\bopenid\b/, 'must include openid')
      .default('openid profile email'),
    OIDC_REDIRECT_PATH: z
      .string()
      .regex(/^\/[\w/-]*$/, 'must be a path such as /api/Auth/sso/callback')
      .default('/api/Auth/sso/callback'),
    /** How recently the identity must have been proven in this browser for it to be linked to a local account (decision 024). */
    SSO_LINK_WINDOW_SECONDS: z.coerce.number().int().min(30).max(900).default(300),
    DEV_IDP_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sportello <no-reply@sportello.example>'),
    MAIL_POLL_MS: z.coerce.number().int().min(100).default(2000),
    /** How long a process may take to send a claimed round of the outbox before another may try. */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** An SMS gateway's HTTP endpoint (core/sms.ts); unset, development writes SMS to the dev mailbox. */
    SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The bearer token the gateway requires, if any. */
    SMS_TOKEN: z.string().min(1).optional(),
    /** The sender name shown on the phone (up to 11 letters or digits, as the networks allow). */
    SMS_FROM: z
      .string()
      .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
      .default('Sportello'),
    /** Where files are kept on disk when no object storage is configured: DATA_DIR/files by default. */
    FILES_DIR: z.string().min(1).optional(),
    /** S3-compatible object storage (AWS S3, MinIO…) for files, shared by every process: set the bucket to use it. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: url.optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    S3_PREFIX: z.string().max(200).default('sportello/'),
    /** The largest toolkit upload, in bytes: at most 2 GB (TOOLKIT_MAX_BYTES_CEILING). */
    TOOLKIT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(TOOLKIT_MAX_BYTES_CEILING)
      .default(TOOLKIT_MAX_BYTES_CEILING),
    CAPTCHA: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
    /**
     * Whether the vendor's staff must sign in with a second factor (decision 078) until the back
     * office says otherwise: `required` (the default) or `optional`.
     */
    STAFF_SECOND_FACTOR: z.enum(['required', 'optional']).default('required'),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(2).max(1_000_000).default(10_000),
    /** Test runs only: the folder through which the end-to-end suite moves the server's clock. */
    E2E_CLOCK_DIR: z.string().min(1).optional(),
    /** Video players the portal may embed (comma-separated https origins; decision 013). */
    VIDEO_EMBED_ORIGINS: z
      .string()
      .default('https://www.youtube-nocookie.com,https://player.vimeo.com')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https$/ }).transform((o) => new URL(o).origin))),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: 'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required with CAPTCHA=recaptcha',
      });
    }
    if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['COOKIE_SECRET'], message: 'is required in production' });
    }
    // Without a mail server, reset codes and acknowledgements would be written to files nobody reads
    // and counted as sent.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    }
    // The test suites make hashing cheap and drop the floor to run fast (their own timing tests keep
    // the real values); anywhere else a lower value would weaken every password or reveal accounts.
    if (env.NODE_ENV !== 'test') {
      for (const [name, least] of [
        ['PASSWORD_HASH_MEMORY_KIB', OWASP_HASH_COST.memoryCost],
        ['PASSWORD_HASH_TIME_COST', OWASP_HASH_COST.timeCost],
        ['ANTI_ENUMERATION_FLOOR_MS', ANTI_ENUMERATION_FLOOR_MS],
      ] as const) {
        if (env[name] < least) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be at least ${least} (lower values are for NODE_ENV=test only)`,
          });
        }
      }
    }
    for (const v of ['V2', 'V3'] as const) {
      if (env[`OIDC_${v}_ISSUER`] && (!env[`OIDC_${v}_CLIENT_ID`] || !env[`OIDC_${v}_CLIENT_SECRET`])) {
        ctx.addIssue({
          code: 'custom',
          path: [`OIDC_${v}_CLIENT_ID`],
          message: `OIDC_${v}_CLIENT_ID and OIDC_${v}_CLIENT_SECRET are required with OIDC_${v}_ISSUER`,
        });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // Empty strings count as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } as const)
      : ({ kind: 'pglite', dir: resolve(dataDir, 'pg') } as const),
    redisUrl: e.REDIS_URL,
    // Development falls back to a fixed secret so that cookies survive restarts; production requires one.
    cookieSecret: e.COOKIE_SECRET ?? 'development-only-cookie-secret-change-me!',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimit: e.BODY_LIMIT,
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    /** Sign-in attempts per client address per minute, on top of the per-account lockout. */
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' },
    /** Recovery calls (reset, user-name retrieval) per client address per minute. */
    recoveryRateLimit: { max: e.RECOVERY_RATE_LIMIT_MAX, timeWindow: '1 minute' },
    seedDemo: e.SEED_DEMO ?? !production,
    /**
     * Prometheus metrics at /metrics. In production they describe the live system to whoever asks,
     * so they are served only to the bearer of METRICS_TOKEN (decision 025).
     */
    metrics: {
      enabled: e.METRICS_ENABLED !== false && (!production || e.METRICS_TOKEN !== undefined),
      token: e.METRICS_TOKEN,
    },
    /** The OpenAPI document and its viewer at /api/docs: a map of every call, off in production unless asked for. */
    apiDocs: e.API_DOCS ?? !production,
    providerVatCode: e.PROVIDER_VATCODE,
    /** The creditor of the customers' SEPA Direct Debit mandates. */
    sepa: { creditorName: e.SEPA_CREDITOR_NAME, creditorId: e.SEPA_CREDITOR_ID },
    /** How long an e-mailed invitation link stays valid. */
    invitationTtlDays: e.INVITATION_TTL_DAYS,
    /** The shortest password taken at registration, invitation, reset and change (spec §5). */
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    /** argon2id cost of new password and PIN hashes. */
    passwordHashCost: { memoryCost: e.PASSWORD_HASH_MEMORY_KIB, timeCost: e.PASSWORD_HASH_TIME_COST },
    /** The least time answers that must not reveal whether an account exists take. */
    antiEnumerationFloorMs: e.ANTI_ENUMERATION_FLOOR_MS,
    maintenance: e.MAINTENANCE,
    maintenanceUrl: e.MAINTENANCE_URL,
    customerHubUrl: e.CUSTOMER_HUB_URL,
    privacyUrl: e.PRIVACY_URL,
    brand: {
      productName: e.PRODUCT_NAME,
      primaryColour: e.BRAND_COLOUR,
      mailSignature: e.MAIL_SIGNATURE ?? '',
      mailFooter: e.MAIL_FOOTER ?? '',
      supportEmail: e.SUPPORT_EMAIL ?? '',
      supportPhone: e.SUPPORT_PHONE ?? '',
      termsUrl: e.TERMS_URL ?? '',
      legalNoticeUrl: e.LEGAL_NOTICE_URL ?? '',
    },
    showPageErrors: e.PAGE_ERROR_DISPLAY,
    webDistDir: resolveWebDist(e.WEB_DIST_DIR),
    /** Where the end-to-end suite sets the clock's offset (core/clock.ts); never outside NODE_ENV=test. */
    testClockDir: e.NODE_ENV === 'test' ? e.E2E_CLOCK_DIR : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      pollMs: e.MAIL_POLL_MS,
      leaseSeconds: e.MAIL_LEASE_SECONDS,
      dir: resolve(dataDir, 'mail'),
      /** Development without SMTP: messages land in DATA_DIR/mail and are listed at /dev/mail. */
      devMailbox: !e.SMTP_URL && !production,
    },
    sms: { url: e.SMS_URL, token: e.SMS_TOKEN, from: e.SMS_FROM },
    sso: ssoConfig(e, (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')),
    migrationsDir: resolve(SERVER_ROOT, 'src/db/migrations'),
    files: {
      dir: e.FILES_DIR ? resolve(dataDir, e.FILES_DIR) : resolve(dataDir, 'files'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : undefined,
      toolkitMaxBytes: e.TOOLKIT_MAX_BYTES,
    },
    videoEmbedOrigins: e.VIDEO_EMBED_ORIGINS,
    ticketReopenDays: e.TICKET_REOPEN_DAYS,
    signInLogRetentionDays: e.SIGN_IN_LOG_RETENTION_DAYS,
    serverErrorRetentionDays: e.SERVER_ERROR_RETENTION_DAYS,
    chat: { streamMs: e.CHAT_STREAM_MS },
    sessionCacheMs: e.SESSION_CACHE_MS,
    importStepRows: e.IMPORT_STEP_ROWS,
    staffSecondFactor: e.STAFF_SECOND_FACTOR === 'required',
    captcha: {
      mode: e.CAPTCHA,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      cost: e.CAPTCHA_COST,
      counterMax: e.CAPTCHA_COUNTER_MAX,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** The development identity provider's client, used when no issuer is configured outside production. */
export const DEV_IDP_CLIENT = { clientId: 'sportello', clientSecret: 'sportello-dev-secret' } as const;

/**
 * Identity providers: the configured issuers; outside production, with none configured, the
 * development provider (`apps/dev-idp`, started by `npm start`) serves both versions.
 */
function ssoConfig(e: Env, publicUrl: string) {
  const configured = (['V2', 'V3'] as const).flatMap((v) => {
    const issuer = e[`OIDC_${v}_ISSUER`];
    if (!issuer) return [];
    return [
      {
        id: v === 'V2' ? ('v2' as const) : ('v3' as const),
        version: v === 'V2' ? 2 : 3,
        name: e[`OIDC_${v}_NAME`] ?? new URL(issuer).host,
        issuer,
        clientId: e[`OIDC_${v}_CLIENT_ID`] as string,
        clientSecret: e[`OIDC_${v}_CLIENT_SECRET`] as string,
      },
    ];
  });
  const useDevIdp = configured.length === 0 && e.NODE_ENV !== 'production';
  const devIssuer = `http://localhost:${e.DEV_IDP_PORT}`;
  const providers = useDevIdp
    ? [
        // Product-like names, the same in every language, for the development provider's two versions.
        {
          id: 'v2' as const,
          version: 2,
          name: e.OIDC_V2_NAME ?? 'Demo ID',
          issuer: `${devIssuer}/v2`,
          ...DEV_IDP_CLIENT,
        },
        {
          id: 'v3' as const,
          version: 3,
          name: e.OIDC_V3_NAME ?? 'Demo ID Plus',
          issuer: `${devIssuer}/v3`,
          ...DEV_IDP_CLIENT,
        },
      ]
    : configured;
  return {
    providers,
    scopes: e.OIDC_SCOPES,
    redirectPath: e.OIDC_REDIRECT_PATH,
    redirectUri: `${publicUrl}${e.OIDC_REDIRECT_PATH}`,
    postLogoutRedirectUri: `${publicUrl}/`,
    linkWindowSeconds: e.SSO_LINK_WINDOW_SECONDS,
    devIdp: useDevIdp ? { port: e.DEV_IDP_PORT } : undefined,
  };
}

/** `true`/`false`, or a comma-separated list of trusted proxy addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function resolveWebDist(configured: string | undefined): string | undefined {
  const dir = configured ? resolve(configured) : resolve(SERVER_ROOT, '../web/dist');
  return existsSync(resolve(dir, 'index.html')) ? dir : undefined;
}
