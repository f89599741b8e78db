import {
  confirmTotp,
  getSecondFactor,
  passkeyChallenge as passkeyChallengeRoute,
  passkeyRegistrationOptions as passkeyRegistrationOptionsRoute,
  passkeySignIn,
  passkeySignInOptions as passkeySignInOptionsRoute,
  provePasskey as provePasskeyRoute,
  registerPasskey as registerPasskeyRoute,
  removePasskey as removePasskeyRoute,
  removeTotp as removeTotpRoute,
  renamePasskey as renamePasskeyRoute,
  renewRecoveryCodes as renewRecoveryCodesRoute,
  resetUserSecondFactor,
  setCompanySecondFactor,
  startTotp,
  verifySecondFactor,
} from '@sportello/contracts/auth/second-factor.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { requireSignInFlow } from '../../core/auth-guard';
import { registerRoute } from '../../core/route';
import type { SessionData } from '../../core/session';
import {
  passkeyChallenge,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  provePasskey,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  type WebAuthnSettings,
} from './second-factor.passkeys';
import {
  confirmTotpEnrolment,
  proveSecondFactor,
  removeTotp,
  renewRecoveryCodes,
  resetSecondFactor,
  type SecondFactorSettings,
  secondFactorState,
  setCompanyRequirement,
  startTotpEnrolment,
} from './second-factor.service';

/**
 * Records a second factor proven in the caller's session: a sign-in waiting for it is complete and
 * continues under a new session id (as after the password), a signed-in session is fresh again for
 * sensitive actions.
 */
async function secondFactorProven(reply: FastifyReply, session: SessionData, at: number): Promise<void> {
  if (session.secondFactor) {
    const { secondFactor: _done, createdAt: _c, lastSeenAt: _l, ...rest } = session;
    await reply.startSession({ ...rest, secondFactorAt: at });
  } else await reply.saveSession({ secondFactorAt: at });
}

/** The second factor (decision 078): the sign-in flow's step, enrolment, recovery codes, policy, reset. */
export function secondFactorRoutes(
  app: FastifyInstance,
  {
    rateLimit,
    webAuthn,
    ...settings
  }: SecondFactorSettings & { rateLimit: Config['loginRateLimit']; webAuthn: WebAuthnSettings },
): void {
  // Codes are sign-in attempts: per address, the sign-in's limit, on top of the factor's own lock.
  const CODE_RATE_LIMIT = { rateLimit };
  registerRoute(app, getSecondFactor, { tag: 'Auth', access: 'sign-in-flow' }, ({ ctx, request }) =>
    secondFactorState(ctx, requireSignInFlow(request)),
  );

  registerRoute(
    app,
    verifySecondFactor,
    { tag: 'Auth', access: 'sign-in-flow', savesSession: true, config: CODE_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const session = requireSignInFlow(request);
      const { recoveryCodeUsed } = await proveSecondFactor(ctx, session, body.Code, settings);
      await secondFactorProven(reply, session, ctx.clock.now().getTime());
      return { Done: true as const, RecoveryCodeUsed: recoveryCodeUsed };
    },
  );

  registerRoute(
    app,
    startTotp,
    { tag: 'Auth', access: 'sign-in-flow', config: CODE_RATE_LIMIT },
    ({ ctx, request }) => startTotpEnrolment(ctx, requireSignInFlow(request)),
  );

  registerRoute(
    app,
    confirmTotp,
    { tag: 'Auth', access: 'sign-in-flow', savesSession: true, config: CODE_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const session = requireSignInFlow(request);
      const result = await confirmTotpEnrolment(ctx, session, body.Code);
      await secondFactorProven(reply, session, ctx.clock.now().getTime());
      return result;
    },
  );

  registerRoute(
    app,
    removeTotpRoute,
    { tag: 'Auth', access: 'signed-in', config: CODE_RATE_LIMIT },
    ({ ctx, body }) => removeTotp(ctx, body.Code),
  );

  registerRoute(
    app,
    renewRecoveryCodesRoute,
    { tag: 'Auth', access: 'signed-in', config: CODE_RATE_LIMIT },
    ({ ctx, body }) => renewRecoveryCodes(ctx, body.Code),
  );

  registerRoute(
    app,
    passkeyRegistrationOptionsRoute,
    { tag: 'Auth', access: 'sign-in-flow', config: CODE_RATE_LIMIT },
    ({ ctx, request }) => passkeyRegistrationOptions(ctx, requireSignInFlow(request), webAuthn),
  );

  registerRoute(
    app,
    registerPasskeyRoute,
    { tag: 'Auth', access: 'sign-in-flow', savesSession: true, config: CODE_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const session = requireSignInFlow(request);
      const result = await registerPasskey(
        ctx,
        session,
        { name: body.Name, passwordless: body.Passwordless, credential: body.Credential },
        webAuthn,
      );
      await secondFactorProven(reply, session, ctx.clock.now().getTime());
      return result;
    },
  );

  registerRoute(
    app,
    passkeyChallengeRoute,
    { tag: 'Auth', access: 'sign-in-flow', config: CODE_RATE_LIMIT },
    ({ ctx, request }) => passkeyChallenge(ctx, requireSignInFlow(request), webAuthn),
  );

  registerRoute(
    app,
    provePasskeyRoute,
    { tag: 'Auth', access: 'sign-in-flow', savesSession: true, config: CODE_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const session = requireSignInFlow(request);
      const result = await provePasskey(ctx, session, body.Credential, webAuthn);
      await secondFactorProven(reply, session, ctx.clock.now().getTime());
      return result;
    },
  );

  registerRoute(app, renamePasskeyRoute, { tag: 'Auth', access: 'signed-in' }, ({ ctx, body }) =>
    renamePasskey(ctx, { id: body.Id, name: body.Name }),
  );

  registerRoute(app, removePasskeyRoute, { tag: 'Auth', access: 'signed-in' }, ({ ctx, body }) =>
    removePasskey(ctx, body.Id),
  );

  registerRoute(
    app,
    passkeySignInOptionsRoute,
    { tag: 'Auth', access: 'public', config: CODE_RATE_LIMIT },
    ({ ctx }) => passkeySignInOptions(ctx, webAuthn),
  );

  registerRoute(
    app,
    passkeySignIn,
    { tag: 'Auth', access: 'public', config: CODE_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { session, result } = await signInWithPasskey(ctx, body.Credential, client, webAuthn);
      await reply.startSession(session);
      return result;
    },
  );

  registerRoute(app, setCompanySecondFactor, { tag: 'Company', access: ['company_admin'] }, ({ ctx, body }) =>
    setCompanyRequirement(ctx, body.Required),
  );

  registerRoute(
    app,
    resetUserSecondFactor,
    { tag: 'BackOffice', access: ['operator', 'admin'] },
    ({ ctx, params }) => resetSecondFactor(ctx, params.Id, settings),
  );
}
