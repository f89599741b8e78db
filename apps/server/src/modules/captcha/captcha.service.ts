import type { CaptchaMode } from '@sportello/contracts/auth/captcha.contract';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { deriveKey } from '../../core/keys';
import { recordUse, wasUsed } from '../verification/verification.service';

export interface CaptchaSettings {
  mode: CaptchaMode;
  /** Google's secret, with `mode: 'recaptcha'`. */
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** PBKDF2 iterations per attempt and the largest counter the browser must reach (the difficulty). */
  cost: number;
  counterMax: number;
}

/** A challenge must be solved and used within this time. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The ALTCHA challenges' two signing keys, each derived for its purpose (core/keys.ts). */
const keys = () => ({
  hmacSignatureSecret: deriveKey('captcha-challenge').toString('hex'),
  hmacKeySignatureSecret: deriveKey('captcha-key').toString('hex'),
});

/**
 * The captcha in force: off while the runtime settings have it off (decision 072), otherwise the
 * configured kind; ALTCHA when the configuration has none, as it needs no keys.
 */
export async function captchaMode(ctx: ServiceContext, settings: CaptchaSettings): Promise<CaptchaMode> {
  if (!(await ctx.settings.current()).captchaEnabled) return 'off';
  return settings.mode === 'off' ? 'altcha' : settings.mode;
}

/** What the forms need to know: the captcha in force and, for reCAPTCHA, its public site key. */
export async function captchaInForce(ctx: ServiceContext, settings: CaptchaSettings) {
  const mode = await captchaMode(ctx, settings);
  return { Mode: mode, SiteKey: mode === 'recaptcha' ? (settings.recaptchaSiteKey ?? null) : null };
}

/** A new signed proof-of-work challenge for the `altcha` widget, expiring on the context's clock. */
export async function newChallenge(ctx: ServiceContext, settings: CaptchaSettings): Promise<Challenge> {
  if ((await captchaMode(ctx, settings)) !== 'altcha') throw new AppError('ERROR_NOT_FOUND');
  const now = ctx.clock.now().getTime();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(Math.ceil(settings.counterMax / 2), settings.counterMax),
    deriveKey: pbkdf2,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    ...keys(),
  });
}

/**
 * Checks a solved captcha. With `consume`, an ALTCHA challenge is also used up (a second use is
 * refused until it would have expired anyway). Nothing to check while captcha is off (the settings in
 * force). Expiry is judged
 * on the context's clock (the library also refuses what is past by the real time).
 * Missing: ERROR_CAPTCHA_REQUIRED; wrong, expired or used: ERROR_CAPTCHA_INVALID.
 */
export async function verifyCaptcha(
  ctx: ServiceContext,
  settings: CaptchaSettings,
  payload: string | undefined,
  options: { consume: boolean } = { consume: true },
): Promise<void> {
  const mode = await captchaMode(ctx, settings);
  if (mode === 'off') return;
  if (!payload?.trim()) throw new AppError('ERROR_CAPTCHA_REQUIRED');
  if (mode === 'recaptcha') return verifyRecaptcha(ctx, settings, payload.trim());

  const parsed = parsePayload(payload);
  if (!parsed) throw new AppError('ERROR_CAPTCHA_INVALID');
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey: pbkdf2,
    ...keys(),
  }).catch(() => undefined);
  const expiresAt = parsed.challenge.parameters.expiresAt;
  const now = ctx.clock.now();
  const expired = typeof expiresAt === 'number' && expiresAt * 1000 <= now.getTime();
  if (!result?.verified || typeof expiresAt !== 'number' || expired) {
    ctx.log.info({ expired: expired || (result?.expired ?? null) }, 'captcha refused');
    throw new AppError('ERROR_CAPTCHA_INVALID');
  }
  // A solved challenge works once: its use is recorded as a single-use token (decision 033).
  const nonce = parsed.challenge.parameters.nonce;
  const fresh = options.consume
    ? await recordUse(ctx, { purpose: 'captcha', secret: nonce, expiresAt: new Date(expiresAt * 1000) })
    : !(await wasUsed(ctx, 'captcha', nonce));
  if (!fresh) {
    ctx.log.info({}, 'captcha reused');
    throw new AppError('ERROR_CAPTCHA_INVALID');
  }
}

function parsePayload(payload: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload.trim(), 'base64').toString('utf8')) as Payload;
    const p = value?.challenge?.parameters;
    if (
      !p ||
      typeof p.nonce !== 'string' ||
      typeof p.salt !== 'string' ||
      p.algorithm !== ALGORITHM ||
      typeof value.solution?.counter !== 'number' ||
      typeof value.solution?.derivedKey !== 'string'
    ) {
      return undefined;
    }
    return value;
  } catch {
    return undefined;
  }
}

/** Google's verifier. Its answer is trusted only when it says success; an outage refuses (fail closed). */
async function verifyRecaptcha(ctx: ServiceContext, settings: CaptchaSettings, token: string) {
  const body = new URLSearchParams({ secret: settings.recaptchaSecret ?? '', response: token });
  const answer = await fetch(RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(5000),
  })
    .then((r) => (r.ok ? (r.json() as Promise<{ success?: boolean }>) : undefined))
    .catch((error: unknown) => {
      ctx.log.warn({ error: String(error) }, 'reCAPTCHA verifier unreachable');
      return undefined;
    });
  if (answer?.success !== true) throw new AppError('ERROR_CAPTCHA_INVALID');
}
