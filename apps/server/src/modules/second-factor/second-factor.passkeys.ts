import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { type SignIn, signInUser } from '../auth/auth.service';
import { recordSignInEvent } from '../auth/sign-in-log.service';
import { getUserById, USERS_RESOURCE } from '../users/users.service';
import { consumeToken, issueToken } from '../verification/verification.service';
import * as repo from './second-factor.repository';
import { newRecoveryCodes } from './second-factor.secret';
import {
  callerAccount,
  type FlowSession,
  keepRecoveryCodes,
  mustHaveSecondFactor,
  pendingStep,
} from './second-factor.service';

/**
 * Passkeys and security keys (WebAuthn, decision 078), through @simplewebauthn/server: registered
 * from the profile or at a sign-in that must enrol, proven as the second factor, and — for the ones
 * their owner allows — a sign-in without the password. Each challenge is a single-use token of the
 * one verification mechanism: its secret is the challenge the authenticator signs, so that an
 * answer is taken once, within five minutes, and only for whom it was asked.
 */

/** Where the portal is published: the relying party's id (its host name) and the pages' origin. */
export interface WebAuthnSettings {
  rpId: string;
  origin: string;
}

export const webAuthnSettingsOf = (publicUrl: string): WebAuthnSettings => {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, origin: url.origin };
};

const CHALLENGE_MINUTES = 5;

/** A new challenge for `subject` (a user), or for whoever answers it (a sign-in without password). */
async function newChallenge(ctx: ServiceContext, subject?: string): Promise<Uint8Array<ArrayBuffer>> {
  const token = await issueToken(ctx, {
    purpose: 'passkey_challenge',
    ...(subject && { subject }),
    expiresAt: new Date(ctx.clock.now().getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return new Uint8Array(Buffer.from(token.secret, 'base64url'));
}

/** Whether `challenge` (as the browser signed it) was issued for `subject` and is used up now. */
const challengeOf = (ctx: ServiceContext, subject: string | null) => async (challenge: string) => {
  const token = await consumeToken(ctx, 'passkey_challenge', challenge);
  return token !== undefined && token.subject === subject;
};

const transportsOf = (row: repo.PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : [];

/** An answer that does not verify is one refusal, whatever the library's reason (logged). */
async function verified<T>(ctx: ServiceContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'passkey refused');
    throw new AppError('ERROR_PASSKEY');
  }
}

/** The options to create a passkey for the caller (a sign-in that must enrol, or from the profile). */
export async function passkeyRegistrationOptions(
  ctx: ServiceContext,
  session: FlowSession,
  settings: WebAuthnSettings,
): Promise<Record<string, unknown>> {
  if (pendingStep(ctx, session) === 'verify') throw new AppError('ERROR_SECOND_FACTOR_REQUIRED');
  const user = await getUserById(ctx, session.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  const existing = await repo.passkeysOf(ctx.tx, user.id);
  return {
    ...(await generateRegistrationOptions({
      rpName: (await ctx.settings.current()).brand.productName,
      rpID: settings.rpId,
      userName: user.userName,
      userID: new Uint8Array(Buffer.from(user.id)),
      userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
      challenge: await newChallenge(ctx, user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })),
  };
}

/**
 * Adds the passkey the browser created. One that signs in without the password must have verified
 * its user (a PIN or biometrics on the device: two factors in one). The account's first second
 * factor comes with ten recovery codes, shown this once.
 */
export async function registerPasskey(
  ctx: ServiceContext,
  session: FlowSession,
  input: { name: string; passwordless: boolean; credential: Record<string, unknown> },
  settings: WebAuthnSettings,
): Promise<{ RecoveryCodes: string[] | null }> {
  if (pendingStep(ctx, session) === 'verify') throw new AppError('ERROR_SECOND_FACTOR_REQUIRED');
  const userId = session.userId;
  const result = await verified(ctx, () =>
    verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challengeOf(ctx, userId),
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      requireUserVerification: input.passwordless,
    }),
  );
  if (!result.verified) throw new AppError('ERROR_PASSKEY');
  const { credential } = result.registrationInfo;
  const firstFactor = (await repo.countUnusedRecoveryCodes(ctx.tx, userId)) === 0;
  const codes = firstFactor ? newRecoveryCodes() : null;
  await auditedTransaction(ctx, async (tx, audit) => {
    if (await repo.findPasskey(tx, credential.id)) throw new AppError('ERROR_PASSKEY');
    await repo.insertPasskey(tx, {
      id: credential.id,
      userId,
      name: input.name,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      passwordless: input.passwordless,
      createdAt: ctx.clock.now(),
    });
    if (codes) await keepRecoveryCodes(within(ctx, tx), userId, codes);
    audit({
      resource: USERS_RESOURCE,
      objectId: userId,
      action: 'update',
      before: null,
      after: { Passkey: input.name, Passwordless: input.passwordless },
    });
  });
  return { RecoveryCodes: codes };
}

/** The options to prove the second factor with one of the caller's passkeys. */
export async function passkeyChallenge(
  ctx: ServiceContext,
  session: FlowSession,
  settings: WebAuthnSettings,
): Promise<Record<string, unknown>> {
  const passkeys = await repo.passkeysOf(ctx.tx, session.userId);
  if (pendingStep(ctx, session) === 'enrol' || passkeys.length === 0)
    throw new AppError('ERROR_SECOND_FACTOR_NONE');
  return {
    ...(await generateAuthenticationOptions({
      rpID: settings.rpId,
      allowCredentials: passkeys.map((key) => ({ id: key.id, transports: transportsOf(key) })),
      challenge: await newChallenge(ctx, session.userId),
      userVerification: 'preferred',
    })),
  };
}

/**
 * Checks an authentication answer against the stored passkey it names and records its use: the
 * signature, the challenge (issued for `subject`, used once), and a counter that must have grown.
 */
async function provePasskeyAnswer(
  ctx: ServiceContext,
  credential: Record<string, unknown>,
  expected: { subject: string | null; userVerification: boolean },
  settings: WebAuthnSettings,
): Promise<repo.PasskeyRow> {
  const answer = credential as unknown as AuthenticationResponseJSON;
  const key = await repo.findPasskey(ctx.tx, answer.id);
  if (!key || (expected.subject !== null && key.userId !== expected.subject))
    throw new AppError('ERROR_PASSKEY');
  const result = await verified(ctx, () =>
    verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challengeOf(ctx, expected.subject),
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(key.publicKey),
        counter: key.counter,
        transports: transportsOf(key),
      },
      requireUserVerification: expected.userVerification,
    }),
  );
  if (
    !result.verified ||
    !(await repo.usePasskey(ctx.tx, key.id, result.authenticationInfo.newCounter, ctx.clock.now()))
  )
    throw new AppError('ERROR_PASSKEY');
  return key;
}

