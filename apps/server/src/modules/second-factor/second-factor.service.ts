import type { SecondFactorState, TotpEnrolment } from '@sportello/contracts/auth/second-factor.contract';
import {
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_LOCK_MINUTES,
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_PENDING_MINUTES,
  type SecondFactorStep,
  STEP_UP_MINUTES,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@sportello/contracts/auth/second-factor.values';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { mailText } from '../../core/mail-layout';

import type { SessionData } from '../../core/session';
import { mailSecurityNotice } from '../mail-templates/security-notice';
import { getUserById, isStaffAccount, USERS_RESOURCE, type User } from '../users/users.service';
import { mayResetSecondFactor } from './second-factor.policy';
import * as repo from './second-factor.repository';
import { newRecoveryCodes, recoveryCodeHash, sealSecret, unsealSecret } from './second-factor.secret';

/**
 * The second factor of a sign-in (decision 078): an authenticator app (RFC 6238) with ten single-use
 * recovery codes; who must have one (the vendor's staff while the settings say so, the users of a
 * company whose administrators require it); the step a sign-in has left; step-up for sensitive
 * actions; the back office's reset.
 *
 * The flow's calls take the caller's session from the route (a sign-in waiting for its second
 * factor is nobody yet to the context, as one waiting for its parent choice is).
 */

export interface SecondFactorSettings {
  /** The portal's address, for the link in the security notices. */
  publicUrl: string;
}

/** The parts of a session the flow reads. */
export type FlowSession = Pick<SessionData, 'userId' | 'secondFactor' | 'secondFactorAt' | 'createdAt'>;

const MINUTE_MS = 60_000;

/** Keeps `codes` as the user's recovery codes, in place of the earlier ones: their keyed hashes only. */
export function keepRecoveryCodes(
  ctx: ServiceContext,
  userId: string,
  codes: readonly string[],
): Promise<void> {
  return repo.replaceRecoveryCodes(
    ctx.tx,
    userId,
    codes.map((code) => recoveryCodeHash(userId, code)),
  );
}

/** The signed-in caller's own account (one removed meanwhile: its session is over). */
export async function callerAccount(ctx: ServiceContext): Promise<User> {
  const { actor } = signedIn(ctx);
  const user = await getUserById(ctx, actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  return user;
}

/** Whether the account must have a second factor: staff while the settings say so, or its company asks. */
export async function mustHaveSecondFactor(
  ctx: ServiceContext,
  user: Pick<User, 'role' | 'companyId'>,
): Promise<boolean> {
  if (isStaffAccount(user) && (await ctx.settings.current()).staffSecondFactor) return true;
  return repo.companyRequires(ctx.tx, user.companyId);
}

/** RFC 8176 methods that, alone, say the provider itself asked for more than one factor. */
const MULTI_FACTOR_METHODS = new Set(['mfa', 'mca']);

/**
 * What a sign-in whose first factor is proven still has to prove. With a password: the account's
 * authenticator, or one to enrol when the account must have one. Through an identity provider: no
 * step (the provider does it), unless its answer says the sign-in there was single-factor (`amr`
 * naming one method, neither `mfa` nor `mca`) and the account must have a second factor.
 */
export async function secondFactorStepOf(
  ctx: ServiceContext,
  user: Pick<User, 'id' | 'role' | 'companyId'>,
  proof: { provider?: { amr: readonly string[] } },
): Promise<SecondFactorStep | null> {
  const amr = proof.provider?.amr;
  if (amr && (amr.length === 0 || amr.length > 1 || amr.some((m) => MULTI_FACTOR_METHODS.has(m))))
    return null;
  if (await hasSecondFactor(ctx, user.id)) return 'verify';
  return (await mustHaveSecondFactor(ctx, user)) ? 'enrol' : null;
}

/** Whether the user has a second factor: a confirmed authenticator, or a passkey. */
export async function hasSecondFactor(ctx: ServiceContext, userId: string): Promise<boolean> {
  const totp = await repo.findTotp(ctx.tx, userId);
  return Boolean(totp?.confirmedAt) || (await repo.passkeysOf(ctx.tx, userId)).length > 0;
}

/** The pending step of `session`, which must still be within its time (else the sign-in begins again). */
export function pendingStep(ctx: ServiceContext, session: FlowSession): SecondFactorStep | null {
  if (!session.secondFactor) return null;
  const age = ctx.clock.now().getTime() - session.createdAt;
  if (age > SECOND_FACTOR_PENDING_MINUTES * MINUTE_MS) throw new AppError('ERROR_EMPTY_SESSION');
  return session.secondFactor;
}

export async function secondFactorState(
  ctx: ServiceContext,
  session: FlowSession,
): Promise<SecondFactorState> {
  const step = pendingStep(ctx, session);
  const user = await getUserById(ctx, session.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  const totp = await repo.findTotp(ctx.tx, user.id);
  const passkeys = await repo.passkeysOf(ctx.tx, user.id);
  const active = Boolean(totp?.confirmedAt) || passkeys.length > 0;
  const freshUntil =
    active && session.secondFactorAt ? new Date(session.secondFactorAt + STEP_UP_MINUTES * MINUTE_MS) : null;
  return {
    Step: step,
    Totp: { Active: Boolean(totp?.confirmedAt), Since: totp?.confirmedAt?.toISOString() ?? null },
    Passkeys: passkeys.map((key) => ({
      Id: key.id,
      Name: key.name,
      Passwordless: key.passwordless,
      CreatedAt: key.createdAt.toISOString(),
      LastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    RecoveryCodesLeft: active ? await repo.countUnusedRecoveryCodes(ctx.tx, user.id) : 0,
    Required: await mustHaveSecondFactor(ctx, user),
    CompanyRequires: await repo.companyRequires(ctx.tx, user.companyId),
    FreshUntil: freshUntil?.toISOString() ?? null,
  };
}

const totpOf = (secret: string, label = 'Sportello', issuer = 'Sportello') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step of `code` if it is the authenticator's code now, one step before or one after (the
 * phone's clock may be off by 30 s); null otherwise. A secret sealed under another COOKIE_SECRET
 * cannot be read: no code matches it (logged), so the user proves the factor otherwise or staff
 * reset it, rather than every attempt failing with a server error.
 */
function totpStep(ctx: ServiceContext, sealed: string, code: string): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  let secret: string;
  try {
    secret = unsealSecret(sealed);
  } catch {
    ctx.log.warn({}, 'an authenticator secret cannot be read: sealed under another COOKIE_SECRET?');
    return null;
  }
  const timestamp = ctx.clock.now().getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

type Proof = 'totp' | 'recovery-code';

/**
 * Proves the user's second factor with `code`: a code of the authenticator not taken before, or an
 * unused recovery code. Wrong codes count; SECOND_FACTOR_MAX_FAILURES in a row lock the factor for
 * SECOND_FACTOR_LOCK_MINUTES (ERROR_SECOND_FACTOR_LOCKED), a right one resets the count.
 */
async function proveCode(ctx: ServiceContext, userId: string, code: string): Promise<Proof> {
  const totp = await repo.findTotp(ctx.tx, userId);
  const active = totp?.confirmedAt ? totp : undefined;
  if (!active && (await repo.countUnusedRecoveryCodes(ctx.tx, userId)) === 0)
    throw new AppError('ERROR_SECOND_FACTOR_NONE');
  const now = ctx.clock.now();
  const locked = await repo.lockedUntil(ctx.tx, userId);
  if (locked) {
    if (locked > now) throw new AppError('ERROR_SECOND_FACTOR_LOCKED');
    await repo.clearFailures(ctx.tx, userId);
  }
  const step = active ? totpStep(ctx, active.secret, code) : null;
  const proof: Proof | null =
    step !== null && (await repo.takeTotpStep(ctx.tx, userId, step))
      ? 'totp'
      : RECOVERY_CODE_PATTERN.test(code) &&
          (await repo.useRecoveryCode(ctx.tx, userId, recoveryCodeHash(userId, code), now))
        ? 'recovery-code'
        : null;
  if (proof) {
    await repo.clearFailures(ctx.tx, userId);
    return proof;
  }
  const lockUntil = new Date(now.getTime() + SECOND_FACTOR_LOCK_MINUTES * MINUTE_MS);
  const failures = await repo.countFailure(ctx.tx, userId, SECOND_FACTOR_MAX_FAILURES, lockUntil);
  ctx.log.info({ userId, failures }, 'wrong second-factor code');
  throw new AppError(
    failures >= SECOND_FACTOR_MAX_FAILURES ? 'ERROR_SECOND_FACTOR_LOCKED' : 'ERROR_SECOND_FACTOR_CODE',
  );
}

/**
 * Proves the second factor of the caller's session: completes a sign-in waiting at `verify`, or
 * renews a signed-in session's proof for sensitive actions (step-up). A recovery code used is mailed
 * to the user. The route then rotates or updates the session.
 */
export async function proveSecondFactor(
  ctx: ServiceContext,
  session: FlowSession,
  code: string,
  settings: SecondFactorSettings,
): Promise<{ recoveryCodeUsed: boolean }> {
  const step = pendingStep(ctx, session);
  if (step === 'enrol') throw new AppError('ERROR_SECOND_FACTOR_NONE');
  const proof = await proveCode(ctx, session.userId, code);
  if (proof === 'recovery-code') await mailRecoveryCodeUsed(ctx, session.userId, settings);
  return { recoveryCodeUsed: proof === 'recovery-code' };
}

/**
 * A new authenticator secret for the caller, unconfirmed until its first code: for a sign-in that
 * must enrol, or from the profile (an account with a confirmed one removes it first).
 */
export async function startTotpEnrolment(ctx: ServiceContext, session: FlowSession): Promise<TotpEnrolment> {
  if (pendingStep(ctx, session) === 'verify') throw new AppError('ERROR_SECOND_FACTOR_REQUIRED');
  const user = await getUserById(ctx, session.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  const secret = new Secret({ size: 20 }).base32;
  if (!(await repo.putPendingTotp(ctx.tx, user.id, sealSecret(secret), ctx.clock.now())))
    throw new AppError('ERROR_BAD_REQUEST', 'Totp');
  const issuer = (await ctx.settings.current()).brand.productName;
  const uri = totpOf(secret, user.userName, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    Secret: secret,
    Uri: uri,
    QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms the pending authenticator with its first code and gives ten recovery codes (only their
 * hashes are kept, so they are shown this once). Audited on the user.
 */
export async function confirmTotpEnrolment(
  ctx: ServiceContext,
  session: FlowSession,
  code: string,
): Promise<{ RecoveryCodes: string[] }> {
  if (pendingStep(ctx, session) === 'verify') throw new AppError('ERROR_SECOND_FACTOR_REQUIRED');
  const userId = session.userId;
  const pending = await repo.findTotp(ctx.tx, userId);
  if (!pending || pending.confirmedAt) throw new AppError('ERROR_SECOND_FACTOR_NONE');
  const step = totpStep(ctx, pending.secret, code);
  if (step === null) throw new AppError('ERROR_SECOND_FACTOR_CODE');
  const codes = newRecoveryCodes();
  await auditedTransaction(ctx, async (tx, audit) => {
    if (!(await repo.confirmTotp(tx, userId, step, ctx.clock.now())))
      throw new AppError('ERROR_SECOND_FACTOR_NONE');
    await keepRecoveryCodes(within(ctx, tx), userId, codes);
    audit({
      resource: USERS_RESOURCE,
      objectId: userId,
      action: 'update',
      before: null,
      after: { SecondFactor: 'totp' },
    });
  });
  return { RecoveryCodes: codes };
}

/**
 * The signed-in caller removes their authenticator (proving it once more). An account that must have
 * a second factor keeps its last one (ERROR_SECOND_FACTOR_MANDATORY); without any left, the recovery
 * codes go too.
 */
export async function removeTotp(ctx: ServiceContext, code: string): Promise<{ Done: true }> {
  const user = await callerAccount(ctx);
  const passkeys = await repo.passkeysOf(ctx.tx, user.id);
  if (passkeys.length === 0 && (await mustHaveSecondFactor(ctx, user)))
    throw new AppError('ERROR_SECOND_FACTOR_MANDATORY');
  await proveCode(ctx, user.id, code);
  await auditedTransaction(ctx, async (tx, audit) => {
    await repo.deleteTotp(tx, user.id);
    if (passkeys.length === 0) await repo.deleteRecoveryCodes(tx, user.id);
    audit({
      resource: USERS_RESOURCE,
      objectId: user.id,
      action: 'update',
      before: { SecondFactor: 'totp' },
      after: { SecondFactor: null },
    });
  });
  return { Done: true };
}

/** Ten new recovery codes in place of the old ones, once the caller proves the second factor. */
export async function renewRecoveryCodes(
  ctx: ServiceContext,
  code: string,
): Promise<{ RecoveryCodes: string[] }> {
  const { actor } = signedIn(ctx);
  await proveCode(ctx, actor.userId, code);
  const codes = newRecoveryCodes();
  await auditedTransaction(ctx, async (tx, audit) => {
    await keepRecoveryCodes(within(ctx, tx), actor.userId, codes);
    audit({
      resource: USERS_RESOURCE,
      objectId: actor.userId,
      action: 'update',
      before: null,
      after: { RecoveryCodes: 'renewed' },
    });
  });
  return { RecoveryCodes: codes };
}

/**
 * A sensitive action (changing roles, and those to come: the IBAN, security settings, partner
 * secrets) asks for the second factor again when the caller has one and last proved it more than
 * STEP_UP_MINUTES ago (ERROR_STEP_UP_REQUIRED); the page asks for a code and calls again.
 */
export async function requireFreshSecondFactor(ctx: ServiceContext): Promise<void> {
  const { actor } = signedIn(ctx);
  if (!(await hasSecondFactor(ctx, actor.userId))) return;
  const at = actor.secondFactorAt;
  if (at !== null && ctx.clock.now().getTime() - at <= STEP_UP_MINUTES * MINUTE_MS) return;
  throw new AppError('ERROR_STEP_UP_REQUIRED');
}

/** A company administrator requires (or no longer requires) a second factor of the company's users. */
export async function setCompanyRequirement(
  ctx: ServiceContext,
  required: boolean,
): Promise<{ Required: boolean }> {
  const { actor } = signedIn(ctx);
  if (actor.kind !== 'customer' || actor.role !== 'company_admin') throw new AppError('ERROR_FORBIDDEN');
  await requireFreshSecondFactor(ctx);
  await auditedTransaction(ctx, async (tx, audit) => {
    const before = await repo.companyRequires(tx, actor.companyId);
    await repo.setCompanyRequires(tx, actor.companyId, required, actor.userName, ctx.clock.now());
    if (before !== required)
      audit({
        resource: 'companies',
        objectId: actor.companyId,
        action: 'update',
        before: { SecondFactorRequired: before },
        after: { SecondFactorRequired: required },
      });
  });
  return { Required: required };
}

/**
 * The back office removes a user's second factor (a lost phone): audited, mailed to the user, and
 * every session of theirs ends; a user who must have one enrols again at the next sign-in.
 */
export async function resetSecondFactor(
  ctx: ServiceContext,
  userId: string,
  settings: SecondFactorSettings,
): Promise<{ Done: true }> {
  await mayResetSecondFactor(ctx, userId);
  await requireFreshSecondFactor(ctx);
  await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    if (!(await repo.deleteSecondFactors(tx, userId))) return;
    audit({
      resource: USERS_RESOURCE,
      objectId: userId,
      action: 'update',
      before: { SecondFactor: 'totp' },
      after: { SecondFactor: null },
    });
    await mailSecondFactorNotice(inTx, userId, 'reset', settings);
  });
  await ctx.signOut.signOutUsers([userId], 'ended-by-staff');
  return { Done: true };
}

/** Since when a user has a second factor (ISO, the earliest), null without one: for the back office. */
export async function secondFactorSince(ctx: ServiceContext, userId: string): Promise<string | null> {
  const totp = await repo.findTotp(ctx.tx, userId);
  const dates = [
    ...(totp?.confirmedAt ? [totp.confirmedAt] : []),
    ...(await repo.passkeysOf(ctx.tx, userId)).map((key) => key.createdAt),
  ];
  if (dates.length === 0) return null;
  return new Date(Math.min(...dates.map((d) => d.getTime()))).toISOString();
}

export async function mailRecoveryCodeUsed(
  ctx: ServiceContext,
  userId: string,
  settings: SecondFactorSettings,
) {
  await mailSecondFactorNotice(ctx, userId, 'recoveryCodeUsed', settings);
}

/** Tells the user of a change to how they sign in, in their language. */
async function mailSecondFactorNotice(
  ctx: ServiceContext,
  userId: string,
  notice: 'recoveryCodeUsed' | 'reset',
  settings: SecondFactorSettings,
): Promise<void> {
  const user = await getUserById(ctx, userId);
  if (!user?.email) return;
  const left = await repo.countUnusedRecoveryCodes(ctx.tx, userId);
  const text = mailText(user.languageId)(`mail.securityNotice.${notice}`, { left: String(left) });
  const link = `${settings.publicUrl}/account/profile?lg=${user.languageId}#second-factor`;
  await mailSecurityNotice(ctx, user, { text, link }, settings.publicUrl);
}