/** Proves the caller's second factor with a passkey: completes a sign-in at `verify`, or renews the proof. */
export async function provePasskey(
  ctx: ServiceContext,
  session: FlowSession,
  credential: Record<string, unknown>,
  settings: WebAuthnSettings,
): Promise<{ Done: true }> {
  if (pendingStep(ctx, session) === 'enrol') throw new AppError('ERROR_SECOND_FACTOR_NONE');
  await provePasskeyAnswer(ctx, credential, { subject: session.userId, userVerification: false }, settings);
  return { Done: true };
}

/** The options of a sign-in without password: any passkey of this site the device holds. */
export async function passkeySignInOptions(
  ctx: ServiceContext,
  settings: WebAuthnSettings,
): Promise<Record<string, unknown>> {
  return {
    ...(await generateAuthenticationOptions({
      rpID: settings.rpId,
      challenge: await newChallenge(ctx),
      userVerification: 'required',
    })),
  };
}

/**
 * Whose passkey signed in without the password: one its owner allowed for it, its user verified by
 * the device. Any other answer is ERROR_PASSKEY, the same whatever is wrong.
 */
export async function passwordlessUserId(
  ctx: ServiceContext,
  credential: Record<string, unknown>,
  settings: WebAuthnSettings,
): Promise<string> {
  const id = typeof credential.id === 'string' ? credential.id : '';
  const key = await repo.findPasskey(ctx.tx, id);
  if (!key?.passwordless) throw new AppError('ERROR_PASSKEY');
  return (await provePasskeyAnswer(ctx, credential, { subject: null, userVerification: true }, settings))
    .userId;
}

/**
 * A sign-in with a passkey instead of the password: one its owner allowed for it, whose device
 * verified its user (a PIN or biometrics), so two factors at once. Any refusal of the passkey is
 * ERROR_PASSKEY; a disabled account is refused as after a password.
 */
export async function signInWithPasskey(
  ctx: ServiceContext,
  credential: Record<string, unknown>,
  client: { ip: string; userAgent: string },
  settings: WebAuthnSettings,
): Promise<SignIn> {
  const userId = await passwordlessUserId(ctx, credential, settings);
  const user = await getUserById(ctx, userId);
  if (!user) throw new AppError('ERROR_PASSKEY');
  if (!user.enabled) {
    await recordSignInEvent(ctx, {
      kind: 'failure',
      method: 'passkey',
      reason: 'disabled',
      userId,
      userName: user.userName,
      client,
    });
    throw new AppError('ERROR_USERLOGIN_DISABLED_USER');
  }
  return signInUser(ctx, user, {
    parentCode: undefined,
    isLocalLogin: true,
    secondFactorProven: true,
    via: 'passkey',
    client,
  });
}

export async function renamePasskey(
  ctx: ServiceContext,
  input: { id: string; name: string },
): Promise<{ Done: true }> {
  const { actor } = signedIn(ctx);
  if (!(await repo.renamePasskey(ctx.tx, actor.userId, input.id, input.name)))
    throw new AppError('ERROR_NOT_FOUND');
  return { Done: true };
}

/**
 * Removes one of the caller's passkeys, unless it is the last second factor of an account that must
 * have one; without any left, the recovery codes go too.
 */
export async function removePasskey(ctx: ServiceContext, id: string): Promise<{ Done: true }> {
  const user = await callerAccount(ctx);
  const passkeys = await repo.passkeysOf(ctx.tx, user.id);
  const key = passkeys.find((k) => k.id === id);
  if (!key) throw new AppError('ERROR_NOT_FOUND');
  const totp = await repo.findTotp(ctx.tx, user.id);
  const last = passkeys.length === 1 && !totp?.confirmedAt;
  if (last && (await mustHaveSecondFactor(ctx, user))) throw new AppError('ERROR_SECOND_FACTOR_MANDATORY');
  await auditedTransaction(ctx, async (tx, audit) => {
    await repo.deletePasskey(tx, user.id, id);
    if (last) await repo.deleteRecoveryCodes(tx, user.id);
    audit({
      resource: USERS_RESOURCE,
      objectId: user.id,
      action: 'update',
      before: { Passkey: key.name },
      after: { Passkey: null },
    });
  });
  return { Done: true };
}
